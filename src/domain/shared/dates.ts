import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import { TIME_ZONE } from './date-format.ts';

// Date rules in Buenos Aires time. Display formats (and TIME_ZONE) are in date-format.ts, without a date library.

export function inBuenosAires(date: Date | string | number): TZDate {
  return new TZDate(new Date(date).getTime(), TIME_ZONE);
}

/** The calendar date (yyyy-MM-dd) of an instant in Buenos Aires. */
export function buenosAiresDay(date: Date | string | number): string {
  return format(inBuenosAires(date), 'yyyy-MM-dd');
}

/** Whole calendar days between two instants, counted in Buenos Aires. */
export function daysBetween(from: Date | string | number, to: Date | string | number): number {
  return differenceInCalendarDays(inBuenosAires(to), inBuenosAires(from));
}
