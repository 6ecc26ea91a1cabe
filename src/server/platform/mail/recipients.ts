import { and, asc } from 'drizzle-orm';
import { BRAND } from '../../../domain/brand.ts';
import { parseRoles, type Role } from '../../../domain/shared/roles.ts';
import { activeAccount, holdsAnyRole } from '../auth/account-roles.ts';
import type { Executor } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { isMailbox } from './outbox.ts';

/**
 * The addresses an alert goes to: every active account holding one of `roles`, plus every
 * admin, each once (roles are stored comma-separated, roles.ts). Accounts without a real address
 * are skipped: the bootstrap admin and the demo accounts get `<name>@parcela.local` (BRAND.emailDomain),
 * a placeholder no mail reaches. Read with the caller's transaction, beside the write the alert announces.
 */
export async function staffRecipients(db: Executor, roles: readonly Role[]): Promise<Array<{ id: string; email: string; name: string }>> {
  const wanted = [...new Set<Role>(['admin', ...roles])];
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(and(holdsAnyRole(wanted), activeAccount))
    .orderBy(asc(user.email));
  return rows.filter((row) => isRealAddress(row.email));
}

const placeholder = `@${BRAND.emailDomain}`;
const isRealAddress = (email: string) => isMailbox(email) && !email.toLowerCase().endsWith(placeholder);

/** Every active account holding one of `roles` with a real address, with its roles (the morning digest's readers). */
export async function accountsWithRoles(db: Executor, roles: readonly Role[]): Promise<Array<{ id: string; email: string; roles: Role[] }>> {
  const rows = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(and(holdsAnyRole(roles), activeAccount))
    .orderBy(asc(user.email));
  return rows.filter((row) => isRealAddress(row.email)).map((row) => ({ id: row.id, email: row.email, roles: parseRoles(row.role) }));
}
