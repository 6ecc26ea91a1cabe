import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { type Role, serializeRoles } from '../../../domain/shared/roles.ts';
import type { Executor } from '../../platform/db/client.ts';
import { account, session, user } from '../../platform/db/schema/index.ts';

/** The only Drizzle code of the accounts. Every function takes the database or a transaction. */
export type UserRow = typeof user.$inferSelect;

export async function findByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.username, username.toLowerCase())).limit(1);
  return row;
}

export async function findById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return row;
}

export async function existsWithUsernameOrEmail(db: Executor, username: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(or(eq(user.username, username), eq(user.email, email)))
    .limit(1);
  return row !== undefined;
}

/** A user row and its credential account (call inside a transaction). */
export async function insertWithCredential(
  db: Executor,
  input: { name: string; email: string; username: string; displayUsername: string; roles: Role[]; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(user)
    .values({
      name: input.name,
      email: input.email,
      username: input.username,
      displayUsername: input.displayUsername,
      role: serializeRoles(input.roles),
      emailVerified: true,
    })
    .returning();
  if (!row) throw new Error('insert user returned nothing');
  await db.insert(account).values({ userId: row.id, accountId: row.id, providerId: 'credential', password: input.passwordHash });
  return row;
}

/** Sets the credential password, creating the credential account when the user has none. */
export async function setCredentialPassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  const updated = await db
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(eq(account.userId, userId))
    .returning({ id: account.id });
  if (updated.length === 0) await db.insert(account).values({ userId, accountId: userId, providerId: 'credential', password: passwordHash });
}

export async function deleteSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

export async function setRoles(db: Executor, id: string, roles: Role[]): Promise<UserRow | undefined> {
  const [row] = await db
    .update(user)
    .set({ role: serializeRoles(roles), updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning();
  return row;
}

/** Deactivation is the auth library's ban (it then refuses the sign-in). */
export async function setBanned(db: Executor, id: string, banned: boolean, reason: string | null): Promise<UserRow | undefined> {
  const [row] = await db.update(user).set({ banned, banReason: reason, banExpires: null, updatedAt: new Date() }).where(eq(user.id, id)).returning();
  return row;
}

/** One page by username; `pattern` is an ILIKE pattern over username, name and e-mail. */
export async function listPage(db: Executor, { limit, offset, pattern }: { limit: number; offset: number; pattern?: string | undefined }) {
  const where = pattern ? or(ilike(user.username, pattern), ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db.select().from(user).where(where).orderBy(asc(user.username), asc(user.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function listAll(db: Executor, limit: number): Promise<UserRow[]> {
  return db.select().from(user).orderBy(asc(user.username)).limit(limit);
}
