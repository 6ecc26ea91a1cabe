import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatArs, formatMoney, formatUsd } from '../shared/money.ts';
import {
  monthRange,
  monthTotals,
  movementCsvLine,
  movementDescription,
  movementFilterSchema,
  movementInputSchema,
  movementInstant,
  movementListQuerySchema,
  movementsCsvFileName,
  movementsCsvHeader,
  nowFields,
} from './cash.ts';
import { CASH_MESSAGES, MOVEMENTS_PAGE_SIZE } from './messages.ts';
import { MOVEMENT_FILTERS, readMovementFilter } from './movement-terms.ts';

const valid = { tipo: 'ingreso', monto: '1250,50', moneda: 'USD', quien: 'Belén', concepto: 'Anticipo', fecha: '2026-11-23', hora: '14:05' };
const firstIssue = (input: unknown) => {
  const result = movementInputSchema.safeParse(input);
  return result.success ? undefined : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('money in both currencies (es-AR, two decimals in the cash log)', () => {
  it('writes US$ 1.250,50 and $ 350.000,00', () => {
    expect(formatMoney(1250.5, 'USD').replace(/\s/g, ' ')).toBe('US$ 1.250,50');
    expect(formatMoney(350_000, 'ARS').replace(/\s/g, ' ')).toBe('$ 350.000,00');
    expect(formatMoney(0.1, 'USD').replace(/\s/g, ' ')).toBe('US$ 0,10');
  });
  it('leaves the existing formatters as they were', () => {
    expect(formatUsd(1250.5).replace(/\s/g, ' ')).toBe('US$ 1.251');
    expect(formatArs(350_000).replace(/\s/g, ' ')).toBe('$ 350.000,00');
  });
});

describe('movement input', () => {
  it('accepts a typed amount with a comma or a JSON number, and the optional fields blank', () => {
    const parsed = movementInputSchema.parse({ ...valid, obra: '', sucursal: '' });
    expect(parsed).toMatchObject({ monto: 1250.5, obra: undefined, sucursal: undefined, hora: '14:05' });
    expect(movementInputSchema.parse({ ...valid, monto: 350000, hora: '09:30:00' })).toMatchObject({ monto: 350000, hora: '09:30' });
  });

  it('reads es-AR thousands (ADR 024): 1.250,50, 350.000 and 1.500.000', () => {
    expect(movementInputSchema.parse({ ...valid, monto: '1.250,50' }).monto).toBe(1250.5);
    expect(movementInputSchema.parse({ ...valid, monto: ' 350.000,00 ' }).monto).toBe(350_000);
    expect(movementInputSchema.parse({ ...valid, monto: '1.500.000' }).monto).toBe(1_500_000);
    expect(movementInputSchema.parse({ ...valid, monto: '12.345.678,9' }).monto).toBe(12_345_678.9);
    expect(movementInputSchema.parse({ ...valid, monto: '$ 350.000' }).monto).toBe(350_000);
    expect(movementInputSchema.parse({ ...valid, monto: 'US$ 1.250,50' }).monto).toBe(1250.5);
    expect(movementInputSchema.parse({ ...valid, monto: '1250.50' }).monto).toBe(1250.5);
    expect(movementInputSchema.parse({ ...valid, monto: '1.25' }).monto).toBe(1.25);
  });

  // ADR 024 supersedes ADR 071's rule: «350.000» typed in Argentina is three hundred and fifty thousand.
  it('reads a typed 350.000 as 350000 and 1.005 as 1005, the same as the JSON numbers', () => {
    expect(movementInputSchema.parse({ ...valid, monto: '350.000' }).monto).toBe(350_000);
    expect(movementInputSchema.parse({ ...valid, monto: 350_000 }).monto).toBe(350_000);
    expect(movementInputSchema.parse({ ...valid, monto: '1.005' }).monto).toBe(1005);
  });

  it('refuses 0, −1, more than two decimals and other bad amounts saying why', () => {
    const issue = (monto: unknown) => firstIssue({ ...valid, monto });
    expect(issue(0)).toEqual({ field: 'monto', message: CASH_MESSAGES.montoPositive });
    expect(issue('0,00')).toEqual({ field: 'monto', message: CASH_MESSAGES.montoPositive });
    expect(issue(-1)).toEqual({ field: 'monto', message: CASH_MESSAGES.montoPositive });
    expect(issue('-1.500.000')).toEqual({ field: 'monto', message: CASH_MESSAGES.montoPositive });
    expect(issue('-350.000')).toEqual({ field: 'monto', message: CASH_MESSAGES.montoPositive });
    expect(issue(100_000_000_000)).toEqual({ field: 'monto', message: CASH_MESSAGES.montoTooHigh });
    expect(issue('100.000.000.000')).toEqual({ field: 'monto', message: CASH_MESSAGES.montoTooHigh });
    expect(issue(1e21)).toEqual({ field: 'monto', message: CASH_MESSAGES.montoTooHigh });
    expect(issue('')).toEqual({ field: 'monto', message: CASH_MESSAGES.montoRequired });
    expect(issue(undefined)).toEqual({ field: 'monto', message: CASH_MESSAGES.montoRequired });
    // Not rounded: the person is told what was read.
    expect(issue(1.005)?.message).toBe('Leímos «1.005» como 1,005: admite hasta 2 decimales, por ejemplo 1.250 o 1.250,5.');
    expect(issue('1.250,505')?.message).toBe('Leímos «1.250,505» como 1.250,505: admite hasta 2 decimales, por ejemplo 1.250 o 1.250,5.');
    // «1,005» could be an English thousand: asked, never guessed.
    expect(issue('1,005')?.message).toBe('«1,005» puede ser 1,005 o 1.005: escribí 1.005 si son miles.');
    for (const typed of ['mil', '1,2,3', '1.250,5.0', '12.50.000', '0.500']) {
      expect(issue(typed)).toEqual({
        field: 'monto',
        message: `No entendemos «${typed}» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5.`,
      });
    }
  });

  it('requires moneda, who (one of the 12), concepto, fecha and hora', () => {
    expect(firstIssue({ ...valid, moneda: 'EUR' })).toEqual({ field: 'moneda', message: CASH_MESSAGES.monedaRequired });
    expect(firstIssue({ ...valid, quien: 'Nadie' })).toEqual({ field: 'quien', message: CASH_MESSAGES.quienRequired });
    expect(firstIssue({ ...valid, concepto: '  ' })).toEqual({ field: 'concepto', message: CASH_MESSAGES.conceptoRequired });
    expect(firstIssue({ ...valid, fecha: '2026-02-30' })).toEqual({ field: 'fecha', message: CASH_MESSAGES.fechaInvalid });
    expect(firstIssue({ ...valid, hora: undefined })).toEqual({ field: 'hora', message: CASH_MESSAGES.horaRequired });
    expect(firstIssue({ ...valid, hora: '24:00' })).toEqual({ field: 'hora', message: CASH_MESSAGES.horaInvalid });
    expect(firstIssue({ ...valid, obra: 'Thames' })).toEqual({ field: 'obra', message: CASH_MESSAGES.obraInvalid });
    expect(firstIssue({ ...valid, sucursal: 'Olivos' })).toEqual({ field: 'sucursal', message: CASH_MESSAGES.sucursalInvalid });
  });
});

describe('fecha + hora in Buenos Aires', () => {
  it('reads the wall time as UTC−3', () => {
    expect(movementInstant('2026-11-23', '14:05').toISOString()).toBe('2026-11-23T17:05:00.000Z');
    expect(movementInstant('2026-12-31', '23:30').toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });
  it('defaults the form to now in Buenos Aires', () => {
    expect(nowFields(new Date('2026-11-24T01:10:00Z'))).toEqual({ fecha: '2026-11-23', hora: '22:10' });
  });
  it('bounds a month from its first local midnight to the next', () => {
    expect(monthRange('2026-11')).toEqual({ from: new Date('2026-11-01T03:00:00Z'), to: new Date('2026-12-01T03:00:00Z') });
    expect(monthRange('2026-12').to).toEqual(new Date('2027-01-01T03:00:00Z'));
  });
});

describe('monthly totals per currency', () => {
  it('never adds USD to ARS, and the balance is income minus expense in cents', () => {
    const totals = monthTotals('2026-11', [
      { moneda: 'USD', tipo: 'ingreso', total: 1250.5 },
      { moneda: 'USD', tipo: 'egreso', total: 0.3 },
      { moneda: 'ARS', tipo: 'egreso', total: 350_000 },
    ]);
    expect(totals).toEqual({
      mes: '2026-11',
      USD: { ingresos: 1250.5, egresos: 0.3, saldo: 1250.2 },
      ARS: { ingresos: 0, egresos: 350_000, saldo: -350_000 },
      ARS_en_USD: { ingresos: 0, egresos: 0, saldo: 0, sin_cotizacion: 0 },
      anulados: 0,
    });
  });
  it('is all zeros for an empty month', () => {
    expect(monthTotals('2026-01', [])).toEqual({
      mes: '2026-01',
      USD: { ingresos: 0, egresos: 0, saldo: 0 },
      ARS: { ingresos: 0, egresos: 0, saldo: 0 },
      ARS_en_USD: { ingresos: 0, egresos: 0, saldo: 0, sin_cotizacion: 0 },
      anulados: 0,
    });
  });
});

describe('list query', () => {
  it('pages by 100 at most', () => {
    expect(movementListQuerySchema.parse({})).toMatchObject({ page: 1, page_size: MOVEMENTS_PAGE_SIZE });
    expect(movementListQuerySchema.safeParse({ page_size: 101 }).success).toBe(false);
    expect(movementListQuerySchema.safeParse({ mes: '2026-13' }).success).toBe(false);
    expect(movementListQuerySchema.parse({ mes: '', tipo: '', moneda: 'ARS' })).toMatchObject({ mes: undefined, tipo: undefined, moneda: 'ARS' });
  });
});

describe('description and CSV', () => {
  it('composes who, obra and sucursal', () => {
    expect(movementDescription({ tipo: 'ingreso', quien: 'Belén', obra: 'Thames', sucursal: 'Vicente López' })).toBe(
      'Recibió: Belén · Obra: Thames · Sucursal: Vicente López',
    );
    expect(movementDescription({ tipo: 'egreso', quien: 'Hernán' })).toBe('Pagó: Hernán');
  });
  it('writes a BOM header, Buenos Aires dates and two decimals with a comma', () => {
    expect(movementsCsvHeader()).toBe(
      '\uFEFFFecha;Tipo;Moneda;Monto;Concepto;Quién;Obra;Sucursal;Descripción;Categoría;Cotización tipo;Cotización valor;Cotización fecha;Equivalente USD;Saldo;Estado;Motivo de anulación;Comprobante\r\n',
    );
    const line = movementCsvLine({
      id: 'x',
      created_at: '2026-11-23T17:05:00.000Z',
      tipo: 'egreso',
      moneda: 'ARS',
      monto: 350000,
      concepto: '=Cemento; bolsas',
      quien: 'Agustín',
      recibido_por_nombre: null,
      pagado_por_nombre: 'Agustín',
      obra: null,
      proyecto_id: null,
      sucursal: 'Ramos Mejía',
      descripcion: 'Pagó: Agustín',
      categoria: 'Materiales',
      cotizacion_tipo: 'mep',
      cotizacion_valor: 1455.5,
      cotizacion_fecha: '2026-11-23',
      usd_equivalente: 240.47,
      anulado: true,
      anulado_at: '2026-11-24T10:00:00.000Z',
      motivo_anulacion: 'Cargado dos veces',
      editado_at: null,
      saldo: -350000,
      tiene_comprobante: false,
    });
    expect(line).toBe(
      `23/11/2026 14:05;Egreso;ARS;350000,00;"'=Cemento; bolsas";Agustín;;Ramos Mejía;Pagó: Agustín;Materiales;MEP;1455,5000;2026-11-23;240,47;-350000;Anulado;Cargado dos veces;No\r\n`,
    );
    expect(movementsCsvFileName(new Date('2026-11-24T01:00:00Z'))).toBe('movimientos-2026-11-23.csv');
  });
});

describe('readMovementFilter: the list reads from its address exactly what movementFilterSchema takes', () => {
  const agree = (name: (typeof MOVEMENT_FILTERS)[number], value: string) => {
    const parsed = movementFilterSchema.shape[name].safeParse(value);
    const expected = parsed.success && parsed.data ? parsed.data : undefined;
    expect(readMovementFilter(new URLSearchParams({ [name]: value }))[name]).toBe(expected);
  };

  it('on the values people and links send', () => {
    for (const value of ['2026-11', '2026-13', '2026-00', '1999-12', '2100-01', '2026-1', ' 2026-11', '']) agree('mes', value);
    for (const value of ['ingreso', 'egreso', 'Ingreso', 'x', '']) agree('tipo', value);
    for (const value of ['USD', 'ARS', 'usd', 'EUR', '']) agree('moneda', value);
    for (const value of [
      '6f0b7f0e-8d52-4b4e-9d55-3a3c2b1a0f11',
      '6F0B7F0E-8D52-4B4E-9D55-3A3C2B1A0F11',
      '6f0b7f0e-8d52-0b4e-9d55-3a3c2b1a0f11',
      '6f0b7f0e-8d52-4b4e-7d55-3a3c2b1a0f11',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '6f0b7f0e8d524b4e9d553a3c2b1a0f11',
      "1' OR '1'='1",
    ])
      agree('obra', value);
  });

  it('on any text (property)', () => {
    const month = fc.tuple(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: 0, max: 13 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
    const hex = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFg-'), minLength: n, maxLength: n });
    const id = fc.tuple(hex(8), hex(4), hex(4), hex(4), hex(12)).map((parts) => parts.join('-'));
    fc.assert(
      fc.property(fc.constantFrom(...MOVEMENT_FILTERS), fc.oneof(fc.string(), month, id, fc.uuid()), (name, value) => agree(name, value)),
      { numRuns: 2000 },
    );
  });
});
