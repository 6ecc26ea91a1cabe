import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../exchange-rates/rates.ts';
import { closingCostsTableSchema, closingCostsWriteSchema } from './closing-costs.schemas.ts';
import {
  CLOSING_COSTS_MESSAGES,
  CLOSING_COSTS_NOTES,
  type ClosingCostItem,
  closingCosts,
  hasRates,
  inPesos,
  jurisdictionOf,
  oficialVenta,
} from './closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from './closing-costs-defaults.ts';

const CABA = DEFAULT_CLOSING_COSTS.caba;
const PBA = DEFAULT_CLOSING_COSTS.pba;
const amounts = (lines: { clave: string; usd: number }[]) => Object.fromEntries(lines.map((l) => [l.clave, l.usd]));

const rate = (tipo: 'oficial' | 'mep' | 'blue', venta: number, edad = 30) => ({
  tipo,
  compra: null,
  venta,
  fuente: tipo === 'oficial' ? ('bcra' as const) : ('dolarapi' as const),
  fecha: '2026-11-29T12:00:00.000Z',
  leida_at: '2026-11-29T12:05:00.000Z',
  edad_minutos: edad,
  desactualizada: edad > 24 * 60,
});
const RATES: ExchangeRates = { items: [rate('oficial', 1455), rate('mep', 1510.5), rate('blue', 1530, 3000)], fuente_configurada: true };

describe('jurisdictionOf', () => {
  it('reads the City by any of its names, folded; anything else is the Province', () => {
    for (const name of ['Ciudad de Buenos Aires', 'CABA', 'Capital Federal', 'capital  federal', 'Ciudad Autónoma de Buenos Aires', ' Caba ']) {
      expect(jurisdictionOf(name), name).toBe('caba');
    }
    expect(jurisdictionOf('Vicente López')).toBe('pba');
    expect(jurisdictionOf('Buenos Aires')).toBe('pba');
  });
});

describe('closingCosts: the worked examples of ADR 144', () => {
  it('CABA, US$ 150.000, not the only home: every item at its rate, IVA on the fee', () => {
    const costs = closingCosts(150_000, CABA, { viviendaUnica: false, oficialVentaArs: 1455 });
    expect(costs.exencion).toBe('no-aplica');
    // 1,75 % = 2.625; 2 % × 1,21 = 3.630; 0,2 % = 300; 0,2 % = 300.
    expect(amounts(costs.comprador.items)).toEqual({ 'sellos-comprador': 2625, honorarios: 3630, registro: 300, aportes: 300 });
    expect(costs.comprador.totalUsd).toBe(6855);
    expect(amounts(costs.vendedor.items)).toEqual({ 'sellos-vendedor': 2625, certificados: 300, 'estudio-titulos': 300 });
    expect(costs.vendedor.totalUsd).toBe(3225);
  });

  it('CABA, US$ 150.000 at $ 1.455 as the only home: $ 218.250.000 is within $ 226.100.000, both halves exempt', () => {
    const costs = closingCosts(150_000, CABA, { viviendaUnica: true, oficialVentaArs: 1455 });
    expect(costs.exencion).toBe('aplica');
    expect(costs.comprador.items[0]).toMatchObject({ clave: 'sellos-comprador', usd: 0, exento: true, nota: CLOSING_COSTS_NOTES.exempt });
    expect(costs.comprador.totalUsd).toBe(4230);
    expect(costs.vendedor.totalUsd).toBe(600);
  });

  it('CABA, US$ 200.000 at $ 1.455 as the only home: $ 291.000.000 is over, the tax is paid on the excess only', () => {
    const costs = closingCosts(200_000, CABA, { viviendaUnica: true, oficialVentaArs: 1455 });
    expect(costs.exencion).toBe('excedente');
    // Excess $ 64.900.000 / 1.455 = US$ 44.604,12; × 1,75 % = 780,57 → 781 each half.
    expect(costs.comprador.items[0]).toMatchObject({ usd: 781, exento: false, nota: CLOSING_COSTS_NOTES.excess });
    expect(costs.vendedor.items[0]).toMatchObject({ usd: 781 });
    // Fee 4.840, registry 400, aportes 400.
    expect(costs.comprador.totalUsd).toBe(781 + 4840 + 400 + 400);
  });

  it('exactly at the threshold is still exempt', () => {
    expect(closingCosts(226_100_000 / 1455, CABA, { viviendaUnica: true, oficialVentaArs: 1455 }).exencion).toBe('aplica');
    expect(closingCosts(226_100_000 / 1455 + 1, CABA, { viviendaUnica: true, oficialVentaArs: 1455 }).exencion).toBe('excedente');
  });

  it('without an oficial rate the exemption cannot be evaluated: the whole tax, with a note', () => {
    const costs = closingCosts(150_000, CABA, { viviendaUnica: true, oficialVentaArs: null });
    expect(costs.exencion).toBe('sin-cotizacion');
    expect(costs.comprador.items[0]).toMatchObject({ usd: 2625, exento: false, nota: CLOSING_COSTS_NOTES.noOficial });
  });

  it('PBA, US$ 100.000: 1 % each half, the fee with IVA, the registry; no threshold loaded → «consultá con tu escribano»', () => {
    const plain = closingCosts(100_000, PBA, { viviendaUnica: false, oficialVentaArs: 1455 });
    expect(amounts(plain.comprador.items)).toEqual({ 'sellos-comprador': 1000, honorarios: 2420, registro: 200 });
    expect(plain.comprador.totalUsd).toBe(3620);
    expect(plain.vendedor.totalUsd).toBe(1200);
    const home = closingCosts(100_000, PBA, { viviendaUnica: true, oficialVentaArs: 1455 });
    expect(home.exencion).toBe('sin-umbral');
    expect(home.comprador.totalUsd).toBe(3620);
    expect(home.comprador.items[0]?.nota).toBe(CLOSING_COSTS_NOTES.noThreshold);
  });

  it('a threshold the admin loads for the Province is used', () => {
    const items = PBA.map((i) => (i.sellos ? { ...i, exencionViviendaUnicaHastaArs: 200_000_000 } : i));
    expect(closingCosts(100_000, items, { viviendaUnica: true, oficialVentaArs: 1455 }).exencion).toBe('aplica');
  });
});

describe('closingCosts: properties', () => {
  const price = fc.integer({ min: 0, max: 20_000_000 });
  const oficial = fc.option(fc.double({ min: 1, max: 100_000, noNaN: true }), { nil: null });
  it('never negative; totals are the sums of their items; the exemption never costs more than no exemption', () => {
    fc.assert(
      fc.property(price, oficial, fc.constantFrom(CABA, PBA), (p, o, items) => {
        const home = closingCosts(p, items, { viviendaUnica: true, oficialVentaArs: o });
        const plain = closingCosts(p, items, { viviendaUnica: false, oficialVentaArs: o });
        for (const c of [home, plain]) {
          for (const side of [c.comprador, c.vendedor]) {
            expect(side.items.every((l) => l.usd >= 0)).toBe(true);
            expect(side.totalUsd).toBe(side.items.reduce((s, l) => s + l.usd, 0));
          }
        }
        expect(home.comprador.totalUsd).toBeLessThanOrEqual(plain.comprador.totalUsd);
        expect(home.vendedor.totalUsd).toBeLessThanOrEqual(plain.vendedor.totalUsd);
      }),
    );
  });
  it('grows with the price (weakly)', () => {
    fc.assert(
      fc.property(price, price, fc.boolean(), (a, b, vu) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const f = (p: number) => closingCosts(p, CABA, { viviendaUnica: vu, oficialVentaArs: 1455 });
        expect(f(lo).comprador.totalUsd).toBeLessThanOrEqual(f(hi).comprador.totalUsd);
      }),
    );
  });
});

describe('inPesos', () => {
  it('each type at its venta, whole pesos, with its source and age; a type never read is null', () => {
    const pesos = inPesos(6855, RATES);
    expect(pesos.oficial).toMatchObject({ ars: 9_974_025, venta: 1455, fuente: 'bcra', edadMinutos: 30, desactualizada: false });
    // 6.855 × 1.510,5 = 10.354.477,5 → 10.354.478.
    expect(pesos.mep?.ars).toBe(10_354_478);
    expect(pesos.blue).toMatchObject({ ars: 10_488_150, desactualizada: true });
    const onlyBlue = inPesos(100, { items: [rate('blue', 1500)], fuente_configurada: false });
    expect(onlyBlue.oficial).toBeNull();
    expect(onlyBlue.mep).toBeNull();
    expect(inPesos(100, null)).toEqual({ oficial: null, mep: null, blue: null });
  });
  it('says whether any rate was read and which is the oficial', () => {
    expect(hasRates(RATES)).toBe(true);
    expect(hasRates({ items: [], fuente_configurada: false })).toBe(false);
    expect(hasRates(null)).toBe(false);
    expect(oficialVenta(RATES)).toBe(1455);
    expect(oficialVenta({ items: [rate('mep', 1500)], fuente_configurada: true })).toBeNull();
  });
});

describe('the table schema', () => {
  it('accepts the defaults and reads numbers typed the Argentine way', () => {
    expect(closingCostsTableSchema.parse(DEFAULT_CLOSING_COSTS)).toEqual(DEFAULT_CLOSING_COSTS);
    const typed = { ...CABA[0], tasaPct: '1,75', exencionViviendaUnicaHastaArs: '226.100.000' } as unknown as ClosingCostItem;
    const parsed = closingCostsTableSchema.parse({ caba: [typed], pba: PBA });
    expect(parsed.caba[0]).toMatchObject({ tasaPct: 1.75, exencionViviendaUnicaHastaArs: 226_100_000 });
    expect(
      closingCostsTableSchema.parse({ caba: [{ ...CABA[0], exencionViviendaUnicaHastaArs: '' }], pba: PBA }).caba[0]?.exencionViviendaUnicaHastaArs,
    ).toBeNull();
  });
  it('refuses bad rates, repeated keys, unknown keys, too many items, in Spanish', () => {
    const first = (value: unknown) => closingCostsTableSchema.safeParse(value).error?.issues[0]?.message;
    expect(first({ caba: [{ ...CABA[0], tasaPct: '12' }], pba: PBA })).toBe(CLOSING_COSTS_MESSAGES.rateRange);
    expect(first({ caba: [{ ...CABA[0], tasaPct: '' }], pba: PBA })).toBe(CLOSING_COSTS_MESSAGES.rateRequired);
    expect(first({ caba: [CABA[0], CABA[0]], pba: PBA })).toBe(CLOSING_COSTS_MESSAGES.keysRepeated);
    expect(first({ caba: [{ ...CABA[0], fecha: '1/1/2026' }], pba: PBA })).toBe(CLOSING_COSTS_MESSAGES.dateInvalid);
    expect(first({ caba: [], pba: PBA })).toBe(CLOSING_COSTS_MESSAGES.itemsCount);
    const many = Array.from({ length: 13 }, (_, i) => ({ ...CABA[1], clave: `c${i}` }));
    expect(first({ caba: many, pba: PBA })).toBe(CLOSING_COSTS_MESSAGES.itemsCount);
    expect(closingCostsTableSchema.safeParse({ caba: [{ ...CABA[0], extra: 1 }], pba: PBA }).success).toBe(false);
    expect(closingCostsTableSchema.safeParse({ caba: CABA, pba: PBA, cordoba: [] }).success).toBe(false);
    expect(closingCostsWriteSchema.safeParse({ valor: DEFAULT_CLOSING_COSTS }).success).toBe(false);
    expect(closingCostsWriteSchema.safeParse({ valor: DEFAULT_CLOSING_COSTS, version: 0 }).success).toBe(true);
  });
});
