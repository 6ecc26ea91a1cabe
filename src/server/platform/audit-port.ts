import type { FastifyRequest } from 'fastify';
import { type AuditAction, auditDetail } from '../../domain/accounts/audit.ts';
import type { Executor } from './db/client.ts';

/**
 * The audit trail as the areas see it (ADR 005). An area never imports `accounts`, so its
 * service declares this port in its deps and app.ts passes the accounts' audit service in — the
 * shape of auth's `AuthEventRecorder` and the upload screen's `RejectionAudit`, shared here because
 * several areas need it.
 */

/** Who did a staff action and from where: the account and `request.ip` (the full address TRUST_PROXY lets Fastify derive). */
export interface AuditActor {
  id: string;
  direccion: string;
}

/** One business action: its code, who and from where, and a short detail (what item, before → after; never a secret). */
export interface BusinessAuditEntry {
  accion: AuditAction;
  actorId: string;
  direccion: string;
  detalle: string;
}

export interface AuditRecorder {
  /** Pass the change's transaction to write the row with it (both or neither). */
  record(entry: BusinessAuditEntry, tx?: Executor): Promise<unknown>;
}

/** The signed-in staff member of a request (guaranteed by the route's access rule) and their address. */
export async function auditActor(request: FastifyRequest): Promise<AuditActor> {
  const user = await request.requireUser();
  return { id: user.id, direccion: request.ip };
}

/** The row of `accion` by `actor` with `detalle` cut to one line of AUDIT_DETAIL_MAX characters. */
export function auditEntry(actor: AuditActor, accion: AuditAction, detalle: string): BusinessAuditEntry {
  return { accion, actorId: actor.id, direccion: actor.direccion, detalle: auditDetail(detalle) };
}
