import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOSED_STATES, REQUEST_STATES } from './lists.ts';
import { transitionInputSchema } from './request.ts';
import {
  BOARD_STATES,
  canTransition,
  formatAge,
  formatVisitDate,
  formatVisitDay,
  isOverdue,
  needsReason,
  nextState,
  overdueCutoff,
  UNDO_WINDOW_MS,
  visitDate,
  visitDay,
  withinUndoWindow,
} from './transitions.ts';

describe('transitions table (ADR 125)', () => {
  const allowed = new Set([
    'pendiente>aprobada',
    'pendiente>rechazada',
    'pendiente>cancelada',
    'aprobada>en_ejecucion',
    'aprobada>cancelada',
    'en_ejecucion>finalizada',
    'en_ejecucion>cancelada',
  ]);
  for (const from of REQUEST_STATES) {
    for (const to of REQUEST_STATES) {
      const expected = allowed.has(`${from}>${to}`);
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => expect(canTransition(from, to)).toBe(expected));
    }
  }

  it('names the one forward state of each, none after finalizada or a closing state', () => {
    expect(REQUEST_STATES.map(nextState)).toEqual(['aprobada', 'en_ejecucion', 'finalizada', undefined, undefined, undefined]);
  });

  it('finalizada, rechazada and cancelada are final; rechazar only from pendiente', () => {
    for (const to of REQUEST_STATES) for (const from of ['finalizada', ...CLOSED_STATES] as const) expect(canTransition(from, to)).toBe(false);
    expect(REQUEST_STATES.filter((from) => canTransition(from, 'rechazada'))).toEqual(['pendiente']);
    expect(REQUEST_STATES.filter((from) => canTransition(from, 'cancelada'))).toEqual(['pendiente', 'aprobada', 'en_ejecucion']);
  });

  it('no walk along the table ever comes back to a state it left (nothing cycles; undo is a separate path)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5 }), { maxLength: 12 }), (choices) => {
        let state: (typeof REQUEST_STATES)[number] = 'pendiente';
        const seen = new Set([state]);
        for (const choice of choices) {
          const options = REQUEST_STATES.filter((to) => canTransition(state, to));
          if (options.length === 0) break;
          state = options[choice % options.length] as typeof state;
          if (seen.has(state)) return false;
          seen.add(state);
        }
        return true;
      }),
    );
  });

  it('a move into a closing state needs a reason, any other does not (a blank one sent is refused everywhere)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REQUEST_STATES), fc.constantFrom(...REQUEST_STATES), fc.option(fc.string({ maxLength: 20 })), (desde, hacia, motivo) => {
        const result = transitionInputSchema.safeParse({ desde, hacia, ...(motivo === null ? {} : { motivo }) });
        const expected = motivo === null ? !needsReason(hacia) : motivo.trim().length > 0;
        return result.success === expected;
      }),
    );
  });

  it('the board has four columns; the closing states are not among them', () => {
    expect(BOARD_STATES).toEqual(['pendiente', 'aprobada', 'en_ejecucion', 'finalizada']);
  });
});

describe('undo window', () => {
  it('is 10 minutes, both ends included, never for a move in the future', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: -60_000, max: 2 * UNDO_WINDOW_MS }), (ago) => {
        const movedAt = new Date(now.getTime() - ago);
        return withinUndoWindow(movedAt, now) === (ago >= 0 && ago <= UNDO_WINDOW_MS);
      }),
    );
  });
});

describe('stored visit day', () => {
  it('is the Buenos Aires day 7 days after the approval, written back the same way', () => {
    expect(visitDay(new Date('2026-12-01T02:30:00Z'))).toBe('2026-12-07');
    expect(formatVisitDay('2026-12-07', new Date('2026-12-01T02:30:00Z'))).toBe('lunes 7 de diciembre');
    expect(formatVisitDay('2027-01-04', new Date('2026-12-28T15:00:00Z'))).toBe('lunes 4 de enero de 2027');
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
