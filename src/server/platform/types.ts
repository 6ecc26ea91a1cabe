import type { ErrorCode } from '../../domain/shared/api-error.ts';
import type { Role } from '../../domain/shared/roles.ts';
import type { AuditRecorder } from './audit-port.ts';
import type { Auth } from './auth/auth.ts';
import type { SessionUser } from './auth/session.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { MailDigest } from './mail/digest.ts';
import type { MailWorker } from './mail/worker.ts';
import type { UploadScreen } from './scan/upload-screen.ts';
import type { Storage } from './storage/storage.ts';

/**
 * Who may call a route. Every /api route declares one (checked at start-up):
 * 'public', 'signed-in' (any account) or the roles allowed (admin always is).
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: 'pglite' | 'postgres';
    auth: Auth;
    storage: Storage;
    /** The last check of every uploaded file before it is stored (ADR 083). */
    uploads: UploadScreen;
    /** The accounts' audit trail, for the areas' services to record staff actions (audit-port.ts). */
    audit: AuditRecorder;
    /** The mail outbox's sender (ADR 087); undefined without SMTP_URL. Tests call start() themselves. */
    mailWorker: MailWorker | undefined;
    /** The morning digest (ADR 093); its scheduler runs it every minute outside tests, which call run() on a fixed clock. */
    mailDigest: MailDigest;
  }
  interface FastifyRequest {
    /** The signed-in user's id once `sessionUser()` resolved one (for the access log), else null. */
    userId: string | null;
    /** The signed-in user of this request (resolved once), or null. */
    sessionUser(): Promise<SessionUser | null>;
    /** The signed-in user, guaranteed by the route's access rule. Throws 401 when absent. */
    requireUser(): Promise<SessionUser>;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Specific codes for validation failures, by the domain message of the first issue (e.g.
     * VALUATION_MESSAGES.incomplete → VALUATION_INCOMPLETE); VALIDATION otherwise.
     */
    validationCodes?: Readonly<Record<string, ErrorCode>>;
  }
}
