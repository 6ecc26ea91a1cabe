import { describe, expect, it } from 'vitest';
import { REQUEST_STATES } from './lists.ts';
import { canTransition, formatAge, formatVisitDate, isOverdue, nextState, overdueCutoff, visitDate } from './transitions.ts';

describe('transitions table', () => {
  const allowed = new Set(['pendiente>aprobada', 'aprobada>en_ejecucion', 'en_ejecucion>finalizada']);
  for (const from of REQUEST_STATES) {
    for (const to of REQUEST_STATES) {
      const expected = allowed.has(`${from}>${to}`);
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => expect(canTransition(from, to)).toBe(expected));
    }
  }

  it('names the one next state of each, none after finalizada', () => {
    expect(REQUEST_STATES.map(nextState)).toEqual(['aprobada', 'en_ejecucion', 'finalizada', undefined]);
  });
});

describe('visit date, 7 days ahead in Buenos Aires', () => {
  it('crosses a month end', () => {
    // Monday 23 Nov 2026, 10:00 in Buenos Aires (UTC−3).
    const approved = new Date('2026-11-23T13:00:00Z');
    expect(formatVisitDate(approved)).toBe('lunes 30 de noviembre');
    expect(formatVisitDate(new Date('2026-11-25T13:00:00Z'))).toBe('miércoles 2 de diciembre');
  });

  it('counts the day in Buenos Aires, not UTC', () => {
    // 30 Nov 2026 at 23:30 in Buenos Aires is already 1 Dec in UTC.
    const lateEvening = new Date('2026-12-01T02:30:00Z');
    expect(formatVisitDate(lateEvening)).toBe('lunes 7 de diciembre');
    expect(visitDate(lateEvening).getDate()).toBe(7);
  });

  it('crosses a year end and then says the year', () => {
    expect(formatVisitDate(new Date('2026-12-28T15:00:00Z'))).toBe('lunes 4 de enero de 2027');
    // 24 Dec 22:00 in Buenos Aires (25 Dec UTC): the visit is 31 Dec, same year.
    expect(formatVisitDate(new Date('2026-12-25T01:00:00Z'))).toBe('jueves 31 de diciembre');
  });
});

describe('48 h flag', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

  it('flags a pending request older than 48 h only', () => {
    expect(isOverdue({ estado: 'pendiente', created_at: hoursAgo(47.9) }, now)).toBe(false);
    expect(isOverdue({ estado: 'pendiente', created_at: hoursAgo(48) }, now)).toBe(false);
    expect(isOverdue({ estado: 'pendiente', created_at: hoursAgo(48.01) }, now)).toBe(true);
  });

  it('never flags a request that left pendiente', () => {
    for (const estado of ['aprobada', 'en_ejecucion', 'finalizada'] as const) expect(isOverdue({ estado, created_at: hoursAgo(500) }, now)).toBe(false);
  });

  it('gives the server the same cut-off', () => {
    expect(overdueCutoff(now).toISOString()).toBe(hoursAgo(48));
  });
});

it('says the age in Spanish', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  expect(formatAge(new Date('2026-11-20T12:00:00Z'), now)).toBe('hace 3 días');
  expect(formatAge(new Date('2026-11-23T10:00:00Z'), now)).toBe('hace 2 horas');
});
