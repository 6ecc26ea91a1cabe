import { and, asc, count, desc, eq, ilike, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { CLIENT_BRANCHES, NEW_CLIENT_BRANCH, type RequestState } from '../../../domain/requests/lists.ts';
import type { BoardFilter, NewRequest } from '../../../domain/requests/request.ts';
import type { Executor } from '../../platform/db/client.ts';
import { solicitudesHistorial, solicitudesInternas } from '../../platform/db/schema/index.ts';

export type RequestRow = typeof solicitudesInternas.$inferSelect;
export type HistoryRow = typeof solicitudesHistorial.$inferSelect;

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const LISTED_BRANCHES = CLIENT_BRANCHES.filter((b) => b !== NEW_CLIENT_BRANCH);

/** The board's filter: text over código, cliente and solicitante; 'Nuevo cliente' = any client outside the list. */
function boardWhere(filter: BoardFilter): SQL | undefined {
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
  return conditions.length ? and(...conditions) : undefined;
}

/** The newest `limit` requests of one column matching the filter. */
export function listColumn(db: Executor, estado: RequestState, filter: BoardFilter, limit: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(solicitudesInternas)
    .where(and(eq(solicitudesInternas.estado, estado), boardWhere(filter)))
    .orderBy(desc(solicitudesInternas.createdAt), desc(solicitudesInternas.id))
    .limit(limit);
}

/** Per state: how many requests match the filter, and how many of them were created before `overdueBefore`. */
export async function countColumns(db: Executor, filter: BoardFilter, overdueBefore: Date): Promise<Map<string, { total: number; older: number }>> {
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

/** The history of the given requests, oldest change first. */
export function historyOf(db: Executor, ids: string[]): Promise<HistoryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(solicitudesHistorial)
    .where(inArray(solicitudesHistorial.solicitudId, ids))
    .orderBy(asc(solicitudesHistorial.createdAt), asc(solicitudesHistorial.id));
}

export async function insertRequest(db: Executor, values: NewRequest): Promise<RequestRow> {
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
  const [row] = await db.select().from(solicitudesInternas).where(eq(solicitudesInternas.id, id)).limit(1);
  return row;
}

/**
 * Moves a request only if it is still in `from` (one conditional UPDATE): of two concurrent moves
 * out of the same state exactly one finds the row there. Undefined when it was not (moved or gone).
 */
export async function moveIfIn(db: Executor, id: string, from: RequestState, to: RequestState, at: Date): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(solicitudesInternas)
    .set({ estado: to, ...(to === 'aprobada' ? { fechaAprobacion: at } : {}) })
    .where(and(eq(solicitudesInternas.id, id), eq(solicitudesInternas.estado, from)))
    .returning();
  return row;
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
    db.select().from(solicitudesInternas).where(where).orderBy(asc(since), asc(solicitudesInternas.id)).limit(limit),
    db.select({ total: count() }).from(solicitudesInternas).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
