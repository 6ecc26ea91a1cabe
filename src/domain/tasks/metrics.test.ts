import { describe, expect, it } from 'vitest';
import {
  firstMonthInstant,
  firstWeekInstant,
  lastMonths,
  lastWeekStarts,
  monthlyCash,
  resolutionByPerson,
  roundedAverage,
  weeklySeries,
  weekStartInBuenosAires,
} from './metrics.ts';

// Monday 2026-11-23, 10:00 in Buenos Aires.
const NOW = new Date('2026-11-23T13:00:00Z');

describe('weeks in Buenos Aires time', () => {
  it('puts Sunday 23:30 local (Monday 02:30 UTC) in the week that ends that Sunday', () => {
    expect(weekStartInBuenosAires('2026-11-23T02:30:00Z')).toBe('2026-11-16');
    expect(weekStartInBuenosAires('2026-11-23T03:00:00Z')).toBe('2026-11-23');
  });
  it('lists the last 12 Mondays, the current week last, from its local midnight', () => {
    const weeks = lastWeekStarts(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    expect(firstWeekInstant(NOW).toISOString()).toBe('2026-09-07T03:00:00.000Z');
  });
  it('fills every week, counting only those in range', () => {
    const series = weeklySeries(
      NOW,
      [
        { semana: '2026-11-23', total: 3 },
        { semana: '2020-01-06', total: 9 },
      ],
      [{ semana: '2026-11-16', total: 2 }],
    );
    expect(series).toHaveLength(12);
    expect(series.at(-1)).toEqual({ semana: '2026-11-23', abiertas: 3, hechas: 0 });
    expect(series.at(-2)).toEqual({ semana: '2026-11-16', abiertas: 0, hechas: 2 });
    expect(series.reduce((n, w) => n + w.abiertas, 0)).toBe(3);
  });
});

describe('average resolution days', () => {
  it('rounds (half up) and is null with nothing done', () => {
    expect(roundedAverage(7, 2)).toBe(4);
    expect(roundedAverage(10, 3)).toBe(3);
    expect(roundedAverage(0, 1)).toBe(0);
    expect(roundedAverage(0, 0)).toBeNull();
  });
  it('lists every person of the team, null for those with nothing done', () => {
    const rows = resolutionByPerson([{ nombre: 'Diego', hechas: 2, dias: 5 }]);
    expect(rows).toHaveLength(12);
    expect(rows.find((r) => r.nombre === 'Diego')).toEqual({ nombre: 'Diego', hechas: 2, promedio_dias: 3 });
    expect(rows.find((r) => r.nombre === 'Belén')).toEqual({ nombre: 'Belén', hechas: 0, promedio_dias: null });
  });
});

describe('months', () => {
  it('lists the last 12 months and keeps each currency apart', () => {
    expect(lastMonths(NOW)).toHaveLength(12);
    expect(lastMonths(NOW)[0]).toBe('2025-12');
    expect(firstMonthInstant(NOW).toISOString()).toBe('2025-12-01T03:00:00.000Z');
    const cash = monthlyCash(NOW, [
      { mes: '2026-11', moneda: 'USD', tipo: 'ingreso', total: 100.1 },
      { mes: '2026-11', moneda: 'ARS', tipo: 'egreso', total: 350000 },
      { mes: '2019-01', moneda: 'USD', tipo: 'ingreso', total: 5 },
    ]);
    expect(cash.at(-1)).toEqual({ mes: '2026-11', USD: { ingresos: 100.1, egresos: 0 }, ARS: { ingresos: 0, egresos: 350000 } });
    expect(cash[0]).toEqual({ mes: '2025-12', USD: { ingresos: 0, egresos: 0 }, ARS: { ingresos: 0, egresos: 0 } });
  });
});
