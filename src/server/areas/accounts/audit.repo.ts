import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../../domain/accounts/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { auditoria, user } from '../../platform/db/schema/index.ts';

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

export interface AuditFilter {
  page: number;
  pageSize: number;
  /** A username or e-mail (any case): the account the entry is about, what was typed at sign-in, or who acted. */
  usuario?: string | undefined;
  accion?: AuditAction | undefined;
  /** [from, to): instants (the Buenos Aires days of the query, already converted). */
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * One page, newest first. `usuario` matches the name typed at sign-in (any case), the account
 * whose username or e-mail it is, or the account that acted (a staff member's business actions),
 * so failures typed either way show up under the account. Indexes: (accion, created_at),
 * (actor_id, created_at), (usuario_id, created_at) and created_at (migration 0008).
 */
export async function listAudit(db: Executor, { page, pageSize, usuario, accion, from, to }: AuditFilter) {
  const needle = usuario?.toLowerCase();
  const account = sql`(select ${user.id} from ${user} where ${user.username} = ${needle} or lower(${user.email}) = ${needle})`;
  const conditions: SQL[] = [];
  if (needle) {
    const about = or(sql`lower(${auditoria.usuario}) = ${needle}`, sql`${auditoria.usuarioId} in ${account}`, sql`${auditoria.actorId} in ${account}`);
    if (about) conditions.push(about);
  }
  if (accion) conditions.push(eq(auditoria.accion, accion));
  if (from) conditions.push(gte(auditoria.createdAt, from));
  if (to) conditions.push(lt(auditoria.createdAt, to));
  const where = conditions.length ? and(...conditions) : undefined;
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
