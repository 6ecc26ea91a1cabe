import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MAIL_MESSAGES,
  MAIL_PREVIEW_LENGTH,
  type MailItem,
  type MailList,
  type MailListQuery,
  type MailState,
  PERSONAL_LINK_MAIL_KINDS,
  PERSONAL_LINK_PREVIEW,
} from '../../../domain/mail/correos.ts';
import { pageOffset } from '../../../domain/shared/pagination.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../audit-port.ts';
import type { Database } from '../db/client.ts';
import { correos } from '../db/schema/index.ts';
import { Conflict, NotFound } from '../errors.ts';

/** /admin/correos: the outbox, newest first, and a second chance for a failed mail (ADR 087). */
export function createMailAdminService(deps: { db: Database; audit: AuditRecorder; smtpConfigured: boolean }) {
  const { db, audit, smtpConfigured } = deps;
  return {
    async page(query: MailListQuery): Promise<MailList> {
      const where = query.estado ? eq(correos.estado, query.estado) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: correos.id,
            tipo: correos.tipo,
            destinatario: correos.destinatario,
            asunto: correos.asunto,
            vista_previa: sql<string>`left(${correos.texto}, ${MAIL_PREVIEW_LENGTH + 40}::integer)`,
            estado: correos.estado,
            intentos: correos.intentos,
            ultimo_error: correos.ultimoError,
            creado: correos.creado,
            proximo_intento: correos.proximoIntento,
            enviado: correos.enviado,
          })
          .from(correos)
          .where(where)
          .orderBy(desc(correos.id))
          .limit(query.page_size)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(correos).where(where),
      ]);
      const items: MailItem[] = rows.map((row) => ({
        ...row,
        estado: row.estado as MailState,
        vista_previa: PERSONAL_LINK_MAIL_KINDS.includes(row.tipo) ? PERSONAL_LINK_PREVIEW : preview(row.vista_previa),
        creado: row.creado.toISOString(),
        proximo_intento: row.proximo_intento.toISOString(),
        enviado: row.enviado?.toISOString() ?? null,
      }));
      return { items, total: total?.n ?? 0, page: query.page, page_size: query.page_size, smtp_configurado: smtpConfigured };
    },

    /** A `fallido` mail goes back to the queue with its attempts counted anew; audited with its transaction. */
    async retry(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(correos)
          .set({ estado: 'pendiente', intentos: 0, proximoIntento: sql`now()`, bloqueadoHasta: null })
          .where(and(eq(correos.id, id), eq(correos.estado, 'fallido')))
          .returning({ tipo: correos.tipo, destinatario: correos.destinatario });
        if (!row) {
          const [exists] = await tx.select({ id: correos.id }).from(correos).where(eq(correos.id, id));
          throw exists ? Conflict(MAIL_MESSAGES.notFailed) : NotFound(MAIL_MESSAGES.notFound);
        }
        await audit.record(auditEntry(actor, 'correo_reintentado', `Correo ${id} (${row.tipo}) a ${row.destinatario}`), tx);
      });
    },
  };
}

/** The text on one line, cut at a word near MAIL_PREVIEW_LENGTH. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAIL_PREVIEW_LENGTH) return line;
  const cut = line.slice(0, MAIL_PREVIEW_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAIL_PREVIEW_LENGTH - 20))}…`;
}
