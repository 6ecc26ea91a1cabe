import { eq } from 'drizzle-orm';
import type { SessionUser as AccountOfSession } from '../../../domain/accounts/session-user.ts';
import { parseRoles } from '../../../domain/shared/roles.ts';
import type { Database } from '../db/client.ts';
import { session } from '../db/schema/index.ts';
import { type Auth, SESSION_ABSOLUTE_MAX_MS } from './auth.ts';

/** The account of a request's session (the shape GET /api/me shows) plus the session's own id. */
export type SessionUser = AccountOfSession & { sessionId: string };

/**
 * Resolves the session of a request. Sessions older than the absolute maximum are deleted
 * here, so no route (and no later get-session call) sees them again.
 */
export async function resolveSession(auth: Auth, db: Database, headers: Headers): Promise<SessionUser | null> {
  const result = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!result) return null;
  const { user, session: current } = result;
  if (Date.now() - new Date(current.createdAt).getTime() > SESSION_ABSOLUTE_MAX_MS) {
    await db.delete(session).where(eq(session.id, current.id));
    return null;
  }
  if ((user as { banned?: boolean | null }).banned) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: (user as { username?: string | null }).username ?? null,
    roles: parseRoles((user as { role?: string | null }).role),
    email_verified: user.emailVerified,
    sessionId: current.id,
  };
}
