import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import { es } from 'date-fns/locale';

/** Every "today", "overdue" and display rule runs in Buenos Aires time (DESIGN.md §1). */
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

export function inBuenosAires(date: Date | string | number): TZDate {
  return new TZDate(new Date(date).getTime(), TIME_ZONE);
}

/** dd/MM/yyyy HH:mm in Buenos Aires time. */
export function formatDateTime(date: Date | string | number): string {
  return format(inBuenosAires(date), 'dd/MM/yyyy HH:mm', { locale: es });
}

/** dd/MM/yyyy in Buenos Aires time. */
export function formatDate(date: Date | string | number): string {
  return format(inBuenosAires(date), 'dd/MM/yyyy', { locale: es });
}

/** The calendar date (yyyy-MM-dd) of an instant in Buenos Aires. */
export function buenosAiresDay(date: Date | string | number): string {
  return format(inBuenosAires(date), 'yyyy-MM-dd');
}

/** Whole calendar days between two instants, counted in Buenos Aires. */
export function daysBetween(from: Date | string | number, to: Date | string | number): number {
  return differenceInCalendarDays(inBuenosAires(to), inBuenosAires(from));
}
