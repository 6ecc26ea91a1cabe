import { randomBytes } from 'node:crypto';
import { asc, eq, or } from 'drizzle-orm';
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
