import type { PublicPlot } from '../../../domain/fund/land.ts';
import { barrioSlug, mentionsBarrio } from '../../../domain/neighbourhood/barrio-names.ts';
import { type BarrioPage, suggestionSpread } from '../../../domain/neighbourhood/barrio-page.ts';
import { BARRIO_PAGE_LIMITS, BARRIO_PAGE_MESSAGES } from '../../../domain/neighbourhood/barrio-page-rules.ts';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  type CommentBody,
  LIKE_LIMITS,
  LIKE_MESSAGES,
  type LikeResult,
  type PublicComment,
} from '../../../domain/neighbourhood/comments.ts';
import { type ContentLogEntry, contentLogKind } from '../../../domain/neighbourhood/content-log.ts';
import { type ComentarioAdmin, type ComentariosFilter, MODERATION_MESSAGES } from '../../../domain/neighbourhood/moderation.ts';
import type { Property } from '../../../domain/properties/properties.schemas.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import { type PaginationQuery, pageOffset } from '../../../domain/shared/pagination.ts';
import { historyWindow } from '../../../domain/valuation/history-series.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { Database } from '../../platform/db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { alertStaff, type StaffAlerts } from '../../platform/mail/staff-alert.ts';
import { commentAlertSubject, renderCommentAlert } from './comment-alert.mail.ts';
import * as repo from './neighbourhood.repo.ts';

/**
 * What a barrio page lists from other areas (ADR 107): compose.ts wires the properties and fund
 * services in, so this area imports neither.
 */
export interface BarrioPageSources {
  /** Published listings whose barrio is this one, first page. */
  listingsIn(barrio: string, query: PaginationQuery): Promise<Page<Property>>;
  /** The public investable plots (a short list: the fund keeps a few dozen at most). */
  plots(): Promise<PublicPlot[]>;
}

/** Suggestions read for a barrio page's range at most (the valuation range reads as many). */
const MAX_SUGGESTIONS = 1000;

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

/** The neighbourhood home (values, comments, likes, content log) and the moderation of its comments. */
export function createNeighbourhoodService({
  db,
  audit,
  alerts,
  sources,
  now = Date.now,
}: {
  db: Database;
  audit: AuditRecorder;
  /** Mail the admins about each comment (ADR 087); absent (tests of the service alone), no mail. */
  alerts?: StaffAlerts;
  /** Listings and plots for the barrio pages; absent (tests of the service alone), none listed. */
  sources?: BarrioPageSources;
  now?: () => number;
}) {
  const toValue = (r: Awaited<ReturnType<typeof repo.listBarrioValues>>[number]) => ({
    id: r.id,
    nombre: r.nombre,
    localidad_nombre: r.localidadNombre,
    valor_incidencia_usd_m2: r.valor,
    valor_actualizado_at: r.actualizadoAt.toISOString(),
  });
  return {
    async barrioValues() {
      return (await repo.listBarrioValues(db)).map(toValue);
    },

    /**
     * /barrios/:slug (ADR 107): an active barrio of an active locality by the slug of its name, its
     * neighbours' price range of the last 12 months, latest comments, listings and plots.
     * Unknown or inactive: 404.
     */
    async barrioPage(slug: string): Promise<BarrioPage> {
      const row = (await repo.listBarrioValues(db)).find((r) => barrioSlug(r.nombre) === slug);
      if (!row) throw NotFound(BARRIO_PAGE_MESSAGES.notFound);
      const { desde, hasta } = historyWindow(new Date(now()));
      const empty = { items: [], total: 0, page: 1, page_size: BARRIO_PAGE_LIMITS.propiedades };
      const [suggestions, comments, listings, plots] = await Promise.all([
        repo.listSuggestions(db, row.nombre, new Date(desde), new Date(hasta), MAX_SUGGESTIONS),
        repo.listActiveComments(db, row.nombre, BARRIO_PAGE_LIMITS.comentarios),
        sources ? sources.listingsIn(row.nombre, { page: 1, page_size: BARRIO_PAGE_LIMITS.propiedades }) : empty,
        sources ? sources.plots() : [],
      ]);
      return {
        barrio: { ...toValue(row), slug: barrioSlug(row.nombre), localidad_id: row.localidadId },
        sugerencias: suggestionSpread(suggestions, desde, hasta),
        // Shared by every visitor (the page is kept): whether this visitor liked one is asked by the comments dialog.
        comentarios: comments.map((c) => toPublic(c, false)),
        propiedades: listings,
        // A plot is in the barrio when its title or location names it («Lote en Chacarita», «…, Vicente López»).
        terrenos: plots.filter((p) => mentionsBarrio(`${p.titulo} · ${p.ubicacion}`, row.nombre)),
      };
    },

    async commentsOf(barrio: string, visitorId: string | null): Promise<PublicComment[]> {
      const rows = await repo.listActiveComments(db, barrio, COMMENT_LIMITS.porBarrio);
      const liked = visitorId
        ? await repo.likedByVisitor(
            db,
            visitorId,
            rows.map((r) => r.id),
          )
        : new Set<string>();
      return rows.map((r) => toPublic(r, liked.has(r.id)));
    },

    async contentLog(): Promise<ContentLogEntry[]> {
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
    },

    async postComment(body: CommentBody): Promise<PublicComment> {
      const barrio = await repo.findActiveBarrioName(db, body.barrio_nombre);
      if (!barrio) throw Invalid(COMMENT_MESSAGES.barrioInexistente, { field: 'barrio_nombre' });
      const mail = alerts && (await renderCommentAlert(body, barrio, alerts.publicUrl));
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertComment(tx, { ...body, barrio_nombre: barrio });
        if (alerts && mail) {
          await alertStaff(tx, alerts, {
            kind: 'alerta-comentario',
            eventKey: `comentario:${inserted.id}`,
            roles: ['admin'],
            subject: commentAlertSubject(body, barrio),
            mail,
          });
        }
        return inserted;
      });
      return toPublic(row, false);
    },

    /**
     * Like or unlike, idempotent per visitor: the comment row is locked, the like row is written
     * (or found already there) and the count moves in the same transaction, so total_likes always
     * equals the rows even when the same visitor clicks many times at once. The lock also makes the
     * per-address cap hold: likes of one comment run one at a time, each counting the address's rows.
     * `visitor.id` is null when the request carries no cookie issued by a read (refused).
     */
    async setLike(comentarioId: string, visitor: { id: string | null; direccion: string }, liked: boolean): Promise<LikeResult> {
      const visitorId = visitor.id;
      if (!visitorId) throw Forbidden(LIKE_MESSAGES.sinVisitante, { code: ERROR_CODES.visitorCookieMissing });
      return db.transaction(async (tx) => {
        const current = await repo.lockActiveComment(tx, comentarioId);
        if (!current) throw NotFound(MODERATION_MESSAGES.commentNotFound);
        let changed: boolean;
        if (liked) {
          if (await repo.hasLike(tx, comentarioId, visitorId)) return { id: comentarioId, total_likes: current.totalLikes, liked };
          if ((await repo.countLikesFromAddress(tx, comentarioId, visitor.direccion)) >= LIKE_LIMITS.porDireccion)
            throw Forbidden(LIKE_MESSAGES.topeDireccion, { code: ERROR_CODES.likeLimit });
          changed = await repo.insertLike(tx, comentarioId, visitorId, visitor.direccion);
        } else {
          changed = await repo.deleteLike(tx, comentarioId, visitorId);
        }
        const total = changed ? await repo.addToLikeCount(tx, comentarioId, liked ? 1 : -1) : current.totalLikes;
        return { id: comentarioId, total_likes: total, liked };
      });
    },

    // Moderation (/admin/comentarios)
    async moderationPage(
      filter: ComentariosFilter,
      pagination: PaginationQuery,
    ): Promise<{ items: ComentarioAdmin[]; total: number; page: number; page_size: number }> {
      const result = await repo.listComentarios(db, filter, { limit: pagination.page_size, offset: pageOffset(pagination) });
      return { ...result, page: pagination.page, page_size: pagination.page_size };
    },

    /** Hides or shows a comment again; audited with the comment's barrio and author when it changed. */
    async setCommentActive(id: string, activo: boolean, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.setComentarioActive(tx, id, activo);
        if (!before) throw NotFound(MODERATION_MESSAGES.commentNotFound);
        if (before.activo === activo) return;
        const detalle = `comentario ${id} de «${before.autorNombre}» en ${before.barrioNombre}`;
        await audit.record(auditEntry(actor, activo ? 'comentario_mostrado' : 'comentario_ocultado', detalle), tx);
      });
    },
  };
}

export type NeighbourhoodService = ReturnType<typeof createNeighbourhoodService>;
