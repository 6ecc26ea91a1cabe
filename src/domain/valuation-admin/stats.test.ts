import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodStart, trendPoints, trendRange } from './stats.ts';

describe('consultas trend', () => {
  it('takes the filter’s days, or the last 30 up to today; per day up to two months, per week to two years, per month beyond', () => {
    expect(trendRange({}, '2026-11-28')).toEqual({ desde: '2026-10-30', hasta: '2026-11-28', unidad: 'dia' });
    expect(trendRange({ desde: '2026-11-01' }, '2026-11-28')).toEqual({ desde: '2026-11-01', hasta: '2026-11-28', unidad: 'dia' });
    expect(trendRange({ hasta: '2026-03-31' }, '2026-11-28')).toEqual({ desde: '2026-03-02', hasta: '2026-03-31', unidad: 'dia' });
    expect(trendRange({ desde: '2026-01-01', hasta: '2026-03-03' }, '2026-11-28').unidad).toBe('dia');
    expect(trendRange({ desde: '2026-01-01', hasta: '2026-03-04' }, '2026-11-28').unidad).toBe('semana');
    expect(trendRange({ desde: '2024-01-01', hasta: '2026-11-28' }, '2026-11-28').unidad).toBe('mes');
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(periodStart('2026-11-28', 'semana')).toBe('2026-11-23'); // a Saturday → its Monday
    expect(periodStart('2026-11-23', 'semana')).toBe('2026-11-23');
    expect(periodStart('2026-11-22', 'semana')).toBe('2026-11-16'); // a Sunday ends the week before
    expect(periodStart('2026-11-28', 'mes')).toBe('2026-11-01');
  });

  it('gives every period of the range, the empty ones at 0', () => {
    const points = trendPoints({ desde: '2026-11-26', hasta: '2026-11-28', unidad: 'dia' }, [{ dia: '2026-11-27', cantidad: 4 }]);
    expect(points).toEqual([
      { periodo: '2026-11-26', cantidad: 0 },
      { periodo: '2026-11-27', cantidad: 4 },
      { periodo: '2026-11-28', cantidad: 0 },
    ]);
  });

  it('counts every consulta of the range once, whatever the unit', () => {
    const day = fc.integer({ min: 0, max: 1500 }).map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, fc.array(fc.tuple(day, fc.integer({ min: 1, max: 50 })), { maxLength: 40 }), (a, b, counts) => {
        const [desde, hasta] = a <= b ? [a, b] : [b, a];
        const range = trendRange({ desde, hasta }, '2026-11-28');
        const perDay = [...new Map(counts).entries()].map(([dia, cantidad]) => ({ dia, cantidad }));
        const inside = perDay.filter((p) => p.dia >= desde && p.dia <= hasta).reduce((n, p) => n + p.cantidad, 0);
        const points = trendPoints(
          range,
          perDay.filter((p) => p.dia >= desde && p.dia <= hasta),
        );
        expect(points.reduce((n, p) => n + p.cantidad, 0)).toBe(inside);
        expect(new Set(points.map((p) => p.periodo)).size).toBe(points.length);
      }),
    );
  });
});
