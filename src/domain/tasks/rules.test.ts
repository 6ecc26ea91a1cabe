import { describe, expect, it } from 'vitest';
import { daysOpen, initials, needsRenumbering, overdueDays, positionBetween, progressPercent, startOfMonthInBuenosAires, todayInBuenosAires } from './rules.ts';

// Buenos Aires is UTC−3 all year (no DST): 23:30 local = 02:30Z next day; 00:30 local = 03:30Z.
const at = (iso: string) => new Date(iso);

describe('daysOpen', () => {
  it('counts calendar days in Buenos Aires, across midnight', () => {
    const created = '2026-03-10T02:00:00Z'; // 9 March, 23:00 in Buenos Aires
    expect(daysOpen({ fecha_creacion: created, estado: 'Inbox' }, at('2026-03-10T02:59:00Z'))).toBe(0); // 23:59 same day
    expect(daysOpen({ fecha_creacion: created, estado: 'Inbox' }, at('2026-03-10T03:01:00Z'))).toBe(1); // 00:01 next day
    expect(daysOpen({ fecha_creacion: created, estado: 'En curso' }, at('2026-03-20T12:00:00Z'))).toBe(11);
  });
  it('stops at fecha_cierre once done', () => {
    const task = { fecha_creacion: '2026-03-01T15:00:00Z', fecha_cierre: '2026-03-04T15:00:00Z', estado: 'Hecha' as const };
    expect(daysOpen(task, at('2026-06-01T00:00:00Z'))).toBe(3);
  });
  it('uses the UTC−3 offset in winter and summer alike (no DST)', () => {
    expect(todayInBuenosAires(at('2026-01-15T02:30:00Z'))).toBe('2026-01-14');
    expect(todayInBuenosAires(at('2026-07-15T02:30:00Z'))).toBe('2026-07-14');
    expect(todayInBuenosAires(at('2026-07-15T03:30:00Z'))).toBe('2026-07-15');
  });
});

describe('overdueDays', () => {
  const due = { fecha_limite: '2026-05-10', estado: 'Inbox' as const };
  it('is 0 on the due day itself, until local midnight', () => {
    expect(overdueDays(due, at('2026-05-11T02:30:00Z'))).toBe(0); // 10 May 23:30 local
    expect(overdueDays(due, at('2026-05-11T03:30:00Z'))).toBe(1); // 11 May 00:30 local
    expect(overdueDays(due, at('2026-05-20T15:00:00Z'))).toBe(10);
  });
  it('is 0 for done tasks and tasks without a date', () => {
    expect(overdueDays({ ...due, estado: 'Hecha' }, at('2026-06-01T12:00:00Z'))).toBe(0);
    expect(overdueDays({ fecha_limite: null, estado: 'Inbox' }, at('2026-06-01T12:00:00Z'))).toBe(0);
  });
});

describe('startOfMonthInBuenosAires', () => {
  it('is local midnight of the 1st (03:00Z)', () => {
    expect(startOfMonthInBuenosAires(at('2026-05-01T02:30:00Z')).toISOString()).toBe('2026-04-01T03:00:00.000Z');
    expect(startOfMonthInBuenosAires(at('2026-05-01T03:30:00Z')).toISOString()).toBe('2026-05-01T03:00:00.000Z');
  });
});

describe('progressPercent', () => {
  it('rounds the percent of done tasks', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 2)).toBe(50);
    expect(progressPercent(3, 3)).toBe(100);
  });
  it('is 0 for a project without tasks', () => {
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('initials', () => {
  it('takes the first letters of up to two words', () => {
    expect(initials('María José Pérez')).toBe('MJ');
    expect(initials('agustín')).toBe('A');
    expect(initials('  Ángel   Ruiz ')).toBe('ÁR');
    expect(initials('')).toBe('');
  });
});

describe('positionBetween (kanban order)', () => {
  it('goes halfway between two cards', () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(-3, 5)).toBe(1);
  });
  it('goes one step past either end, and to 0 in an empty column', () => {
    expect(positionBetween(null, 4)).toBe(3);
    expect(positionBetween(7, null)).toBe(8);
    expect(positionBetween(null, null)).toBe(0);
  });
  it('says when repeated halving has used up the gap', () => {
    let after = 1;
    let steps = 0;
    while (!needsRenumbering(0, positionBetween(0, after), after)) {
      after = positionBetween(0, after);
      steps++;
    }
    expect(steps).toBeGreaterThan(1000);
    expect(needsRenumbering(1, 1, 2)).toBe(true);
    expect(needsRenumbering(1, 1.5, 2)).toBe(false);
  });
});
