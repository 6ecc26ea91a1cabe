import { z } from 'zod';
import { buenosAiresDay } from '../shared/dates.ts';
import { MAX_INTERVAL_DAYS, RECURRENCE_MESSAGES } from './messages.ts';

/**
 * Recurring tasks (ADR 115): a series repeats a task daily, on chosen weekdays, on a day of the
 * month or every N days, counted from its first date ('fecha') or from the day the previous one
 * was done ('cierre'). Dates are calendar days (yyyy-MM-dd); "today" and "the day it was done"
 * are Buenos Aires days.
 */

export const RECURRENCE_FREQUENCIES = ['diaria', 'semanal', 'mensual', 'cada_n_dias'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const RECURRENCE_BASES = ['fecha', 'cierre'] as const;
export type RecurrenceBase = (typeof RECURRENCE_BASES)[number];
/** 0 = domingo … 6 = sábado (Date#getUTCDay). */
export const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
/** Monday first, as an Argentine calendar shows them. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const base = z.enum(RECURRENCE_BASES, { error: RECURRENCE_MESSAGES.baseRequired });

/** Body of PUT /api/tareas/:id/repeticion: one shape per frequency, nothing else accepted. */
export const recurrenceRuleSchema = z.discriminatedUnion(
  'frecuencia',
  [
    z.strictObject({ frecuencia: z.literal('diaria'), base }),
    z.strictObject({
      frecuencia: z.literal('semanal'),
      base,
      dias_semana: z
        .array(z.int({ error: RECURRENCE_MESSAGES.diasRequired }).min(0, RECURRENCE_MESSAGES.diasRequired).max(6, RECURRENCE_MESSAGES.diasRequired), {
          error: RECURRENCE_MESSAGES.diasRequired,
        })
        .min(1, RECURRENCE_MESSAGES.diasRequired)
        .max(7, RECURRENCE_MESSAGES.diasRequired)
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    }),
    z.strictObject({
      frecuencia: z.literal('mensual'),
      base,
      dia_mes: z.int({ error: RECURRENCE_MESSAGES.diaMesInvalid }).min(1, RECURRENCE_MESSAGES.diaMesInvalid).max(31, RECURRENCE_MESSAGES.diaMesInvalid),
    }),
    z.strictObject({
      frecuencia: z.literal('cada_n_dias'),
      base,
      intervalo: z
        .int({ error: RECURRENCE_MESSAGES.intervaloInvalid })
        .min(2, RECURRENCE_MESSAGES.intervaloInvalid)
        .max(MAX_INTERVAL_DAYS, RECURRENCE_MESSAGES.intervaloInvalid),
    }),
  ],
  { error: RECURRENCE_MESSAGES.frecuenciaRequired },
);
export type RecurrenceRule = z.output<typeof recurrenceRuleSchema>;
export type RecurrenceInput = z.input<typeof recurrenceRuleSchema>;

/** A stored rule as the API answers it (no transforms: a response schema must serialise both ways). */
const storedRuleSchema = z.discriminatedUnion('frecuencia', [
  z.object({ frecuencia: z.literal('diaria'), base: z.enum(RECURRENCE_BASES) }),
  z.object({ frecuencia: z.literal('semanal'), base: z.enum(RECURRENCE_BASES), dias_semana: z.array(z.int()) }),
  z.object({ frecuencia: z.literal('mensual'), base: z.enum(RECURRENCE_BASES), dia_mes: z.int() }),
  z.object({ frecuencia: z.literal('cada_n_dias'), base: z.enum(RECURRENCE_BASES), intervalo: z.int() }),
]);

/** A task's series as GET/PUT /api/tareas/:id/repeticion answer it. */
export const recurrenceSchema = z.object({
  serie_id: z.string(),
  regla: storedRuleSchema,
  activa: z.boolean(),
  /** "Repite cada…" as the card and the detail show it. */
  texto: z.string(),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

// Calendar arithmetic on yyyy-MM-dd (UTC dates stand for calendar days: no clock, no DST).

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

export function dayDiff(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

export function weekday(day: string): number {
  return toDate(day).getUTCDay();
}

export function lastDayOfMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** The day `dia` of that month, or its last day when the month is shorter (31 → 30, 28 or 29). */
function monthlyDate(year: number, month0: number, dia: number): string {
  const normalized = new Date(Date.UTC(year, month0, 1));
  const y = normalized.getUTCFullYear();
  const m = normalized.getUTCMonth();
  return toDay(new Date(Date.UTC(y, m, Math.min(dia, lastDayOfMonth(y, m)))));
}

/** Whether `day` is one of the rule's dates (for 'cada_n_dias', counted from `anchor`). */
export function matchesRule(rule: RecurrenceRule, day: string, anchor: string): boolean {
  switch (rule.frecuencia) {
    case 'diaria':
      return true;
    case 'semanal':
      return rule.dias_semana.includes(weekday(day));
    case 'mensual': {
      const d = toDate(day);
      return day === monthlyDate(d.getUTCFullYear(), d.getUTCMonth(), rule.dia_mes);
    }
    case 'cada_n_dias': {
      const diff = dayDiff(anchor, day);
      return diff >= 0 && diff % rule.intervalo === 0;
    }
  }
}

/** The rule's first date strictly after `after` ('cada_n_dias' counts from `anchor`). */
export function nextAfter(rule: RecurrenceRule, after: string, anchor: string): string {
  switch (rule.frecuencia) {
    case 'diaria':
      return addDays(after, 1);
    case 'semanal': {
      for (let i = 1; i <= 7; i++) {
        const day = addDays(after, i);
        if (rule.dias_semana.includes(weekday(day))) return day;
      }
      throw new Error('weekly rule without days');
    }
    case 'mensual': {
      const d = toDate(after);
      const thisMonth = monthlyDate(d.getUTCFullYear(), d.getUTCMonth(), rule.dia_mes);
      return thisMonth > after ? thisMonth : monthlyDate(d.getUTCFullYear(), d.getUTCMonth() + 1, rule.dia_mes);
    }
    case 'cada_n_dias': {
      const diff = dayDiff(anchor, after);
      if (diff < 0) return anchor;
      return addDays(anchor, (Math.floor(diff / rule.intervalo) + 1) * rule.intervalo);
    }
  }
}

/**
 * The due date of the occurrence that follows one just done.
 * - 'fecha': the calendar of the series (its first date the anchor): the next date after the
 *   previous one's, but never before today — a series done late does not pile up overdue copies.
 * - 'cierre': counted from the Buenos Aires day the previous one was done (every 3 days = 3 days
 *   after it was done; weekly/monthly = the next such day after it).
 */
export function nextOccurrence(
  rule: RecurrenceRule & { base: RecurrenceBase },
  previous: { fecha_limite: string; fecha_cierre: Date | null },
  anchor: string,
  now: Date,
): string {
  const today = buenosAiresDay(now);
  if (rule.base === 'cierre') {
    const done = previous.fecha_cierre ? buenosAiresDay(previous.fecha_cierre) : today;
    return rule.frecuencia === 'cada_n_dias' ? addDays(done, rule.intervalo) : nextAfter(rule, done, done);
  }
  const yesterday = addDays(today, -1);
  const after = previous.fecha_limite > yesterday ? previous.fecha_limite : yesterday;
  return nextAfter(rule, after, anchor);
}

function joinSpanish(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
}

/** "Repite cada…" in words: the card's line and the detail's heading. */
export function describeRecurrence(rule: RecurrenceRule): string {
  const from = rule.base === 'cierre' ? ', desde que se termina la anterior' : '';
  switch (rule.frecuencia) {
    case 'diaria':
      return `Repite cada día${from}`;
    case 'semanal': {
      const days = WEEKDAY_ORDER.filter((d) => rule.dias_semana.includes(d)).map((d) => WEEKDAY_NAMES[d]);
      return `Repite cada semana: ${joinSpanish(days)}${from}`;
    }
    case 'mensual':
      return `Repite cada mes, el día ${rule.dia_mes}${rule.dia_mes > 28 ? ' (o el último del mes)' : ''}${from}`;
    case 'cada_n_dias':
      return `Repite cada ${rule.intervalo} días${from}`;
  }
}
