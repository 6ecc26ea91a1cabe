import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import { TIME_ZONE } from '../shared/date-format.ts';

/** The instant "today" starts in Buenos Aires (midnight local time), for the `hoy` stat. */
export function startOfBuenosAiresDay(now: Date): Date {
  return new Date(startOfDay(new TZDate(now.getTime(), TIME_ZONE)).getTime());
}
