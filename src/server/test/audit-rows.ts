import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../domain/accounts/audit.ts';
import { auditoria, user } from '../platform/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

const actor = alias(user, 'actor');

/** The audit rows of `accion`, oldest first, with the acting account's username (for the areas' audit tests). */
export function auditRows(t: TestApp, accion: AuditAction) {
  return t.database.db
    .select({ actor: actor.username, actorId: auditoria.actorId, direccion: auditoria.direccion, detalle: auditoria.detalle, usuario: auditoria.usuario })
    .from(auditoria)
    .leftJoin(actor, eq(actor.id, auditoria.actorId))
    .where(eq(auditoria.accion, accion))
    .orderBy(asc(auditoria.createdAt), asc(auditoria.id));
}
