import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { CommentBody } from '../../../domain/neighbourhood/comments.ts';
import type { ComentariosFilter } from '../../../domain/neighbourhood/moderation.ts';
import { listBarrioSuggestions } from '../../platform/db/barrio-suggestions.ts';
import type { Executor } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { barrioComentarios, barrios, comentarioLikes, localidades } from '../../platform/db/schema/index.ts';

/** Columns a visitor may see: never autor_email. */
const publicColumns = {
  id: barrioComentarios.id,
  barrioNombre: barrioComentarios.barrioNombre,
  autorNombre: barrioComentarios.autorNombre,
  comentario: barrioComentarios.comentario,
  precioSugerido: barrioComentarios.precioSugerido,
  totalLikes: barrioComentarios.totalLikes,
  createdAt: barrioComentarios.createdAt,
  fechaSugerencia: barrioComentarios.fechaSugerencia,
};
export type CommentRow = { [K in keyof typeof publicColumns]: (typeof barrioComentarios.$inferSelect)[K] };

export async function listBarrioValues(db: Executor) {
  return db
    .select({
      id: barrios.id,
      nombre: barrios.nombre,
      localidadId: localidades.id,
      localidadNombre: localidades.nombre,
      valor: barrios.valorIncidenciaUsdM2,
      actualizadoAt: barrios.valorActualizadoAt,
    })
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .where(and(eq(barrios.activo, true), eq(localidades.activo, true)))
    .orderBy(asc(localidades.nombre), asc(barrios.nombre));
}

/** The canonical name of an active barrio, matched without regard to case. */
export async function findActiveBarrioName(db: Executor, name: string): Promise<string | null> {
  const [row] = await db
    .select({ nombre: barrios.nombre })
    .from(barrios)
    .innerJoin(localidades, eq(localidades.id, barrios.localidadId))
    .where(and(eq(barrios.activo, true), eq(localidades.activo, true), sql`lower(${barrios.nombre}) = lower(${name})`))
    .limit(1);
  return row?.nombre ?? null;
}

export async function listActiveComments(db: Executor, barrioNombre: string, limit: number): Promise<CommentRow[]> {
  return db
    .select(publicColumns)
    .from(barrioComentarios)
    .where(and(eq(barrioComentarios.activo, true), sql`lower(${barrioComentarios.barrioNombre}) = lower(${barrioNombre})`))
    .orderBy(desc(barrioComentarios.createdAt), desc(barrioComentarios.id))
    .limit(limit);
}

export async function listLatestActiveComments(db: Executor, limit: number): Promise<CommentRow[]> {
  return db
    .select(publicColumns)
    .from(barrioComentarios)
    .where(eq(barrioComentarios.activo, true))
    .orderBy(desc(barrioComentarios.createdAt), desc(barrioComentarios.id))
    .limit(limit);
}

export async function insertComment(db: Executor, body: CommentBody & { barrio_nombre: string }): Promise<CommentRow> {
  const [row] = await db
    .insert(barrioComentarios)
    .values({
      barrioNombre: body.barrio_nombre,
      autorNombre: body.autor_nombre,
      autorEmail: body.autor_email,
      comentario: body.comentario,
      precioSugerido: body.precio_sugerido,
      fechaSugerencia: body.precio_sugerido === null ? null : new Date(),
    })
    .returning(publicColumns);
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Of `ids`, those the visitor liked. */
export async function likedByVisitor(db: Executor, visitorId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: comentarioLikes.comentarioId })
    .from(comentarioLikes)
    .where(and(eq(comentarioLikes.visitanteId, visitorId), inArray(comentarioLikes.comentarioId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Locks an active comment's row for the rest of the transaction; null when missing or hidden. */
export async function lockActiveComment(tx: Executor, id: string): Promise<{ totalLikes: number } | null> {
  const [row] = await tx
    .select({ totalLikes: barrioComentarios.totalLikes })
    .from(barrioComentarios)
    .where(and(eq(barrioComentarios.id, id), eq(barrioComentarios.activo, true)))
    .for('update');
  return row ?? null;
}

/** Likes a comment holds from one client address (count under the comment's row lock). */
export async function countLikesFromAddress(tx: Executor, comentarioId: string, direccion: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(comentarioLikes)
    .where(and(eq(comentarioLikes.comentarioId, comentarioId), eq(comentarioLikes.direccion, direccion)));
  return row?.n ?? 0;
}

/** Whether this visitor already likes the comment. */
export async function hasLike(tx: Executor, comentarioId: string, visitorId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: comentarioLikes.id })
    .from(comentarioLikes)
    .where(and(eq(comentarioLikes.comentarioId, comentarioId), eq(comentarioLikes.visitanteId, visitorId)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts the like unless it exists; true when a row was added. */
export async function insertLike(tx: Executor, comentarioId: string, visitorId: string, direccion: string): Promise<boolean> {
  const rows = await tx
    .insert(comentarioLikes)
    .values({ comentarioId, visitanteId: visitorId, direccion })
    .onConflictDoNothing({ target: [comentarioLikes.comentarioId, comentarioLikes.visitanteId] })
    .returning({ id: comentarioLikes.id });
  return rows.length > 0;
}

export async function deleteLike(tx: Executor, comentarioId: string, visitorId: string): Promise<boolean> {
  const rows = await tx
    .delete(comentarioLikes)
    .where(and(eq(comentarioLikes.comentarioId, comentarioId), eq(comentarioLikes.visitanteId, visitorId)))
    .returning({ id: comentarioLikes.id });
  return rows.length > 0;
}

export async function addToLikeCount(tx: Executor, id: string, delta: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(barrioComentarios)
    .set({ totalLikes: sql`${barrioComentarios.totalLikes} + ${delta}` })
    .where(eq(barrioComentarios.id, id))
    .returning({ totalLikes: barrioComentarios.totalLikes });
  return row?.totalLikes ?? 0;
}

// Moderation (/admin/comentarios) ----------------------------------------------------------

export async function listComentarios(db: Executor, filter: ComentariosFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.estado === 'visibles') conditions.push(eq(barrioComentarios.activo, true));
  if (filter.estado === 'ocultos') conditions.push(eq(barrioComentarios.activo, false));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(
      ilike(barrioComentarios.barrioNombre, pattern),
      ilike(barrioComentarios.autorNombre, pattern),
      ilike(barrioComentarios.comentario, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: barrioComentarios.id,
        barrio_nombre: barrioComentarios.barrioNombre,
        autor_nombre: barrioComentarios.autorNombre,
        comentario: barrioComentarios.comentario,
        precio_sugerido: barrioComentarios.precioSugerido,
        total_likes: barrioComentarios.totalLikes,
        activo: barrioComentarios.activo,
        created_at: barrioComentarios.createdAt,
      })
      .from(barrioComentarios)
      .where(where)
      .orderBy(desc(barrioComentarios.createdAt), desc(barrioComentarios.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(barrioComentarios).where(where),
  ]);
  return { items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total: totals?.n ?? 0 };
}

/** Sets `activo` and answers the comment as it was before (null when there is none). */
export async function setComentarioActive(tx: Executor, id: string, activo: boolean) {
  const [before] = await tx
    .select({ activo: barrioComentarios.activo, autorNombre: barrioComentarios.autorNombre, barrioNombre: barrioComentarios.barrioNombre })
    .from(barrioComentarios)
    .where(eq(barrioComentarios.id, id))
    .for('update');
  if (!before) return null;
  await tx.update(barrioComentarios).set({ activo }).where(eq(barrioComentarios.id, id));
  return before;
}

/** Suggestions of a barrio's active comments with a price, in (since, until]; at most `limit`, newest first. */
export const listSuggestions = listBarrioSuggestions;
