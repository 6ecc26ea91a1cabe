import { getISODay, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_YEARS, HOLIDAYS, holidayOn, isBusinessDay, previousBusinessDay } from './holidays.ts';

describe('Argentine holidays and business days', () => {
  it('keeps one entry per date, inside the years it covers, sorted', () => {
    const dates = HOLIDAYS.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    for (const date of dates) expect(HOLIDAY_YEARS).toContain(Number(date.slice(0, 4)));
  });

  it('moves holidays and bridge days only onto Mondays or Fridays (Ley 27.399)', () => {
    for (const holiday of HOLIDAYS.filter((h) => h.kind === 'no-laborable' && h.name.includes('turísticos'))) {
      expect([1, 5]).toContain(getISODay(parseISO(holiday.date)));
    }
    for (const holiday of HOLIDAYS.filter((h) => h.kind === 'trasladable')) {
      const weekday = getISODay(parseISO(holiday.date));
      expect(weekday === 1 || weekday >= 6, holiday.date).toBe(true);
    }
  });

  it('knows the 2026 list as decreed', () => {
    expect(holidayOn('2026-03-23')?.kind).toBe('no-laborable');
    expect(holidayOn('2026-06-15')?.name).toMatch(/Güemes/);
    expect(holidayOn('2026-11-23')?.name).toMatch(/Soberanía/);
    expect(holidayOn('2026-06-17')).toBeUndefined();
  });

  it('counts Monday to Friday that is not a holiday', () => {
    expect(isBusinessDay('2026-12-02')).toBe(true); // Wednesday
    expect(isBusinessDay('2026-12-05')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-06')).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-07')).toBe(false); // bridge day
    expect(isBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción
  });

  it('finds the previous business day across weekends and holidays', () => {
    expect(previousBusinessDay('2026-12-03')).toBe('2026-12-02');
    expect(previousBusinessDay('2026-12-09')).toBe('2026-12-04');
    expect(previousBusinessDay('2026-03-25')).toBe('2026-03-20');
  });
});
