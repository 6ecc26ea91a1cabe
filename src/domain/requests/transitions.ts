import { addDays, format, formatDistanceStrict } from 'date-fns';
import { es } from 'date-fns/locale';
import { inBuenosAires } from '../shared/dates.ts';
import { REQUEST_STATES, type RequestState } from './lists.ts';

/**
 * The moves of a service request (spec §4, DESIGN.md §5): a request starts `pendiente`, the CRM
 * approves it, starts the work and finishes it. Nothing goes back; the server refuses any other
 * pair with 409, and the board offers only these.
 */
export const TRANSITIONS: Readonly<Record<RequestState, readonly RequestState[]>> = {
  pendiente: ['aprobada'],
  aprobada: ['en_ejecucion'],
  en_ejecucion: ['finalizada'],
  finalizada: [],
};

export function canTransition(from: RequestState, to: RequestState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The one state a request may move to from `from`, if any (the chain is linear). */
export function nextState(from: RequestState): RequestState | undefined {
  return TRANSITIONS[from][0];
}

/** Column titles of the board, in board order. */
export const STATE_COLUMN_TITLES: Readonly<Record<RequestState, string>> = {
  pendiente: 'Pendientes',
  aprobada: 'Aprobadas',
  en_ejecucion: 'En ejecución',
  finalizada: 'Finalizadas',
};

/** One request's state, as a word. */
export const STATE_LABELS: Readonly<Record<RequestState, string>> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  en_ejecucion: 'En ejecución',
  finalizada: 'Finalizada',
};

/** The button that moves a request into each state (spec §2 for the approval). */
export const TRANSITION_ACTIONS: Readonly<Record<Exclude<RequestState, 'pendiente'>, string>> = {
  aprobada: 'Aprobar y enviar confirmación',
  en_ejecucion: 'Iniciar ejecución',
  finalizada: 'Finalizar',
};

export const BOARD_STATES: readonly RequestState[] = REQUEST_STATES;

/** A pending request older than this is flagged on the board (ADR 060; calendar hours, not business hours). */
export const PENDING_ALERT_HOURS = 48;
const PENDING_ALERT_MS = PENDING_ALERT_HOURS * 3_600_000;

/** Whether a request has waited for approval longer than PENDING_ALERT_HOURS. */
export function isOverdue(request: { estado: RequestState; created_at: string | Date }, now: Date = new Date()): boolean {
  return request.estado === 'pendiente' && now.getTime() - new Date(request.created_at).getTime() > PENDING_ALERT_MS;
}

/** The instant before which a pending request is overdue (the server counts flagged requests with it). */
export function overdueCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - PENDING_ALERT_MS);
}

/** Days ahead of the approval the visit is proposed for (spec §9). */
export const VISIT_DAYS_AHEAD = 7;

/** The calendar day VISIT_DAYS_AHEAD days after `approvedAt`, in Buenos Aires. */
export function visitDate(approvedAt: Date): Date {
  return addDays(inBuenosAires(approvedAt), VISIT_DAYS_AHEAD);
}

/**
 * The visit day as people write it in Argentina: «lunes 30 de noviembre»; the year is added
 * when the visit falls in the next one («viernes 1 de enero de 2027»).
 */
export function formatVisitDate(approvedAt: Date): string {
  const visit = visitDate(approvedAt);
  const sameYear = visit.getFullYear() === inBuenosAires(approvedAt).getFullYear();
  return format(visit, sameYear ? "EEEE d 'de' MMMM" : "EEEE d 'de' MMMM 'de' yyyy", { locale: es });
}

/** How long ago a request arrived: «hace 3 días». */
export function formatAge(createdAt: string | Date, now: Date = new Date()): string {
  return formatDistanceStrict(new Date(createdAt), now, { locale: es, addSuffix: true });
}
