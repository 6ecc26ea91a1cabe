import { and, asc, count, eq, gte, ne, sql } from 'drizzle-orm';
import { DONE_STATE } from '../../../domain/tasks/lists.ts';
import { activeAccount, holdsAnyRole } from '../../platform/auth/account-roles.ts';
import type { Executor } from '../../platform/db/client.ts';
import { proyectoClientes, proyectos, tareas, user } from '../../platform/db/schema/index.ts';

/** The client panel's and the links' Drizzle code (the only place they touch the database). */

const ACTIVE = 'Activo';
const CLIENT_ROLE = 'tareas_cliente';

/** The account holds the role tareas_cliente (roles are one comma-separated string: parseRoles). */
const holdsClientRole = holdsAnyRole([CLIENT_ROLE]);

const PROJECT = { id: proyectos.id, nombre: proyectos.nombre, descripcion: proyectos.descripcion, fechaInicio: proyectos.fechaInicio };
export type ClientProjectRow = { id: string; nombre: string; descripcion: string | null; fechaInicio: string | null };

/** Activo projects linked to `userId`, by name. */
export function linkedActiveProjects(db: Executor, userId: string, limit: number): Promise<ClientProjectRow[]> {
  return db
    .select(PROJECT)
    .from(proyectoClientes)
    .innerJoin(proyectos, eq(proyectos.id, proyectoClientes.proyectoId))
    .where(and(eq(proyectoClientes.userId, userId), eq(proyectos.estado, ACTIVE)))
    .orderBy(asc(proyectos.nombre), asc(proyectos.id))
    .limit(limit);
}

/** One project if it is Activo and linked to `userId`; undefined otherwise (unknown, not linked, not Activo alike). */
export async function linkedActiveProject(db: Executor, userId: string, projectId: string): Promise<ClientProjectRow | undefined> {
  const [row] = await db
    .select(PROJECT)
    .from(proyectoClientes)
    .innerJoin(proyectos, eq(proyectos.id, proyectoClientes.proyectoId))
    .where(and(eq(proyectoClientes.userId, userId), eq(proyectoClientes.proyectoId, projectId), eq(proyectos.estado, ACTIVE)))
    .limit(1);
  return row;
}

/** The panel's counts in one query: total, En curso, Hecha and overdue (not Hecha, fecha_límite before `today`). */
export async function projectStats(db: Executor, projectId: string, today: string) {
  const [row] = await db
    .select({
      total: count(),
      en_curso: sql<number>`count(*) filter (where ${tareas.estado} = 'En curso')`.mapWith(Number),
      hechas: sql<number>`count(*) filter (where ${tareas.estado} = ${DONE_STATE})`.mapWith(Number),
      vencidas: sql<number>`count(*) filter (where ${tareas.estado} <> ${DONE_STATE} and ${tareas.fechaLimite} < ${today})`.mapWith(Number),
    })
    .from(tareas)
    .where(eq(tareas.proyectoId, projectId));
  return row ?? { total: 0, en_curso: 0, hechas: 0, vencidas: 0 };
}

export type ClientTaskRow = Pick<
  typeof tareas.$inferSelect,
  'id' | 'titulo' | 'estado' | 'responsableNombre' | 'fechaLimite' | 'fechaCreacion' | 'fechaCierre'
>;

/** The columns of a ClientTaskRow: one list, so the task page and the panel's "Próxima" show the same fields. */
const CLIENT_TASK = {
  id: tareas.id,
  titulo: tareas.titulo,
  estado: tareas.estado,
  responsableNombre: tareas.responsableNombre,
  fechaLimite: tareas.fechaLimite,
  fechaCreacion: tareas.fechaCreacion,
  fechaCierre: tareas.fechaCierre,
};

/** A page of a project's tasks: open ones first by fecha límite (none last), then the done ones, last closed first. */
export function projectTasks(db: Executor, projectId: string, limit: number, offset: number): Promise<ClientTaskRow[]> {
  return db
    .select(CLIENT_TASK)
    .from(tareas)
    .where(eq(tareas.proyectoId, projectId))
    .orderBy(
      sql`(${tareas.estado} = ${DONE_STATE}) asc`,
      sql`(case when ${tareas.estado} <> ${DONE_STATE} then ${tareas.fechaLimite} end) asc nulls last`,
      sql`(case when ${tareas.estado} = ${DONE_STATE} then ${tareas.fechaCierre} end) desc nulls last`,
      asc(tareas.fechaCreacion),
      asc(tareas.id),
    )
    .limit(limit)
    .offset(offset);
}

// The admin's side

const ACCOUNT = { id: user.id, nombre: user.name, usuario: user.username, email: user.email };
export type ClientAccountRow = { id: string; nombre: string; usuario: string | null; email: string };

/** Active accounts holding tareas_cliente, by name. */
export function clientAccounts(db: Executor, limit: number): Promise<ClientAccountRow[]> {
  return db.select(ACCOUNT).from(user).where(and(holdsClientRole, activeAccount)).orderBy(asc(user.name), asc(user.username), asc(user.id)).limit(limit);
}

/**
 * True when `userId` is an active account holding tareas_cliente. `lock`: inside a transaction, holds
 * the row (FOR SHARE) so it cannot be deleted before the link is written.
 */
export async function isActiveClient(db: Executor, userId: string, lock = false): Promise<boolean> {
  const query = db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), holdsClientRole, activeAccount))
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return row !== undefined;
}

/** True when the project exists; `lock` as in isActiveClient. */
export async function projectExists(db: Executor, projectId: string, lock = false): Promise<boolean> {
  const query = db.select({ id: proyectos.id }).from(proyectos).where(eq(proyectos.id, projectId)).limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return row !== undefined;
}

/** Accounts linked to a project, by name (whatever their roles today: the admin may still unlink them). */
export function linkedAccounts(db: Executor, projectId: string, limit: number): Promise<ClientAccountRow[]> {
  return db
    .select(ACCOUNT)
    .from(proyectoClientes)
    .innerJoin(user, eq(user.id, proyectoClientes.userId))
    .where(eq(proyectoClientes.proyectoId, projectId))
    .orderBy(asc(user.name), asc(user.username), asc(user.id))
    .limit(limit);
}

/** Idempotent: linking twice leaves one row. */
export async function link(db: Executor, projectId: string, userId: string): Promise<void> {
  await db.insert(proyectoClientes).values({ proyectoId: projectId, userId }).onConflictDoNothing();
}

/** Idempotent: unlinking what is not linked changes nothing. */
export async function unlink(db: Executor, projectId: string, userId: string): Promise<void> {
  await db.delete(proyectoClientes).where(and(eq(proyectoClientes.proyectoId, projectId), eq(proyectoClientes.userId, userId)));
}

/** The open task due next: the nearest fecha límite on or after `today` (the client panel's "Próxima", ADR 118). */
export async function nextDue(db: Executor, projectId: string, today: string): Promise<ClientTaskRow | undefined> {
  const [row] = await db
    .select(CLIENT_TASK)
    .from(tareas)
    .where(and(eq(tareas.proyectoId, projectId), ne(tareas.estado, DONE_STATE), gte(tareas.fechaLimite, today)))
    .orderBy(asc(tareas.fechaLimite), asc(tareas.prioridad), asc(tareas.id))
    .limit(1);
  return row;
}
