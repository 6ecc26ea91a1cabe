import { addDays, format, formatDistanceStrict } from 'date-fns';
import { es } from 'date-fns/locale';
import { inBuenosAires } from '../shared/dates.ts';
import { CLOSED_STATES, type ClosedState, type RequestState } from './lists.ts';

/**
 * The moves of a service request (spec §4, DESIGN.md §5, ADR 125): a request starts `pendiente`,
 * the CRM approves it, starts the work and finishes it; a pending one may be rejected, and one not
 * yet finished may be cancelled, both with a reason. Nothing else goes back (a wrong move is
 * undone within UNDO_WINDOW_MS instead); the server refuses any other pair with 409.
 */
export const TRANSITIONS: Readonly<Record<RequestState, readonly RequestState[]>> = {
  pendiente: ['aprobada', 'rechazada', 'cancelada'],
  aprobada: ['en_ejecucion', 'cancelada'],
  en_ejecucion: ['finalizada', 'cancelada'],
  finalizada: [],
  rechazada: [],
  cancelada: [],
};

export function canTransition(from: RequestState, to: RequestState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Whether moving into `to` needs a written reason (rechazada, cancelada). */
export function needsReason(to: RequestState): to is ClosedState {
  return (CLOSED_STATES as readonly RequestState[]).includes(to);
}

/** The one forward state of `from` (the work's next step), if any; rejecting and cancelling are not "next". */
export function nextState(from: RequestState): RequestState | undefined {
  return TRANSITIONS[from].find((to) => !needsReason(to));
}

/** The four columns of the board, in order; rechazadas and canceladas go in their own collapsed list. */
export const BOARD_STATES = ['pendiente', 'aprobada', 'en_ejecucion', 'finalizada'] as const satisfies readonly RequestState[];
export type BoardState = (typeof BOARD_STATES)[number];

/** Column titles of the board, in board order. */
export const STATE_COLUMN_TITLES: Readonly<Record<RequestState, string>> = {
  pendiente: 'Pendientes',
  aprobada: 'Aprobadas',
  en_ejecucion: 'En ejecución',
  finalizada: 'Finalizadas',
  rechazada: 'Rechazadas',
  cancelada: 'Canceladas',
};

/** One request's state, as a word. */
export const STATE_LABELS: Readonly<Record<RequestState, string>> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  en_ejecucion: 'En ejecución',
  finalizada: 'Finalizada',
  rechazada: 'Rechazada',
  cancelada: 'Cancelada',
};

/** Requests in each state, as a sentence says it («No hay solicitudes en ejecución»): not a label plus «s». */
export const STATE_PLURALS: Readonly<Record<RequestState, string>> = {
  pendiente: 'pendientes',
  aprobada: 'aprobadas',
  en_ejecucion: 'en ejecución',
  finalizada: 'finalizadas',
  rechazada: 'rechazadas',
  cancelada: 'canceladas',
};

/** The button that moves a request into each state (spec §2 for the approval). */
export const TRANSITION_ACTIONS: Readonly<Record<Exclude<RequestState, 'pendiente'>, string>> = {
  aprobada: 'Aprobar y enviar confirmación',
  en_ejecucion: 'Iniciar ejecución',
  finalizada: 'Finalizar',
  rechazada: 'Rechazar',
  cancelada: 'Cancelar solicitud',
};

/** A move may be undone by any CRM account for this long, while nobody has moved the request since (ADR 126). */
export const UNDO_WINDOW_MS = 10 * 60_000;

/** Whether a move made at `movedAt` may still be undone at `now`. */
export function withinUndoWindow(movedAt: string | Date, now: Date = new Date()): boolean {
  const elapsed = now.getTime() - new Date(movedAt).getTime();
  return elapsed >= 0 && elapsed <= UNDO_WINDOW_MS;
}

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

/** The proposed visit day as stored (yyyy-MM-dd, a calendar day in Buenos Aires). */
export function visitDay(approvedAt: Date): string {
  return format(visitDate(approvedAt), 'yyyy-MM-dd');
}

/** A stored visit day (yyyy-MM-dd) as people write it: «lunes 30 de noviembre», the year when it is not `today`'s. */
export function formatVisitDay(day: string, today: Date = new Date()): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const visit = new Date(y, m - 1, d);
  const sameYear = y === inBuenosAires(today).getFullYear();
  return format(visit, sameYear ? "EEEE d 'de' MMMM" : "EEEE d 'de' MMMM 'de' yyyy", { locale: es });
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
