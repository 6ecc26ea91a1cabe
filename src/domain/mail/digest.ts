import { TZDate } from '@date-fns/tz';
import { BRAND } from '../brand.ts';
import { TIME_ZONE } from '../shared/date-format.ts';
import { inBuenosAires } from '../shared/dates.ts';
import { isBusinessDay, previousBusinessDay } from '../shared/holidays.ts';
import type { AlertKind } from './preferences.ts';

/**
 * When the morning digest goes out (ADR 093): at 08:00 Buenos Aires time on business days
 * (holidays.ts). A digest covers what arrived between the previous business day's 08:00 and this
 * one's, so a Monday's digest holds the weekend's inquiries and a day after a holiday holds both.
 */
export const DIGEST_HOUR = 8;

/** The day (yyyy-MM-dd) whose digest is due at `now`: a business day in Buenos Aires, from 08:00 on; otherwise undefined. */
export function digestDueDay(now: Date): string | undefined {
  const local = inBuenosAires(now);
  const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
  return isBusinessDay(day) && local.getHours() >= DIGEST_HOUR ? day : undefined;
}

/** The instant of `day`'s digest: 08:00 in Buenos Aires. */
export function digestInstant(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, DIGEST_HOUR, 0, 0, TIME_ZONE).getTime());
}

/** What `day`'s digest covers: from the previous business day's 08:00 to this day's. */
export function digestWindow(day: string): { since: Date; until: Date } {
  return { since: digestInstant(previousBusinessDay(day)), until: digestInstant(day) };
}

/** The staff screens mail links to (alerts and the digest), by what they handle. */
export const STAFF_SCREENS = {
  crm: '/crm-dashboard',
  fund: `/${BRAND.slug}-admin/dashboard`,
  tasksKanban: `/tareas-${BRAND.slug}/dashboard/kanban`,
  tasksOverdue: `/tareas-${BRAND.slug}/dashboard/vencidas`,
  tasksUrgent: `/tareas-${BRAND.slug}/dashboard/urgentes`,
  contacts: '/admin/contactos',
  comments: '/admin/comentarios',
} as const;

/** Where each alert's item is handled: the held alerts of the digest link there. */
export const ALERT_SCREENS: Readonly<Record<AlertKind, string>> = {
  'alerta-solicitud': STAFF_SCREENS.crm,
  'alerta-consulta-terreno': STAFF_SCREENS.fund,
  'alerta-tarea': STAFF_SCREENS.tasksKanban,
  'alerta-contacto': STAFF_SCREENS.contacts,
  'alerta-comentario': STAFF_SCREENS.comments,
};
