import { describe, expect, it } from 'vitest';
import { isStale, manualRateInputSchema, parseBcra, parseDolarApi, rateAgeText, rateView } from './rates.ts';

describe('parseDolarApi', () => {
  it('reads oficial, bolsa (MEP) and blue, and leaves the other houses out', () => {
    const readings = parseDolarApi([
      { moneda: 'USD', casa: 'oficial', nombre: 'Oficial', compra: 1405, venta: 1455, fechaActualizacion: '2026-11-27T15:00:00.000Z' },
      { moneda: 'USD', casa: 'blue', nombre: 'Blue', compra: 1430, venta: 1450, fechaActualizacion: '2026-11-27T15:05:00.000Z' },
      { moneda: 'USD', casa: 'bolsa', nombre: 'Bolsa', compra: 1460.3, venta: 1467.8, fechaActualizacion: '2026-11-27T15:10:00.000Z' },
      { moneda: 'USD', casa: 'contadoconliqui', compra: 1480, venta: 1490, fechaActualizacion: '2026-11-27T15:10:00.000Z' },
    ]);
    expect(readings.map((r) => [r.tipo, r.compra, r.venta])).toEqual([
      ['oficial', 1405, 1455],
      ['blue', 1430, 1450],
      ['mep', 1460.3, 1467.8],
    ]);
  });
  it('skips entries without a positive venta or a valid time, and non-lists', () => {
    expect(parseDolarApi({ casa: 'blue' })).toEqual([]);
    expect(
      parseDolarApi([
        { casa: 'blue', venta: 0, fechaActualizacion: '2026-11-27T15:00:00Z' },
        { casa: 'bolsa', venta: '1450', fechaActualizacion: 'ayer' },
        { casa: 'oficial', venta: 'NaN', fechaActualizacion: '2026-11-27T15:00:00Z' },
        null,
      ]),
    ).toEqual([]);
  });
});

describe('parseBcra', () => {
  it('reads the USD tipoCotizacion of the latest day (object or list of days)', () => {
    const day = (fecha: string, value: number) => ({
      fecha,
      detalle: [
        { codigoMoneda: 'EUR', tipoCotizacion: 1600 },
        { codigoMoneda: 'USD', tipoCotizacion: value },
      ],
    });
    expect(parseBcra({ status: 200, results: day('2026-11-27', 1452.5) })).toMatchObject({ tipo: 'oficial', venta: 1452.5, compra: null, fuente: 'bcra' });
    expect(parseBcra({ results: [day('2026-11-26', 1440), day('2026-11-27', 1452.25)] })?.venta).toBe(1452.25);
    expect(parseBcra({ results: day('2026-11-27', 1452.5) })?.fecha.toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });
  it('answers null for anything else', () => {
    expect(parseBcra(null)).toBeNull();
    expect(parseBcra({ results: [] })).toBeNull();
    expect(parseBcra({ results: { fecha: '2026-11-27', detalle: [{ codigoMoneda: 'USD', tipoCotizacion: -1 }] } })).toBeNull();
  });
});

describe('age', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('says a rate older than a day is stale', () => {
    expect(isStale('2026-11-27T12:00:00Z', now)).toBe(false);
    expect(isStale('2026-11-27T11:59:00Z', now)).toBe(true);
    const view = rateView({ tipo: 'blue', compra: 1, venta: 2, fuente: 'manual', fecha: new Date('2026-11-26T12:00:00Z'), leidaAt: now }, now);
    expect(view).toMatchObject({ edad_minutos: 2880, desactualizada: true });
  });
  it('writes the age as people say it', () => {
    expect([0, 5, 130, 1500, 4000].map(rateAgeText)).toEqual(['recién', 'hace 5 min', 'hace 2 h', 'hace 1 día', 'hace 2 días']);
  });
});

describe('manual rate', () => {
  it('reads the value the Argentine way and refuses zero', () => {
    expect(manualRateInputSchema.parse({ tipo: 'mep', venta: '1.467,80' })).toEqual({ tipo: 'mep', venta: 1467.8, compra: null });
    expect(manualRateInputSchema.safeParse({ tipo: 'mep', venta: '0' }).error?.issues[0]?.message).toBe('La cotización debe ser mayor a 0');
    expect(manualRateInputSchema.safeParse({ tipo: 'tarjeta', venta: '1' }).error?.issues[0]?.message).toBe('Elegí el tipo de cotización');
  });
});
