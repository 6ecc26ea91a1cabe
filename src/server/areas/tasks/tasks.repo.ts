import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, max, min, ne, type SQL, sql } from 'drizzle-orm';
import { DONE_STATE, type TaskState } from '../../../domain/tasks/lists.ts';
import type { RecurrenceRule } from '../../../domain/tasks/recurrence.ts';
import { FOLD_FROM, FOLD_TO } from '../../../domain/tasks/search.ts';
import type { BoardFilter, NewTask, ProjectFields } from '../../../domain/tasks/task.ts';
import { activeAccount, holdsAnyRole } from '../../platform/auth/account-roles.ts';
import type { Executor } from '../../platform/db/client.ts';
import { proyectos, tareaChecklist, tareaComentarios, tareaCuentaPersona, tareaSeries, tareas, user } from '../../platform/db/schema/index.ts';

export type TaskRow = typeof tareas.$inferSelect & {
  proyectoNombre: string | null;
  serieRegla?: RecurrenceRule | null;
  checklistTotal?: number;
  checklistHechos?: number;
};
/** The budget (presupuesto_usd) belongs to the cash log (cash.repo.ts, ADR 121), not to the task screens. */
export type ProjectRow = Omit<typeof proyectos.$inferSelect, 'presupuestoUsd'>;
export type CommentRow = typeof tareaComentarios.$inferSelect;
export interface ProjectWithCounts extends ProjectRow {
  total: number;
  hechas: number;
}

const notDone = ne(tareas.estado, DONE_STATE);
const isDone = eq(tareas.estado, DONE_STATE);
/** Open tasks by priority (P0 first), then the nearest due date. */
const openOrder = [asc(tareas.prioridad), sql`${tareas.fechaLimite} asc nulls last`, asc(tareas.fechaCreacion), asc(tareas.id)];

/** Tasks with their project's name, their active series' rule (ADR 115) and their checklist's counts (ADR 116). */
function selectTasks<Extra extends Record<string, SQL.Aliased | SQL>>(db: Executor, extra?: Extra) {
  return db
    .select({
      ...(extra as Extra),
      ...getTableColumns(tareas),
      proyectoNombre: proyectos.nombre,
      serieRegla: tareaSeries.regla,
      checklistTotal: sql<number>`(select count(*) from ${tareaChecklist} c where c.tarea_id = ${tareas.id})`.mapWith(Number),
      checklistHechos: sql<number>`(select count(*) from ${tareaChecklist} c where c.tarea_id = ${tareas.id} and c.hecho)`.mapWith(Number),
    })
    .from(tareas)
    .leftJoin(proyectos, eq(proyectos.id, tareas.proyectoId))
    .leftJoin(tareaSeries, and(eq(tareaSeries.id, tareas.serieId), eq(tareaSeries.activa, true)));
}

function boardWhere(filter: BoardFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.responsable) conditions.push(eq(tareas.responsableNombre, filter.responsable));
  if (filter.proyecto_id) conditions.push(filter.proyecto_id === 'ninguno' ? isNull(tareas.proyectoId) : eq(tareas.proyectoId, filter.proyecto_id));
  if (filter.prioridad) conditions.push(eq(tareas.prioridad, filter.prioridad));
  if (filter.nivel_urgencia) conditions.push(eq(tareas.nivelUrgencia, filter.nivel_urgencia));
  return conditions.length ? and(...conditions) : undefined;
}

/** One kanban column in its order, at most `limit` cards from `offset` (the board's first page, "Ver más" the next ones). */
export function listColumn(db: Executor, estado: TaskState, filter: BoardFilter, limit: number, offset = 0): Promise<TaskRow[]> {
  return selectTasks(db)
    .where(and(eq(tareas.estado, estado), boardWhere(filter)))
    .orderBy(asc(tareas.posicion), desc(tareas.fechaCreacion), asc(tareas.id))
    .limit(limit)
    .offset(offset);
}

export async function countColumn(db: Executor, estado: TaskState, filter: BoardFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tareas)
    .where(and(eq(tareas.estado, estado), boardWhere(filter)));
  return row?.total ?? 0;
}

export async function countColumns(db: Executor, filter: BoardFilter): Promise<Map<string, number>> {
  const rows = await db.select({ estado: tareas.estado, total: count() }).from(tareas).where(boardWhere(filter)).groupBy(tareas.estado);
  return new Map(rows.map((r) => [r.estado, r.total]));
}

export async function findTask(db: Executor, id: string): Promise<TaskRow | undefined> {
  const [row] = await selectTasks(db).where(eq(tareas.id, id)).limit(1);
  return row;
}

/** The lowest and highest position in a column (null when it is empty). */
export async function columnEnds(db: Executor, estado: TaskState): Promise<{ first: number | null; last: number | null }> {
  const [row] = await db
    .select({ first: min(tareas.posicion), last: max(tareas.posicion) })
    .from(tareas)
    .where(eq(tareas.estado, estado));
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** The position of the card right above `position` in the column (null at the top), `except` aside. */
export async function positionAbove(db: Executor, estado: TaskState, position: number, except: string): Promise<number | null> {
  const [row] = await db
    .select({ value: max(tareas.posicion) })
    .from(tareas)
    .where(and(eq(tareas.estado, estado), lt(tareas.posicion, position), ne(tareas.id, except)));
  return row?.value ?? null;
}

/** A column's cards in order (to renumber it when two positions got too close). */
export function columnOrder(db: Executor, estado: TaskState): Promise<Array<{ id: string; posicion: number }>> {
  return db
    .select({ id: tareas.id, posicion: tareas.posicion })
    .from(tareas)
    .where(eq(tareas.estado, estado))
    .orderBy(asc(tareas.posicion), desc(tareas.fechaCreacion), asc(tareas.id));
}

export async function setPosition(db: Executor, id: string, posicion: number): Promise<void> {
  await db.update(tareas).set({ posicion }).where(eq(tareas.id, id));
}

/** Serialises moves inside one transaction (two drags into the same gap would share a position). */
export async function lockBoard(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('tareas.posicion'))`);
}

/** The columns a task's form writes: one mapping, so creating and editing a task store the same fields. */
const taskColumns = (values: NewTask) => ({
  titulo: values.titulo,
  descripcion: values.descripcion,
  proyectoId: values.proyecto_id,
  responsableNombre: values.responsable_nombre,
  creadaPorNombre: values.creada_por_nombre,
  nivelUrgencia: values.nivel_urgencia,
  prioridad: values.prioridad,
  fechaLimite: values.fecha_limite,
});

export async function insertTask(db: Executor, values: NewTask, posicion: number): Promise<string> {
  const [row] = await db
    .insert(tareas)
    .values({ ...taskColumns(values), estado: 'Inbox', posicion })
    .returning({ id: tareas.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateTask(db: Executor, id: string, values: NewTask): Promise<boolean> {
  const rows = await db.update(tareas).set(taskColumns(values)).where(eq(tareas.id, id)).returning({ id: tareas.id });
  return rows.length > 0;
}

/** Moves a task; `fechaCierre` only when it goes to Hecha (other moves never clear it). */
export async function moveTask(db: Executor, id: string, estado: TaskState, posicion: number, fechaCierre: Date | undefined): Promise<void> {
  await db
    .update(tareas)
    .set({ estado, posicion, ...(fechaCierre ? { fechaCierre } : {}) })
    .where(eq(tareas.id, id));
}

// Lists (each bounded or paginated)

export async function pageDone(db: Executor, limit: number, offset: number): Promise<{ rows: TaskRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    selectTasks(db).where(isDone).orderBy(sql`${tareas.fechaCierre} desc nulls last`, desc(tareas.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(tareas).where(isDone),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

const urgent = and(notDone, inArray(tareas.nivelUrgencia, ['Crítico', 'Alto']));

export async function pageUrgent(db: Executor, limit: number, offset: number): Promise<{ rows: TaskRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    selectTasks(db).where(urgent).orderBy(asc(tareas.fechaCreacion), asc(tareas.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(tareas).where(urgent),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Not done with fecha_límite before `today` (yyyy-MM-dd in Buenos Aires): most overdue first. */
export async function pageOverdue(db: Executor, today: string, limit: number, offset: number): Promise<{ rows: TaskRow[]; total: number }> {
  const where = and(notDone, isNotNull(tareas.fechaLimite), lt(tareas.fechaLimite, today));
  const [rows, [totals]] = await Promise.all([
    selectTasks(db).where(where).orderBy(asc(tareas.fechaLimite), asc(tareas.prioridad), asc(tareas.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(tareas).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The Dashboard cards in one query. */
export async function summary(db: Executor, today: string, monthStart: Date) {
  const [row] = await db
    .select({
      abiertas: sql<number>`count(*) filter (where ${notDone})`.mapWith(Number),
      criticas: sql<number>`count(*) filter (where ${notDone} and ${tareas.nivelUrgencia} = 'Crítico')`.mapWith(Number),
      vencidas: sql<number>`count(*) filter (where ${notDone} and ${tareas.fechaLimite} < ${today})`.mapWith(Number),
      hechas_mes: sql<number>`count(*) filter (where ${isDone} and ${tareas.fechaCierre} >= ${monthStart.toISOString()})`.mapWith(Number),
    })
    .from(tareas);
  return row ?? { abiertas: 0, criticas: 0, vencidas: 0, hechas_mes: 0 };
}

/**
 * Open tasks grouped by person or by project: per group its count and the first `perGroup`
 * (window functions, one query for the ids, one for the rows).
 */
export async function openGroups(
  db: Executor,
  by: 'responsable' | 'proyecto',
  perGroup: number,
): Promise<{ totals: Map<string | null, number>; rows: TaskRow[] }> {
  const column = by === 'responsable' ? sql.raw('responsable_nombre') : sql.raw('proyecto_id');
  // Per group its count, then its first `perGroup` through the group's index (LATERAL … LIMIT):
  // each group sorts only its own rows, never all open tasks at once.
  const result = (await db.execute(sql`
    select t.id, k.key::text as key, k.total
    from (select ${column} as key, count(*)::int as total from ${tareas} where estado <> ${DONE_STATE} group by 1) k
    cross join lateral (
      select id from ${tareas}
      where estado <> ${DONE_STATE} and (${column} = k.key or (k.key is null and ${column} is null))
      order by prioridad, fecha_limite nulls last, fecha_creacion, id
      limit ${perGroup}
    ) t`)) as unknown as { rows: Array<{ id: string; key: string | null; total: number }> };
  const picked = result.rows;
  const totals = new Map<string | null, number>(picked.map((p) => [p.key, Number(p.total)]));
  const ids = picked.map((p) => p.id);
  const rows = ids.length
    ? await selectTasks(db)
        .where(inArray(tareas.id, ids))
        .orderBy(...openOrder)
    : [];
  return { totals, rows };
}

/** Per person: open and done tasks. */
export function teamCounts(db: Executor): Promise<Array<{ nombre: string; abiertas: number; hechas: number }>> {
  return db
    .select({
      nombre: tareas.responsableNombre,
      abiertas: sql<number>`count(*) filter (where ${notDone})`.mapWith(Number),
      hechas: sql<number>`count(*) filter (where ${isDone})`.mapWith(Number),
    })
    .from(tareas)
    .groupBy(tareas.responsableNombre);
}

// Projects

/** A project with its task counts: grouped by project over a LEFT JOIN of its tasks. */
const PROJECT_WITH_COUNTS = {
  id: proyectos.id,
  nombre: proyectos.nombre,
  descripcion: proyectos.descripcion,
  estado: proyectos.estado,
  fechaInicio: proyectos.fechaInicio,
  createdAt: proyectos.createdAt,
  solicitudId: proyectos.solicitudId,
  total: sql<number>`count(${tareas.id})`.mapWith(Number),
  hechas: sql<number>`count(${tareas.id}) filter (where ${isDone})`.mapWith(Number),
};

/** A page of projects by name with their task counts: one query (LEFT JOIN + GROUP BY), no per-project queries. */
export async function pageProjects(db: Executor, limit: number, offset: number): Promise<{ rows: ProjectWithCounts[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(PROJECT_WITH_COUNTS)
      .from(proyectos)
      .leftJoin(tareas, eq(tareas.proyectoId, proyectos.id))
      .groupBy(proyectos.id)
      .orderBy(asc(proyectos.nombre), asc(proyectos.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(proyectos),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function projectCounts(db: Executor, id: string): Promise<ProjectWithCounts | undefined> {
  const [row] = await db
    .select(PROJECT_WITH_COUNTS)
    .from(proyectos)
    .leftJoin(tareas, eq(tareas.proyectoId, proyectos.id))
    .where(eq(proyectos.id, id))
    .groupBy(proyectos.id);
  return row;
}

/** Names of the given projects (for the 'Por Proyecto' headings). */
export function projectNames(db: Executor, ids: string[]): Promise<Array<{ id: string; nombre: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: proyectos.id, nombre: proyectos.nombre }).from(proyectos).where(inArray(proyectos.id, ids));
}

export function activeProjects(db: Executor, limit: number): Promise<Array<{ id: string; nombre: string }>> {
  return db
    .select({ id: proyectos.id, nombre: proyectos.nombre })
    .from(proyectos)
    .where(eq(proyectos.estado, 'Activo'))
    .orderBy(asc(proyectos.nombre), asc(proyectos.id))
    .limit(limit);
}

export async function projectEstado(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ estado: proyectos.estado }).from(proyectos).where(eq(proyectos.id, id)).limit(1);
  return row?.estado;
}

export async function insertProject(db: Executor, values: ProjectFields): Promise<string> {
  const [row] = await db
    .insert(proyectos)
    .values({ nombre: values.nombre, descripcion: values.descripcion, estado: values.estado, fechaInicio: values.fecha_inicio })
    .returning({ id: proyectos.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProject(db: Executor, id: string, values: ProjectFields): Promise<boolean> {
  const rows = await db
    .update(proyectos)
    .set({ nombre: values.nombre, descripcion: values.descripcion, estado: values.estado, fechaInicio: values.fecha_inicio })
    .where(eq(proyectos.id, id))
    .returning({ id: proyectos.id });
  return rows.length > 0;
}

// Comments

/** A task's comments, oldest first (the newest `limit`). */
export async function commentsOf(db: Executor, tareaId: string, limit: number): Promise<CommentRow[]> {
  const rows = await db
    .select()
    .from(tareaComentarios)
    .where(eq(tareaComentarios.tareaId, tareaId))
    .orderBy(desc(tareaComentarios.createdAt), desc(tareaComentarios.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertComment(db: Executor, values: { tareaId: string; autorNombre: string; texto: string }): Promise<void> {
  await db.insert(tareaComentarios).values(values);
}

/** Not done and due on `today` (the morning digest, ADR 093). */
export async function pageDueOn(db: Executor, today: string, limit: number): Promise<{ rows: TaskRow[]; total: number }> {
  const where = and(notDone, eq(tareas.fechaLimite, today));
  const [rows, [totals]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(...openOrder)
      .limit(limit),
    db.select({ total: count() }).from(tareas).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Urgent (Crítico, Alto) and not started — still in Inbox — oldest first (the morning digest, ADR 093). */
export async function pageUrgentNotStarted(db: Executor, limit: number): Promise<{ rows: TaskRow[]; total: number }> {
  const where = and(urgent, eq(tareas.estado, 'Inbox'));
  const [rows, [totals]] = await Promise.all([
    selectTasks(db).where(where).orderBy(asc(tareas.fechaCreacion), asc(tareas.id)).limit(limit),
    db.select({ total: count() }).from(tareas).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

// Search (ADR 135) and Mis tareas (ADR 136)

/** Lower case without accents, the same folding as domain/tasks/search.ts `foldForSearch` (PGlite has no unaccent). */
const fold = (value: SQL | typeof tareas.titulo) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;
/** `%q%` with LIKE's own characters taken literally (backslash is LIKE's default escape). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type SearchRow = TaskRow & { comentarioCoincidente: string | null };

/** Tasks whose title, description or a comment hold `q` (case and accents aside): title matches first, then the newest. */
export async function searchTasks(db: Executor, q: string, limit: number, offset: number): Promise<{ rows: SearchRow[]; total: number }> {
  const pattern = fold(sql`${containsPattern(q)}`);
  const inTitle = sql`${fold(tareas.titulo)} like ${pattern}`;
  const commentMatches = sql`c.tarea_id = ${tareas.id} and ${fold(sql`c.texto`)} like ${pattern}`;
  // IN over one scan of the comments (a hashed subplan), not EXISTS per task: 10x faster on PGlite (bench/task-search.bench.ts).
  const where = sql`(${inTitle} or coalesce(${fold(sql`${tareas.descripcion}`)} like ${pattern}, false) or ${tareas.id} in (select c.tarea_id from ${tareaComentarios} c where ${fold(sql`c.texto`)} like ${pattern}))`;
  // The total rides on the page's rows (one scan, not two); a page past the end asks for it alone.
  const rows = await selectTasks(db, {
    comentarioCoincidente: sql<
      string | null
    >`(select c.texto from ${tareaComentarios} c where ${commentMatches} order by c.created_at desc, c.id desc limit 1)`,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
    .where(where)
    .orderBy(sql`(${inTitle}) desc`, desc(tareas.fechaCreacion), asc(tareas.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [totals] = await db.select({ total: count() }).from(tareas).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** The person a staff account is tied to, if any. */
export async function personOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ persona: tareaCuentaPersona.persona }).from(tareaCuentaPersona).where(eq(tareaCuentaPersona.userId, userId)).limit(1);
  return row?.persona ?? null;
}

/** Ties an account to a person (or unties it with null). */
export async function setPerson(db: Executor, userId: string, persona: string | null): Promise<void> {
  if (persona === null) {
    await db.delete(tareaCuentaPersona).where(eq(tareaCuentaPersona.userId, userId));
    return;
  }
  await db.insert(tareaCuentaPersona).values({ userId, persona }).onConflictDoUpdate({ target: tareaCuentaPersona.userId, set: { persona } });
}

/** The account holds tareas_admin or admin (roles are one comma-separated string, as client.repo.ts reads them). */
const holdsStaffRole = holdsAnyRole(['tareas_admin', 'admin']);

/** The accounts that use the tasks dashboard, by name, with their person. */
export function staffAccounts(db: Executor, limit: number): Promise<Array<{ id: string; nombre: string; usuario: string | null; persona: string | null }>> {
  return db
    .select({ id: user.id, nombre: user.name, usuario: user.username, persona: tareaCuentaPersona.persona })
    .from(user)
    .leftJoin(tareaCuentaPersona, eq(tareaCuentaPersona.userId, user.id))
    .where(and(holdsStaffRole, activeAccount))
    .orderBy(asc(user.name), asc(user.username), asc(user.id))
    .limit(limit);
}

export async function isStaffAccount(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), holdsStaffRole))
    .limit(1);
  return Boolean(row);
}

/** One person's open tasks, by priority and due date. */
export async function pageOpenOf(db: Executor, persona: string, limit: number, offset: number): Promise<{ rows: TaskRow[]; total: number }> {
  const where = and(notDone, eq(tareas.responsableNombre, persona));
  const [rows, [totals]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(...openOrder)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(tareas).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
