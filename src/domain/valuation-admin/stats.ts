import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import { TIME_ZONE } from '../shared/dates.ts';

/** Stats of /admin/consultas, computed over the filtered set (spec §9). */
export interface ConsultasStats {
  total: number;
  /** Consultas since midnight in Buenos Aires. */
  hoy: number;
  /** null when the filtered set is empty. */
  promedio_m2: number | null;
  promedio_valor_mercado_usd: number | null;
}

/** The instant "today" starts in Buenos Aires (midnight local time), for the `hoy` stat. */
export function startOfBuenosAiresDay(now: Date): Date {
  return new Date(startOfDay(new TZDate(now.getTime(), TIME_ZONE)).getTime());
}
