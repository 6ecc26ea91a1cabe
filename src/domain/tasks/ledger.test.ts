import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChange,
  categoriesInputSchema,
  monthTotals,
  movementInputSchema,
  openingBalancesSchema,
  runningBalances,
  signedCents,
  toCents,
  usdEquivalentCents,
  voidMovementSchema,
} from './cash.ts';

const movement = fc.record({
  tipo: fc.constantFrom('ingreso' as const, 'egreso' as const),
  moneda: fc.constantFrom('USD' as const, 'ARS' as const),
  // Whole centavos up to the column's ceiling, as numbers with two decimals.
  monto: fc.integer({ min: 1, max: 9_999_999_999_999 }).map((c) => c / 100),
  anulado: fc.boolean(),
});

describe('running balance (integer centavos)', () => {
  it('starts at the opening balance and adds ingresos, takes egresos, skips voided, per currency', () => {
    const balances = runningBalances({ USD: 100, ARS: -50.5 }, [
      { tipo: 'ingreso', moneda: 'USD', monto: 0.1, anulado: false },
      { tipo: 'egreso', moneda: 'ARS', monto: 0.2, anulado: false },
      { tipo: 'ingreso', moneda: 'USD', monto: 0.2, anulado: true },
      { tipo: 'egreso', moneda: 'USD', monto: 100.3, anulado: false },
    ]);
    expect(balances).toEqual([10010, -5070, 10010, -20]);
  });

  it('each currency ends at opening + its valid ingresos − egresos, whatever the other does', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 200 }), fc.integer({ min: -1e12, max: 1e12 }), (list, openingCents) => {
        const balances = runningBalances({ USD: openingCents / 100, ARS: 0 }, list);
        for (const moneda of ['USD', 'ARS'] as const) {
          const mine = list.map((m, i) => ({ m, i })).filter(({ m }) => m.moneda === moneda);
          const expected = (moneda === 'USD' ? openingCents : 0) + mine.reduce((sum, { m }) => sum + signedCents(m), 0);
          const last = mine.at(-1);
          if (last) expect(balances[last.i]).toBe(expected);
        }
        expect(balances.every(Number.isSafeInteger)).toBe(true);
      }),
    );
  });

  it('voiding a movement moves every later balance of its currency by exactly its amount, and no other', () => {
    fc.assert(
      fc.property(fc.array(movement, { minLength: 1, maxLength: 100 }), fc.nat(), (list, pick) => {
        const i = pick % list.length;
        const target = list[i];
        if (!target || target.anulado) return;
        const before = runningBalances({ USD: 0, ARS: 0 }, list);
        const after = runningBalances(
          { USD: 0, ARS: 0 },
          list.map((m, j) => (j === i ? { ...m, anulado: true } : m)),
        );
        list.forEach((m, j) => {
          const delta = j >= i && m.moneda === target.moneda ? -signedCents(target) : 0;
          expect((after[j] ?? 0) - (before[j] ?? 0)).toBe(delta);
        });
      }),
    );
  });

  it('a voided movement can be neither edited nor voided again', () => {
    expect(canChange({ anulado: false })).toBe(true);
    expect(canChange({ anulado: true })).toBe(false);
  });
});

describe('USD equivalent', () => {
  it('divides pesos by the rate and rounds half up to the cent', () => {
    expect(usdEquivalentCents(toCents(1455), 1455)).toBe(100);
    expect(usdEquivalentCents(toCents(350000), 1455.5)).toBe(24047); // 240.4672… → 240.47
    expect(usdEquivalentCents(1, 2)).toBe(1); // 0.5 cent rounds up
    expect(usdEquivalentCents(toCents(99_999_999_999.99), 0.0001)).toBe(99_999_999_999_990_000);
  });

  it('is within half a cent of the exact quotient and grows with the pesos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e13 }), fc.integer({ min: 1, max: 1e8 }), (pesosCents, units) => {
        const rate = units / 10_000;
        const usd = usdEquivalentCents(pesosCents, rate);
        expect(Math.abs(usd - (pesosCents * 10_000) / units)).toBeLessThanOrEqual(0.5 + 1e-6 * usd);
        expect(usdEquivalentCents(pesosCents + 1, rate)).toBeGreaterThanOrEqual(usd);
      }),
    );
  });

  it('never adds pesos to dollars in the month totals', () => {
    const totals = monthTotals('2026-11', [
      { moneda: 'USD', tipo: 'ingreso', total: 100, usd: 0, sinCotizacion: 0 },
      { moneda: 'ARS', tipo: 'egreso', total: 145_500, usd: 100, sinCotizacion: 2 },
    ]);
    expect(totals.USD).toEqual({ ingresos: 100, egresos: 0, saldo: 100 });
    expect(totals.ARS).toEqual({ ingresos: 0, egresos: 145_500, saldo: -145_500 });
    expect(totals.ARS_en_USD).toEqual({ ingresos: 0, egresos: 100, saldo: -100, sin_cotizacion: 2 });
  });
});

describe('schemas', () => {
  const base = { tipo: 'egreso', monto: '350.000', moneda: 'ARS', quien: 'Agustín', concepto: 'Cemento', fecha: '2026-11-23', hora: '10:00' };
  it('takes a rate of the day typed the Argentine way, only for pesos and only whole', () => {
    expect(movementInputSchema.parse({ ...base, cotizacion_tipo: 'blue', cotizacion_valor: '1.455,50', cotizacion_fecha: '2026-11-23' })).toMatchObject({
      cotizacion_tipo: 'blue',
      cotizacion_valor: 1455.5,
    });
    const usd = movementInputSchema.safeParse({ ...base, moneda: 'USD', cotizacion_tipo: 'blue', cotizacion_valor: '1455', cotizacion_fecha: '2026-11-23' });
    expect(usd.error?.issues[0]?.message).toBe('La cotización es solo para movimientos en pesos');
    const half = movementInputSchema.safeParse({ ...base, cotizacion_tipo: 'oficial' });
    expect(half.error?.issues[0]).toMatchObject({ message: 'Completá el tipo, el valor y la fecha de la cotización', path: ['cotizacion_valor'] });
    expect(movementInputSchema.parse({ ...base, cotizacion_tipo: '', cotizacion_valor: '', cotizacion_fecha: '' }).cotizacion_valor).toBeNull();
  });
  it('requires a void reason', () => {
    expect(voidMovementSchema.safeParse({ motivo: '  ' }).error?.issues[0]?.message).toBe('Escribí el motivo de la anulación');
    expect(voidMovementSchema.parse({ motivo: ' Duplicado ' }).motivo).toBe('Duplicado');
  });
  it('reads opening balances, negative ones too', () => {
    expect(openingBalancesSchema.parse({ USD: '-1.250,50', ARS: '0' })).toEqual({ USD: -1250.5, ARS: 0 });
  });
  it('refuses an empty or repeated category list', () => {
    expect(categoriesInputSchema.safeParse({ categorias: [] }).success).toBe(false);
    expect(categoriesInputSchema.safeParse({ categorias: ['Otros', 'otros'] }).error?.issues[0]?.message).toBe('Hay categorías repetidas');
  });
});
