import { z } from 'zod';
import { paginatedSchema } from '../shared/pagination.ts';
import { blankToUndefined, multilineText, text } from '../shared/text.ts';
import { COMENTARIO_MAX, DESCRIPCION_MAX, NOMBRE_MAX, PROYECTO_NOMBRE_MAX, TITULO_MAX } from './limits.ts';
import { ASSIGNABLE_PEOPLE, PROJECT_STATES, TASK_PRIORITIES, TASK_STATES, TASK_URGENCIES } from './lists.ts';
import { TASK_MESSAGES } from './messages.ts';
/** Cards per kanban column the board loads; the column counts all of them. */
export const COLUMN_LIMIT = 50;
/** Open tasks listed per person or per project in the grouped tabs (each group counts all). */
export const GROUP_LIMIT = 10;

export const taskStateSchema = z.enum(TASK_STATES, { error: TASK_MESSAGES.estadoRequired });
const prioritySchema = z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.prioridadRequired });
const urgencySchema = z.enum(TASK_URGENCIES, { error: TASK_MESSAGES.urgenciaRequired });
const responsableSchema = z.enum(ASSIGNABLE_PEOPLE, { error: TASK_MESSAGES.responsableRequired });

/** A calendar date yyyy-MM-dd that exists (2026-02-30 does not). */
function isoDay(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, TASK_MESSAGES.fechaInvalid)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, TASK_MESSAGES.fechaInvalid);
}

/** 'ninguno', '' or nothing = no project (spec §5). */
const projectRefSchema = z.preprocess(
  (v) => (v === 'ninguno' || v === '' || v === undefined ? null : v),
  z.uuid({ error: TASK_MESSAGES.proyectoInvalid }).nullable(),
);

/** Blank, null (what a parsed form sends back) or nothing = absent. */
const absent = (v: unknown) => (v === null ? undefined : blankToUndefined(v));

const optionalDescription = z.preprocess(absent, multilineText().max(DESCRIPCION_MAX, TASK_MESSAGES.descripcionTooLong).optional());

/** Body of POST /api/tareas (and of PUT /api/tareas/:id from the detail dialog: the estado moves through /mover) and the public form /tareas-parcela/nueva-tarea (spec §5). */
export const taskInputSchema = z
  .object({
    titulo: text({ error: TASK_MESSAGES.tituloRequired }).min(1, TASK_MESSAGES.tituloRequired).max(TITULO_MAX, TASK_MESSAGES.tituloTooLong),
    responsable_nombre: responsableSchema,
    creada_por_nombre: text({ error: TASK_MESSAGES.creadaPorRequired }).min(1, TASK_MESSAGES.creadaPorRequired).max(NOMBRE_MAX, TASK_MESSAGES.creadaPorTooLong),
    prioridad: prioritySchema.default('P2'),
    nivel_urgencia: urgencySchema.default('Medio'),
    fecha_limite: isoDay(TASK_MESSAGES.fechaLimiteRequired),
    descripcion: optionalDescription,
    proyecto_id: projectRefSchema.optional(),
  })
  .transform(({ descripcion, proyecto_id, ...rest }) => ({ ...rest, descripcion: descripcion ?? null, proyecto_id: proyecto_id ?? null }));
export type TaskInput = z.input<typeof taskInputSchema>;
export type NewTask = z.output<typeof taskInputSchema>;

export const taskSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  proyecto_id: z.string().nullable(),
  proyecto_nombre: z.string().nullable(),
  responsable_nombre: z.string(),
  creada_por_nombre: z.string(),
  nivel_urgencia: z.enum(TASK_URGENCIES),
  prioridad: z.enum(TASK_PRIORITIES),
  /** yyyy-MM-dd */
  fecha_limite: z.string().nullable(),
  fecha_creacion: z.string(),
  fecha_cierre: z.string().nullable(),
  estado: taskStateSchema,
  posicion: z.number(),
  /** The checklist's progress for the card ("3/5"; ADR 116); absent from older answers. */
  checklist: z.object({ hechos: z.number().int(), total: z.number().int() }).optional(),
  /** "Repite cada…" while its series is active (ADR 115), null otherwise. */
  repite: z.string().nullable().optional(),
});
export type Task = z.infer<typeof taskSchema>;

export const commentSchema = z.object({ id: z.string(), autor: z.string(), texto: z.string(), created_at: z.string() });
export type TaskComment = z.infer<typeof commentSchema>;
export const taskDetailSchema = taskSchema.extend({ comentarios: z.array(commentSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const commentInputSchema = z.object({
  texto: multilineText({ error: TASK_MESSAGES.comentarioRequired })
    .min(1, TASK_MESSAGES.comentarioRequired)
    .max(COMENTARIO_MAX, TASK_MESSAGES.comentarioTooLong),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/**
 * POST /api/tareas/:id/mover: the column and where in it. `antes_de` = the card it goes above;
 * `al_final` = the bottom; neither = the top (the status dropdown).
 */
export const moveInputSchema = z.object({
  estado: taskStateSchema,
  antes_de: z.uuid(TASK_MESSAGES.anchorMoved).optional(),
  al_final: z.boolean().optional(),
});
export type MoveInput = z.infer<typeof moveInputSchema>;

export const taskIdParamsSchema = z.object({ id: z.uuid(TASK_MESSAGES.taskNotFound) });
export const projectIdParamsSchema = z.object({ id: z.uuid(TASK_MESSAGES.projectNotFound) });

/** Kanban filters (query string; blank = any). */
export const boardQuerySchema = z.object({
  responsable: z.preprocess(blankToUndefined, responsableSchema.optional()),
  // 'ninguno': the tasks without a project (the "Sin proyecto" group links here, ADR 110).
  proyecto_id: z.preprocess(
    blankToUndefined,
    z.union([z.literal('ninguno'), z.uuid(TASK_MESSAGES.proyectoInvalid)], { error: TASK_MESSAGES.proyectoInvalid }).optional(),
  ),
  prioridad: z.preprocess(blankToUndefined, prioritySchema.optional()),
  nivel_urgencia: z.preprocess(blankToUndefined, urgencySchema.optional()),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;
export type BoardFilter = z.output<typeof boardQuerySchema>;

export const boardSchema = z.object({
  columnas: z.array(z.object({ estado: taskStateSchema, total: z.number().int(), items: z.array(taskSchema) })),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * GET /api/tareas/tablero/columna: one column's next cards ("Ver más", ADR 110), the board's
 * filters plus the column and a page of COLUMN_LIMIT (page 1 is what the board already holds).
 */
export const columnQuerySchema = boardQuerySchema.extend({
  estado: taskStateSchema,
  page: z.coerce
    .number({ error: TASK_MESSAGES.pageInvalid })
    .int(TASK_MESSAGES.pageInvalid)
    .min(1, TASK_MESSAGES.pageInvalid)
    .max(100_000, TASK_MESSAGES.pageInvalid),
});
export type ColumnQuery = z.input<typeof columnQuerySchema>;
export type ColumnFilter = z.output<typeof columnQuerySchema>;

export const taskPageSchema = paginatedSchema(taskSchema);
export const overdueTaskSchema = taskSchema.extend({ dias_vencida: z.number().int() });
export type OverdueTask = z.infer<typeof overdueTaskSchema>;
export const overduePageSchema = paginatedSchema(overdueTaskSchema);

export const summarySchema = z.object({
  abiertas: z.number().int(),
  criticas: z.number().int(),
  vencidas: z.number().int(),
  hechas_mes: z.number().int(),
});
export type Summary = z.infer<typeof summarySchema>;

/** Open tasks of one person or project: the count of all, the first GROUP_LIMIT by priority and due date. */
export const taskGroupSchema = z.object({
  clave: z.string().nullable(),
  nombre: z.string(),
  total: z.number().int(),
  items: z.array(taskSchema),
});
export type TaskGroup = z.infer<typeof taskGroupSchema>;
export const taskGroupsSchema = z.array(taskGroupSchema);

export const teamMemberSchema = z.object({
  nombre: z.string(),
  iniciales: z.string(),
  abiertas: z.number().int(),
  hechas: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamSchema = z.array(teamMemberSchema);

// Projects

export const projectStateSchema = z.enum(PROJECT_STATES, { error: TASK_MESSAGES.estadoProyectoRequired });

export const projectInputSchema = z.object({
  nombre: text({ error: TASK_MESSAGES.nombreProyectoRequired })
    .min(1, TASK_MESSAGES.nombreProyectoRequired)
    .max(PROYECTO_NOMBRE_MAX, TASK_MESSAGES.nombreProyectoTooLong),
  descripcion: optionalDescription.transform((v) => v ?? null),
  estado: projectStateSchema.default('Activo'),
  fecha_inicio: z.preprocess(absent, isoDay(TASK_MESSAGES.fechaInvalid).optional()).transform((v) => v ?? null),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectFields = z.output<typeof projectInputSchema>;

export const projectSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  estado: projectStateSchema,
  fecha_inicio: z.string().nullable(),
  /** The service request it was created from (ADR 128). */
  solicitud_id: z.string().nullable().optional(),
  total: z.number().int(),
  hechas: z.number().int(),
  progreso: z.number().int(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectPageSchema = paginatedSchema(projectSchema);

/** The public form's project list: only active ones (spec §5). */
export const activeProjectSchema = z.object({ id: z.string(), nombre: z.string() });
export type ActiveProject = z.infer<typeof activeProjectSchema>;
export const activeProjectsSchema = z.array(activeProjectSchema);

/** /tareas-parcela/login: Usuario and Contraseña, both required (the server checks them and the role). */
export const tasksLoginSchema = z.object({
  username: text().min(1, TASK_MESSAGES.usernameRequired),
  password: z.string().min(1, TASK_MESSAGES.passwordRequired),
});
