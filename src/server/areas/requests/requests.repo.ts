import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLIENT_BRANCHES, NEW_CLIENT_BRANCH, type RequestState } from '../../../domain/requests/lists.ts';
import { type BoardFilter, type NewRequest, NO_OWNER } from '../../../domain/requests/request.ts';
import { activeAccount, holdsAnyRole } from '../../platform/auth/account-roles.ts';
import type { Executor } from '../../platform/db/client.ts';
import { solicitudesHistorial, solicitudesInternas, solicitudesNotas, user } from '../../platform/db/schema/index.ts';

export type HistoryRow = typeof solicitudesHistorial.$inferSelect;
/** A request with its owner's name and its last move (for the undo), one LEFT JOIN each. */
export type RequestRow = typeof solicitudesInternas.$inferSelect & {
  responsableNombre: string | null;
  ultimo: { id: string; estadoAnterior: string | null; estado: string; usuarioNombre: string | null; createdAt: Date } | null;
};

const ultimo = alias(solicitudesHistorial, 'ultimo');
const owner = alias(user, 'responsable');

function selectRequests(db: Executor) {
  return db
    .select({
      ...getTableColumns(solicitudesInternas),
      responsableNombre: sql<string | null>`coalesce(${owner.username}, ${owner.name})`,
      ultimoId: ultimo.id,
      ultimoEstadoAnterior: ultimo.estadoAnterior,
      ultimoEstado: ultimo.estado,
      ultimoUsuario: ultimo.usuarioNombre,
      ultimoFecha: ultimo.createdAt,
    })
    .from(solicitudesInternas)
    .leftJoin(owner, eq(owner.id, solicitudesInternas.responsableId))
    .leftJoin(ultimo, eq(ultimo.id, solicitudesInternas.ultimoMovimientoId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];
function toRow({ ultimoId, ultimoEstadoAnterior, ultimoEstado, ultimoUsuario, ultimoFecha, ...rest }: Selected): RequestRow {
  return {
    ...rest,
    ultimo:
      ultimoId && ultimoEstado && ultimoFecha
        ? { id: ultimoId, estadoAnterior: ultimoEstadoAnterior, estado: ultimoEstado, usuarioNombre: ultimoUsuario, createdAt: ultimoFecha }
        : null,
  };
}

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const LISTED_BRANCHES = CLIENT_BRANCHES.filter((b) => b !== NEW_CLIENT_BRANCH);

/** The board's filter: text over código, cliente and solicitante; 'Nuevo cliente' = any client outside the list. */
function boardWhere(filter: ColumnFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const text = or(
      ilike(solicitudesInternas.codigoInterno, pattern),
      ilike(solicitudesInternas.sucursal, pattern),
      ilike(solicitudesInternas.solicitante, pattern),
    );
    if (text) conditions.push(text);
  }
  if (filter.sucursal === NEW_CLIENT_BRANCH) conditions.push(notInArray(solicitudesInternas.sucursal, LISTED_BRANCHES));
  else if (filter.sucursal) conditions.push(eq(solicitudesInternas.sucursal, filter.sucursal));
  if (filter.tipo_servicio) conditions.push(eq(solicitudesInternas.tipoServicio, filter.tipo_servicio));
  if (filter.solicitud) conditions.push(eq(solicitudesInternas.id, filter.solicitud));
  if (filter.responsable === NO_OWNER) conditions.push(isNull(solicitudesInternas.responsableId));
  else if (filter.responsable) conditions.push(eq(solicitudesInternas.responsableId, filter.responsable));
  if (filter.overdueBefore) conditions.push(eq(solicitudesInternas.estado, 'pendiente'), lt(solicitudesInternas.createdAt, filter.overdueBefore));
  return conditions.length ? and(...conditions) : undefined;
}

export type ColumnFilter = BoardFilter & { overdueBefore?: Date };

/** The first `limit` requests of one column matching the filter, oldest or newest first (ADR 125). */
export async function listColumn(db: Executor, estado: RequestState, filter: ColumnFilter, limit: number, oldestFirst: boolean): Promise<RequestRow[]> {
  const order = oldestFirst
    ? [asc(solicitudesInternas.createdAt), asc(solicitudesInternas.id)]
    : [desc(solicitudesInternas.createdAt), desc(solicitudesInternas.id)];
  const rows = await selectRequests(db)
    .where(and(eq(solicitudesInternas.estado, estado), boardWhere(filter)))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toRow);
}

/** Per state: how many requests match the filter, and how many of them were created before `overdueBefore`. */
export async function countColumns(db: Executor, filter: ColumnFilter, overdueBefore: Date): Promise<Map<string, { total: number; older: number }>> {
  const rows = await db
    .select({
      estado: solicitudesInternas.estado,
      total: count(),
      older: sql<number>`count(*) filter (where ${lt(solicitudesInternas.createdAt, overdueBefore)})`.mapWith(Number),
    })
    .from(solicitudesInternas)
    .where(boardWhere(filter))
    .groupBy(solicitudesInternas.estado);
  return new Map(rows.map((r) => [r.estado, { total: r.total, older: r.older }]));
}

export interface ActivityRow {
  id: string;
  solicitudId: string;
  tipo: 'movimiento' | 'nota';
  estadoAnterior: string | null;
  estado: string | null;
  texto: string | null;
  deshecho: boolean;
  usuarioNombre: string | null;
  createdAt: Date;
  total: number;
}

/** Moves and notes of the given requests as one list, newest first. */
function activityUnion(ids: string[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`
    select id, solicitud_id, 'movimiento' as tipo, estado_anterior, estado, motivo as texto, deshecho, usuario_nombre, created_at
      from ${solicitudesHistorial} where solicitud_id in (${list})
    union all
    select id, solicitud_id, 'nota' as tipo, null, null, texto, false, usuario_nombre, created_at
      from ${solicitudesNotas} where solicitud_id in (${list})`;
}

type RawActivity = Record<string, unknown>;
const toActivity = (r: RawActivity): ActivityRow => ({
  id: String(r.id),
  solicitudId: String(r.solicitud_id),
  tipo: r.tipo === 'nota' ? 'nota' : 'movimiento',
  estadoAnterior: (r.estado_anterior as string | null) ?? null,
  estado: (r.estado as string | null) ?? null,
  texto: (r.texto as string | null) ?? null,
  deshecho: Boolean(r.deshecho),
  usuarioNombre: (r.usuario_nombre as string | null) ?? null,
  createdAt: new Date(r.created_at as string | Date),
  total: Number(r.total ?? 0),
});

/** Up to `perRequest` newest activity entries of each request, each with its request's total (one query). */
export async function latestActivity(db: Executor, ids: string[], perRequest: number): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select * from (
      select a.*, row_number() over (partition by solicitud_id order by created_at desc, id desc) as n,
             count(*) over (partition by solicitud_id) as total
        from (${activityUnion(ids)}) a
    ) ranked where n <= ${perRequest} order by created_at desc, id desc`);
  return (result as unknown as { rows: RawActivity[] }).rows.map(toActivity);
}

/** One page of a request's activity, newest first, and how many entries it has. */
export async function pageActivity(db: Executor, id: string, limit: number, offset: number): Promise<{ rows: ActivityRow[]; total: number }> {
  const result = await db.execute(sql`
    select a.*, count(*) over () as total from (${activityUnion([id])}) a
     order by created_at desc, id desc limit ${limit} offset ${offset}`);
  const rows = (result as unknown as { rows: RawActivity[] }).rows.map(toActivity);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [totals] = ((await db.execute(sql`select count(*) as total from (${activityUnion([id])}) a`)) as unknown as { rows: RawActivity[] }).rows;
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function insertRequest(db: Executor, values: NewRequest): Promise<typeof solicitudesInternas.$inferSelect> {
  const [row] = await db
    .insert(solicitudesInternas)
    .values({
      codigoInterno: values.codigo_interno,
      sucursal: values.sucursal,
      tipoServicio: values.tipo_servicio,
      diasEstimados: values.dias_estimados,
      solicitante: values.solicitante,
      celular: values.celular,
      comentarios: values.comentarios,
      estado: 'pendiente',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findById(db: Executor, id: string): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(solicitudesInternas.id, id)).limit(1);
  return row && toRow(row);
}

/** The request's row, locked until the transaction ends (creating its project, ADR 128). */
export async function lockRequest(db: Executor, id: string): Promise<typeof solicitudesInternas.$inferSelect | undefined> {
  const [row] = await db.select().from(solicitudesInternas).where(eq(solicitudesInternas.id, id)).for('update');
  return row;
}

/**
 * Moves a request only if it is still in `from` (one conditional UPDATE): of two concurrent moves
 * out of the same state exactly one finds the row there. False when it was not (moved or gone).
 * `changes` are the columns the move sets besides the state (approval date, visit, reason).
 */
export async function moveIfIn(
  db: Executor,
  id: string,
  from: RequestState,
  to: RequestState,
  changes: { fechaAprobacion?: Date; fechaVisita?: string; motivo?: string; ultimoMovimientoId: string },
): Promise<boolean> {
  const rows = await db
    .update(solicitudesInternas)
    .set({ estado: to, ...changes })
    .where(and(eq(solicitudesInternas.id, id), eq(solicitudesInternas.estado, from)))
    .returning({ id: solicitudesInternas.id });
  return rows.length > 0;
}

/**
 * Takes back the move `moveId` (ADR 126): only while it is still the request's last move and the
 * request is where it left it — the same row lock as a move, so of an undo and a concurrent move
 * exactly one finds the row as it expects. An approval is not undone once a project exists.
 */
export async function undoIfLast(db: Executor, id: string, moveId: string, from: RequestState, backTo: RequestState): Promise<boolean> {
  const undoingApproval = from === 'aprobada';
  const rows = await db
    .update(solicitudesInternas)
    .set({
      estado: backTo,
      ultimoMovimientoId: null,
      ...(undoingApproval ? { fechaAprobacion: null, fechaVisita: null } : {}),
      ...(from === 'rechazada' || from === 'cancelada' ? { motivo: null } : {}),
    })
    .where(
      and(
        eq(solicitudesInternas.id, id),
        eq(solicitudesInternas.ultimoMovimientoId, moveId),
        eq(solicitudesInternas.estado, from),
        undoingApproval ? isNull(solicitudesInternas.proyectoId) : undefined,
      ),
    )
    .returning({ id: solicitudesInternas.id });
  return rows.length > 0;
}

export async function findMove(db: Executor, id: string, moveId: string): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(solicitudesHistorial)
    .where(and(eq(solicitudesHistorial.id, moveId), eq(solicitudesHistorial.solicitudId, id)))
    .limit(1);
  return row;
}

export async function setVisit(db: Executor, id: string, day: string): Promise<boolean> {
  const rows = await db
    .update(solicitudesInternas)
    .set({ fechaVisita: day })
    .where(and(eq(solicitudesInternas.id, id), inArray(solicitudesInternas.estado, ['aprobada', 'en_ejecucion'])))
    .returning({ id: solicitudesInternas.id });
  return rows.length > 0;
}

export async function setOwner(db: Executor, id: string, ownerId: string | null): Promise<boolean> {
  const rows = await db
    .update(solicitudesInternas)
    .set({ responsableId: ownerId })
    .where(eq(solicitudesInternas.id, id))
    .returning({ id: solicitudesInternas.id });
  return rows.length > 0;
}

export async function setProject(db: Executor, id: string, project: { id: string; nombre: string }): Promise<void> {
  await db.update(solicitudesInternas).set({ proyectoId: project.id, proyectoNombre: project.nombre }).where(eq(solicitudesInternas.id, id));
}

export async function insertNote(db: Executor, note: { solicitudId: string; usuarioId: string | null; usuarioNombre: string; texto: string }): Promise<void> {
  await db.insert(solicitudesNotas).values(note);
}

const holdsCrm = holdsAnyRole(['crm']);
/** Accounts a request may be given to: active holders of the crm role (roles.ts stores them comma-separated). */
export const OWNERS_LIMIT = 200;
export function crmAccounts(db: Executor): Promise<Array<{ id: string; nombre: string }>> {
  return db
    .select({ id: user.id, nombre: sql<string>`coalesce(${user.username}, ${user.name})` })
    .from(user)
    .where(and(holdsCrm, activeAccount))
    .orderBy(sql`coalesce(${user.username}, ${user.name})`, asc(user.id))
    .limit(OWNERS_LIMIT);
}

export async function isCrmAccount(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), holdsCrm, activeAccount))
    .limit(1);
  return Boolean(row);
}

export async function insertHistory(
  db: Executor,
  entry: {
    solicitudId: string;
    estadoAnterior: RequestState | null;
    estado: RequestState;
    usuarioId: string | null;
    usuarioNombre: string | null;
    createdAt: Date;
    motivo?: string | null;
    deshecho?: boolean;
    id?: string;
  },
): Promise<void> {
  await db.insert(solicitudesHistorial).values(entry);
}

/**
 * Requests in `estado` since before `before` — created, for `pendiente`; approved, for `aprobada` —
 * oldest first (the morning digest, ADR 093).
 */
export async function pageWaitingSince(
  db: Executor,
  estado: 'pendiente' | 'aprobada',
  before: Date,
  limit: number,
): Promise<{ rows: RequestRow[]; total: number }> {
  const since = estado === 'pendiente' ? solicitudesInternas.createdAt : solicitudesInternas.fechaAprobacion;
  const where = and(eq(solicitudesInternas.estado, estado), lt(since, before));
  const [rows, [totals]] = await Promise.all([
    selectRequests(db).where(where).orderBy(asc(since), asc(solicitudesInternas.id)).limit(limit),
    db.select({ total: count() }).from(solicitudesInternas).where(where),
  ]);
  return { rows: rows.map(toRow), total: totals?.total ?? 0 };
}
