import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  type CommentBody,
  LIKE_LIMITS,
  LIKE_MESSAGES,
  type LikeResult,
  type PublicComment,
} from '../../domain/neighbourhood/comments.ts';
import { type ContentLogEntry, contentLogKind } from '../../domain/neighbourhood/content-log.ts';
import type { Database } from '../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../errors.ts';
import * as repo from './neighbourhood.repo.ts';

export const COMMENT_NOT_FOUND = 'El comentario no existe';

const toPublic = (row: repo.CommentRow, liked: boolean): PublicComment => ({
  id: row.id,
  barrio_nombre: row.barrioNombre,
  autor_nombre: row.autorNombre,
  comentario: row.comentario,
  precio_sugerido: row.precioSugerido,
  total_likes: row.totalLikes,
  created_at: row.createdAt.toISOString(),
  fecha_sugerencia: row.fechaSugerencia?.toISOString() ?? null,
  liked,
});

export async function barrioValues(db: Database) {
  const rows = await repo.listBarrioValues(db);
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    localidad_nombre: r.localidadNombre,
    valor_incidencia_usd_m2: r.valor,
    valor_actualizado_at: r.actualizadoAt.toISOString(),
  }));
}

export async function commentsOf(db: Database, barrio: string, visitorId: string | null): Promise<PublicComment[]> {
  const rows = await repo.listActiveComments(db, barrio, COMMENT_LIMITS.porBarrio);
  const liked = visitorId
    ? await repo.likedByVisitor(
        db,
        visitorId,
        rows.map((r) => r.id),
      )
    : new Set<string>();
  return rows.map((r) => toPublic(r, liked.has(r.id)));
}

export async function contentLog(db: Database): Promise<ContentLogEntry[]> {
  const rows = await repo.listLatestActiveComments(db, COMMENT_LIMITS.bitacora);
  return rows.map((r) => ({
    id: r.id,
    tipo: contentLogKind({ precio_sugerido: r.precioSugerido }),
    barrio_nombre: r.barrioNombre,
    autor_nombre: r.autorNombre,
    comentario: r.comentario,
    precio_sugerido: r.precioSugerido,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function postComment(db: Database, body: CommentBody): Promise<PublicComment> {
  const barrio = await repo.findActiveBarrioName(db, body.barrio_nombre);
  if (!barrio) throw Invalid(COMMENT_MESSAGES.barrioInexistente);
  const row = await repo.insertComment(db, { ...body, barrio_nombre: barrio });
  return toPublic(row, false);
}

/**
 * Like or unlike, idempotent per visitor: the comment row is locked, the like row is written
 * (or found already there) and the count moves in the same transaction, so total_likes always
 * equals the rows even when the same visitor clicks many times at once. The lock also makes the
 * per-address cap hold: likes of one comment run one at a time, each counting the address's rows.
 * `visitorId` is null when the request carries no cookie issued by a read (refused).
 */
export async function setLike(db: Database, comentarioId: string, visitor: { id: string | null; direccion: string }, liked: boolean): Promise<LikeResult> {
  const visitorId = visitor.id;
  if (!visitorId) throw Forbidden(LIKE_MESSAGES.sinVisitante);
  return db.transaction(async (tx) => {
    const current = await repo.lockActiveComment(tx, comentarioId);
    if (!current) throw NotFound(COMMENT_NOT_FOUND);
    let changed: boolean;
    if (liked) {
      if (await repo.hasLike(tx, comentarioId, visitorId)) return { id: comentarioId, total_likes: current.totalLikes, liked };
      if ((await repo.countLikesFromAddress(tx, comentarioId, visitor.direccion)) >= LIKE_LIMITS.porDireccion) throw Forbidden(LIKE_MESSAGES.topeDireccion);
      changed = await repo.insertLike(tx, comentarioId, visitorId, visitor.direccion);
    } else {
      changed = await repo.deleteLike(tx, comentarioId, visitorId);
    }
    const total = changed ? await repo.addToLikeCount(tx, comentarioId, liked ? 1 : -1) : current.totalLikes;
    return { id: comentarioId, total_likes: total, liked };
  });
}
