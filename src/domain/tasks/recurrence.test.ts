import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, describeRecurrence, matchesRule, nextAfter, nextOccurrence, type RecurrenceRule, recurrenceRuleSchema } from './recurrence.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const base = fc.constantFrom('fecha' as const, 'cierre' as const);
const rule: fc.Arbitrary<RecurrenceRule> = fc.oneof(
  base.map((b) => ({ frecuencia: 'diaria' as const, base: b })),
  fc
    .tuple(base, fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }))
    .map(([b, dias]) => ({ frecuencia: 'semanal' as const, base: b, dias_semana: dias.sort((x, y) => x - y) })),
  fc.tuple(base, fc.integer({ min: 1, max: 31 })).map(([b, d]) => ({ frecuencia: 'mensual' as const, base: b, dia_mes: d })),
  fc.tuple(base, fc.integer({ min: 2, max: 365 })).map(([b, n]) => ({ frecuencia: 'cada_n_dias' as const, base: b, intervalo: n })),
);

describe('nextAfter', () => {
  it('is after the given day, matches the rule, and no matching day lies in between', () => {
    fc.assert(
      fc.property(rule, day, day, (r, after, anchor) => {
        const next = nextAfter(r, after, anchor);
        expect(next > after).toBe(true);
        expect(matchesRule(r, next, anchor)).toBe(true);
        for (let d = addDays(after, 1); d < next; d = addDays(d, 1)) expect(matchesRule(r, d, anchor)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('monthly on the 31st lands on the last day of shorter months, 29 February in leap years', () => {
    const r: RecurrenceRule = { frecuencia: 'mensual', base: 'fecha', dia_mes: 31 };
    const dates: string[] = [];
    let d = '2027-12-31';
    for (let i = 0; i < 14; i++) {
      d = nextAfter(r, d, '2027-12-31');
      dates.push(d);
    }
    expect(dates).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
      '2028-07-31',
      '2028-08-31',
      '2028-09-30',
      '2028-10-31',
      '2028-11-30',
      '2028-12-31',
      '2029-01-31',
      '2029-02-28',
    ]);
  });

  it('a monthly series on the 30th comes back to the 30th after February', () => {
    const r: RecurrenceRule = { frecuencia: 'mensual', base: 'fecha', dia_mes: 30 };
    expect(nextAfter(r, '2026-01-30', '2026-01-30')).toBe('2026-02-28');
    expect(nextAfter(r, '2026-02-28', '2026-01-30')).toBe('2026-03-30');
  });

  it('every N days keeps to its calendar from the anchor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), day, fc.integer({ min: -100, max: 1000 }), (n, anchor, offset) => {
        const r: RecurrenceRule = { frecuencia: 'cada_n_dias', base: 'fecha', intervalo: n };
        const next = nextAfter(r, addDays(anchor, offset), anchor);
        const diff = Math.round((Date.parse(next) - Date.parse(anchor)) / 86_400_000);
        expect(diff % n).toBe(0);
        expect(diff).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('nextOccurrence', () => {
  // 2026-03-10 02:30 UTC is still 9 March in Buenos Aires (UTC−3).
  const lateNight = new Date('2026-03-10T02:30:00Z');

  it("'cierre' counts from the Buenos Aires day it was done, not the UTC one", () => {
    const r = { frecuencia: 'cada_n_dias' as const, base: 'cierre' as const, intervalo: 3 };
    expect(nextOccurrence(r, { fecha_limite: '2026-03-01', fecha_cierre: lateNight }, '2026-03-01', lateNight)).toBe('2026-03-12');
    const daily = { frecuencia: 'diaria' as const, base: 'cierre' as const };
    expect(nextOccurrence(daily, { fecha_limite: '2026-03-01', fecha_cierre: lateNight }, '2026-03-01', lateNight)).toBe('2026-03-10');
  });

  it("'fecha' follows the series' calendar and never lands before today", () => {
    fc.assert(
      fc.property(rule, day, fc.integer({ min: -400, max: 400 }), (r, previous, shift) => {
        const fixed = { ...r, base: 'fecha' as const };
        const now = new Date(`${addDays(previous, shift)}T15:00:00Z`);
        const today = addDays(previous, shift);
        const next = nextOccurrence(fixed, { fecha_limite: previous, fecha_cierre: now }, previous, now);
        expect(next > previous).toBe(true);
        expect(next >= today).toBe(true);
        expect(matchesRule(fixed, next, previous)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("'fecha' done early keeps the next date of the calendar", () => {
    const r = { frecuencia: 'mensual' as const, base: 'fecha' as const, dia_mes: 31 };
    const now = new Date('2026-01-05T15:00:00Z');
    expect(nextOccurrence(r, { fecha_limite: '2026-01-31', fecha_cierre: now }, '2026-01-31', now)).toBe('2026-02-28');
  });
});

describe('recurrenceRuleSchema', () => {
  it('takes each frequency with its own field and refuses the others', () => {
    expect(recurrenceRuleSchema.parse({ frecuencia: 'semanal', base: 'fecha', dias_semana: [5, 1, 1] })).toEqual({
      frecuencia: 'semanal',
      base: 'fecha',
      dias_semana: [1, 5],
    });
    for (const bad of [
      { frecuencia: 'semanal', base: 'fecha', dias_semana: [] },
      { frecuencia: 'mensual', base: 'fecha', dia_mes: 32 },
      { frecuencia: 'cada_n_dias', base: 'cierre', intervalo: 1 },
      { frecuencia: 'diaria', base: 'fecha', dia_mes: 3 },
      { frecuencia: 'anual', base: 'fecha' },
      { frecuencia: 'diaria', base: 'nunca' },
    ])
      expect(recurrenceRuleSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('describeRecurrence', () => {
  it('says it in words', () => {
    expect(describeRecurrence({ frecuencia: 'diaria', base: 'fecha' })).toBe('Repite cada día');
    expect(describeRecurrence({ frecuencia: 'semanal', base: 'fecha', dias_semana: [0, 1, 5] })).toBe('Repite cada semana: lunes, viernes y domingo');
    expect(describeRecurrence({ frecuencia: 'mensual', base: 'fecha', dia_mes: 31 })).toBe('Repite cada mes, el día 31 (o el último del mes)');
    expect(describeRecurrence({ frecuencia: 'cada_n_dias', base: 'cierre', intervalo: 3 })).toBe('Repite cada 3 días, desde que se termina la anterior');
  });
});
