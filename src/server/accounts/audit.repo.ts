import { count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../domain/accounts/audit.ts';
import type { Executor } from '../db/client.ts';
import { auditoria, user } from '../db/schema/index.ts';

/** The only Drizzle code of the audit trail. Every function takes the database or a transaction. */

export interface AuditRow {
  accion: AuditAction;
  usuarioId?: string | null | undefined;
  usuario?: string | null | undefined;
  actorId?: string | null | undefined;
  direccion?: string | null | undefined;
  detalle?: string | null | undefined;
}

export async function insertAudit(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditoria).values({
    accion: row.accion,
    usuarioId: row.usuarioId ?? null,
    usuario: row.usuario ?? null,
    actorId: row.actorId ?? null,
    direccion: row.direccion ?? null,
    detalle: row.detalle ?? null,
  });
}

const actor = alias(user, 'actor');

/**
 * One page, newest first. `usuario` matches the name typed at sign-in (any case) or the account
 * whose username or e-mail it is, so failures typed either way show up under the account.
 */
export async function listAudit(db: Executor, { page, pageSize, usuario }: { page: number; pageSize: number; usuario?: string | undefined }) {
  const needle = usuario?.toLowerCase();
  const where = needle
    ? or(
        sql`lower(${auditoria.usuario}) = ${needle}`,
        sql`${auditoria.usuarioId} in (select ${user.id} from ${user} where ${user.username} = ${needle} or lower(${user.email}) = ${needle})`,
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        accion: auditoria.accion,
        usuario_id: auditoria.usuarioId,
        usuario: auditoria.usuario,
        actor: actor.username,
        direccion: auditoria.direccion,
        detalle: auditoria.detalle,
        created_at: auditoria.createdAt,
      })
      .from(auditoria)
      .leftJoin(actor, eq(actor.id, auditoria.actorId))
      .where(where)
      .orderBy(desc(auditoria.createdAt), desc(auditoria.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditoria).where(where),
  ]);
  return { items: rows, total: totals?.n ?? 0 };
}
