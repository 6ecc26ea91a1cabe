import { randomBytes } from 'node:crypto';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { passwordWeakness, USERNAME_PATTERN } from '../../domain/shared/passwords.ts';
import { parseRoles, type Role, serializeRoles } from '../../domain/shared/roles.ts';
import type { Database } from '../db/client.ts';
import { account, session, user } from '../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { Auth } from './auth.ts';

/** Account management shared by the shell command (npm run users) and /admin/usuarios. */
export interface NewAccount {
  username: string;
  email: string;
  password: string;
  roles: Role[];
  name?: string;
}

export interface AccountSummary {
  id: string;
  username: string | null;
  email: string;
  name: string;
  roles: Role[];
  active: boolean;
  createdAt: Date;
}

export function createUserService(auth: Auth, db: Database) {
  async function hash(password: string): Promise<string> {
    const weakness = passwordWeakness(password);
    if (weakness) throw Invalid(weakness);
    const ctx = await auth.$context;
    return ctx.password.hash(password);
  }

  async function findByUsername(username: string) {
    const [row] = await db.select().from(user).where(eq(user.username, username.toLowerCase())).limit(1);
    if (!row) throw NotFound(`No existe el usuario ${username}.`);
    return row;
  }

  async function findById(id: string) {
    const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
    if (!row) throw NotFound('El usuario no existe');
    return row;
  }

  return {
    async add(input: NewAccount): Promise<AccountSummary> {
      if (!USERNAME_PATTERN.test(input.username)) throw Invalid('El usuario debe tener de 3 a 30 caracteres: letras, números, punto o guion bajo.');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw Invalid('Email inválido');
      if (input.roles.length === 0) throw Invalid('Indicá al menos un rol.');
      const passwordHash = await hash(input.password);
      const username = input.username.toLowerCase();
      const email = input.email.toLowerCase();
      const [existing] = await db
        .select({ id: user.id })
        .from(user)
        .where(or(eq(user.username, username), eq(user.email, email)))
        .limit(1);
      if (existing) throw Conflict('Ya existe una cuenta con ese usuario o email.');
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(user)
          .values({
            name: input.name ?? input.username,
            email,
            username,
            displayUsername: input.username,
            role: serializeRoles(input.roles),
            emailVerified: true,
          })
          .returning();
        if (!row) throw new Error('insert user returned nothing');
        await tx.insert(account).values({ userId: row.id, accountId: row.id, providerId: 'credential', password: passwordHash });
        return row;
      });
      return summarize(created);
    },

    async setPassword(username: string, password: string): Promise<void> {
      const row = await findByUsername(username);
      const passwordHash = await hash(password);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(account)
          .set({ password: passwordHash, updatedAt: new Date() })
          .where(eq(account.userId, row.id))
          .returning({ id: account.id });
        if (updated.length === 0) await tx.insert(account).values({ userId: row.id, accountId: row.id, providerId: 'credential', password: passwordHash });
        // A new password ends every open session of that account.
        await tx.delete(session).where(eq(session.userId, row.id));
      });
    },

    async setRoles(username: string, roles: Role[]): Promise<void> {
      if (roles.length === 0) throw Invalid('Indicá al menos un rol.');
      const row = await findByUsername(username);
      await db
        .update(user)
        .set({ role: serializeRoles(roles), updatedAt: new Date() })
        .where(eq(user.id, row.id));
    },

    /** One page of accounts by username, optionally filtered by username, name or e-mail. */
    async listPage({ page, pageSize, q }: { page: number; pageSize: number; q?: string | undefined }): Promise<{ items: AccountSummary[]; total: number }> {
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = pattern ? or(ilike(user.username, pattern), ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(user)
          .where(where)
          .orderBy(asc(user.username), asc(user.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(user).where(where),
      ]);
      return { items: rows.map(summarize), total: totals?.n ?? 0 };
    },

    async getById(id: string): Promise<AccountSummary> {
      return summarize(await findById(id));
    },

    async setRolesById(id: string, roles: Role[]): Promise<AccountSummary> {
      if (roles.length === 0) throw Invalid('Indicá al menos un rol.');
      await findById(id);
      const [row] = await db
        .update(user)
        .set({ role: serializeRoles(roles), updatedAt: new Date() })
        .where(eq(user.id, id))
        .returning();
      if (!row) throw NotFound('El usuario no existe');
      return summarize(row);
    },

    async setPasswordById(id: string, password: string): Promise<void> {
      const row = await findById(id);
      if (!row.username) throw Invalid('La cuenta no tiene usuario.');
      await this.setPassword(row.username, password);
    },

    /**
     * Deactivation bans the account (the auth library then refuses its sign-in and our session
     * resolver ignores it) and ends every open session at once; reactivation lifts the ban.
     */
    async setActive(id: string, active: boolean): Promise<AccountSummary> {
      await findById(id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(user)
          .set({ banned: !active, banReason: active ? null : 'Desactivada desde /admin/usuarios', banExpires: null, updatedAt: new Date() })
          .where(eq(user.id, id))
          .returning();
        if (!row) throw NotFound('El usuario no existe');
        if (!active) await tx.delete(session).where(eq(session.userId, id));
        return summarize(row);
      });
    },

    async list(): Promise<AccountSummary[]> {
      const rows = await db.select().from(user).orderBy(asc(user.username)).limit(1000);
      return rows.map(summarize);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

function summarize(row: typeof user.$inferSelect): AccountSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    roles: parseRoles(row.role),
    active: !row.banned,
    createdAt: row.createdAt,
  };
}

/** A random password that passes the policy (printed once for the bootstrap admin). */
export function randomPassword(): string {
  return `${randomBytes(12).toString('base64url')}-Aa1`;
}
