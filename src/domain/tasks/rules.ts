import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { TIME_ZONE } from '../shared/date-format.ts';
import { buenosAiresDay, daysBetween } from '../shared/dates.ts';
import { DONE_STATE, type TaskState } from './lists.ts';

/**
 * Whole days a task has been open (spec §9): calendar days in Buenos Aires from its creation to
 * now, or to its closing when it is done. Created yesterday at 23:59 and seen at 00:01 = 1.
 */
export function daysOpen(task: { fecha_creacion: string | Date; fecha_cierre?: string | Date | null; estado: TaskState }, now: Date): number {
  const end = task.estado === DONE_STATE && task.fecha_cierre ? task.fecha_cierre : now;
  return Math.max(0, daysBetween(task.fecha_creacion, end));
}

/** Today's calendar date (yyyy-MM-dd) in Buenos Aires: the line that makes a task overdue. */
export function todayInBuenosAires(now: Date): string {
  return buenosAiresDay(now);
}

/**
 * Whole days a task is overdue (0 when it is not): a not-done task whose fecha_límite (a date,
 * yyyy-MM-dd) is before today in Buenos Aires. Due today is not overdue yet.
 */
export function overdueDays(task: { fecha_limite: string | null; estado: TaskState }, now: Date): number {
  if (!task.fecha_limite || task.estado === DONE_STATE) return 0;
  const days = differenceInCalendarDays(parseISO(todayInBuenosAires(now)), parseISO(task.fecha_limite));
  return Math.max(0, days);
}

/** The first instant of the current month in Buenos Aires ('Hechas este mes'). */
export function startOfMonthInBuenosAires(now: Date): Date {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), 1, 0, 0, 0, TIME_ZONE).getTime());
}

/** Project progress (spec §9): rounded percent of its tasks that are done; 0 with no tasks. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

/** Avatar initials (spec §9): the first letter of each of the first 2 words, upper case. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-AR'))
    .join('');
}

/**
 * Kanban order: a card's position between its neighbours in the column (null = no neighbour on
 * that side). Moving one card writes one row; `needsRenumbering` says when the gap is used up.
 */
export function positionBetween(before: number | null, after: number | null): number {
  if (before === null && after === null) return 0;
  if (before === null) return (after as number) - 1;
  if (after === null) return before + 1;
  return before + (after - before) / 2;
}

/** True when `position` no longer falls strictly between its neighbours (floating-point gap exhausted). */
export function needsRenumbering(before: number | null, position: number, after: number | null): boolean {
  return (before !== null && position <= before) || (after !== null && position >= after);
}

/** The card's "3/5" (null without items: the card shows nothing). */
export function checklistProgress(hechos: number, total: number): string | null {
  return total > 0 ? `${hechos}/${total}` : null;
}
