import { z } from 'zod';
import { paginatedSchema } from '../shared/pagination.ts';
import type { TaskState } from './lists.ts';
import { CLIENT_MESSAGES } from './messages.ts';
import { clientPhotoSchema } from './photos.ts';
import { daysOpen, overdueDays, progressPercent } from './rules.ts';
import { projectIdParamsSchema } from './task.ts';

/**
 * The client panel (/tareas-parcela/cliente, role tareas_cliente) and linking client accounts to
 * projects from the admin's Proyectos tab (spec §2 and §6; DESIGN.md §4; ADR 073).
 */

/** Projects a client account sees at once (the selector); far more than one client ever has. */
export const CLIENT_PROJECTS_LIMIT = 100;
/** Client accounts offered for linking, by name (a select, not a search). */
export const CLIENT_ACCOUNTS_LIMIT = 200;
/** Accounts listed as linked to one project. */
export const LINKED_CLIENTS_LIMIT = 200;

// The client's side

/** One of the client's own projects: only Activo ones linked to the account. */
export const clientProjectSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  /** yyyy-MM-dd */
  fecha_inicio: z.string().nullable(),
});
export type ClientProject = z.infer<typeof clientProjectSchema>;
export const clientProjectsSchema = z.array(clientProjectSchema);

/**
 * A task's state in the client's words (ADR 118): the firm's working words ('Inbox', 'Bloqueada')
 * never reach the client. One-to-one, so the counts and the list still agree.
 */
export const CLIENT_STATES = ['Pendiente', 'En curso', 'Detenida', 'En espera', 'Terminada'] as const;
export type ClientState = (typeof CLIENT_STATES)[number];
const CLIENT_STATE_OF: Record<TaskState, ClientState> = {
  Inbox: 'Pendiente',
  'En curso': 'En curso',
  Bloqueada: 'Detenida',
  'En espera': 'En espera',
  Hecha: 'Terminada',
};
export function clientState(estado: TaskState): ClientState {
  return CLIENT_STATE_OF[estado];
}

/** A task as the client sees it: read-only, and only these fields (no description, comments or author). */
export const clientTaskSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  estado: z.enum(CLIENT_STATES),
  responsable_nombre: z.string(),
  /** yyyy-MM-dd */
  fecha_limite: z.string().nullable(),
  /** Whole days open (to its closing once Hecha), in Buenos Aires. */
  dias_abierta: z.number().int(),
  /** Not Hecha and past its fecha límite (the admin's Vencidas rule). */
  vencida: z.boolean(),
});
export type ClientTask = z.infer<typeof clientTaskSchema>;

/** The 4 cards and the bar: total, En curso, Hecha, vencidas; progreso = rounded % Hecha. */
export const clientStatsSchema = z.object({
  total: z.number().int(),
  en_curso: z.number().int(),
  hechas: z.number().int(),
  vencidas: z.number().int(),
  progreso: z.number().int(),
});
export type ClientStats = z.infer<typeof clientStatsSchema>;

/** GET /api/tareas/cliente/proyectos/:id: the project, its figures and one page of its tasks. */
export const clientPanelSchema = z.object({
  proyecto: clientProjectSchema,
  resumen: clientStatsSchema,
  /** The open task due next: the nearest fecha límite from today on (ADR 118); null when none. */
  proxima: clientTaskSchema.nullable(),
  /** Photos the staff shared, newest first, each with its task (ADR 117). */
  fotos: z.array(clientPhotoSchema),
  tareas: paginatedSchema(clientTaskSchema),
});
export type ClientPanel = z.infer<typeof clientPanelSchema>;

export const clientProjectParamsSchema = z.object({ id: z.uuid(CLIENT_MESSAGES.projectNotFound) });

// The admin's side

/** A client account as the admin picks it: never more than who it is. */
export const clientAccountSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  usuario: z.string().nullable(),
  email: z.string(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;
export const clientAccountsSchema = z.array(clientAccountSchema);

/** Body of POST /api/tareas/proyectos/:id/clientes. */
export const linkInputSchema = z.object({
  user_id: z.uuid({ error: CLIENT_MESSAGES.accountRequired }),
});
export type LinkInput = z.infer<typeof linkInputSchema>;

/** DELETE /api/tareas/proyectos/:id/clientes/:user_id */
export const unlinkParamsSchema = projectIdParamsSchema.extend({
  user_id: z.uuid(CLIENT_MESSAGES.accountRequired),
});

// Rules

/** A task as the client sees it, at `now`: days open and overdue by the admin's rules (Buenos Aires). */
export function toClientTask(
  task: {
    id: string;
    titulo: string;
    estado: TaskState;
    responsable_nombre: string;
    fecha_limite: string | null;
    fecha_creacion: Date | string;
    fecha_cierre: Date | string | null;
  },
  now: Date,
): ClientTask {
  return {
    id: task.id,
    titulo: task.titulo,
    estado: clientState(task.estado),
    responsable_nombre: task.responsable_nombre,
    fecha_limite: task.fecha_limite,
    dias_abierta: daysOpen(task, now),
    vencida: overdueDays(task, now) > 0,
  };
}

/** The panel's figures from its counts; progreso = rounded percent of Hecha (0 with no tasks). */
export function clientStats(counts: { total: number; en_curso: number; hechas: number; vencidas: number }): ClientStats {
  return { ...counts, progreso: progressPercent(counts.hechas, counts.total) };
}
