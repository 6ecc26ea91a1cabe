import { randomBytes } from 'node:crypto';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { USERNAME_PATTERN } from '../../domain/shared/passwords.ts';
import { parseRoles, type Role, serializeRoles } from '../../domain/shared/roles.ts';
import { type AuditContext, CONSOLE_CONTEXT, createAuditService } from '../accounts/audit.service.ts';
import type { Database } from '../db/client.ts';
import { account, session, user } from '../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { Auth } from './auth.ts';
import { type PasswordContext, passwordProblem } from './password-policy.ts';

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

/**
 * Every change is written to the audit trail with `ctx` (who and from where); the shell command
 * passes nothing and is recorded as the console.
 */
export function createUserService(auth: Auth, db: Database) {
  const audit = createAuditService(db);

  async function hash(password: string, context: PasswordContext): Promise<string> {
    const weakness = passwordProblem(password, context);
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
      const passwordHash = await hash(input.password, input);
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

    async setPassword(username: string, password: string, ctx: AuditContext = CONSOLE_CONTEXT): Promise<void> {
      const row = await findByUsername(username);
      const passwordHash = await hash(password, row);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(account)
          .set({ password: passwordHash, updatedAt: new Date() })
          .where(eq(account.userId, row.id))
          .returning({ id: account.id });
        if (updated.length === 0) await tx.insert(account).values({ userId: row.id, accountId: row.id, providerId: 'credential', password: passwordHash });
        // A new password ends every open session of that account.
        await tx.delete(session).where(eq(session.userId, row.id));
        await audit.record(
          { accion: 'restablecimiento_contrasena', usuarioId: row.id, usuario: row.username, actorId: ctx.actorId, direccion: ctx.direccion, detalle: ctx.via },
          tx,
        );
      });
    },

    async setRoles(username: string, roles: Role[], ctx: AuditContext = CONSOLE_CONTEXT): Promise<void> {
      const row = await findByUsername(username);
      await this.setRolesById(row.id, roles, ctx);
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

    async setRolesById(id: string, roles: Role[], ctx: AuditContext = CONSOLE_CONTEXT): Promise<AccountSummary> {
      if (roles.length === 0) throw Invalid('Indicá al menos un rol.');
      const before = await findById(id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(user)
          .set({ role: serializeRoles(roles), updatedAt: new Date() })
          .where(eq(user.id, id))
          .returning();
        if (!row) throw NotFound('El usuario no existe');
        const detalle = `${parseRoles(before.role).join(', ') || 'sin roles'} → ${roles.join(', ')} (${ctx.via})`;
        await audit.record({ accion: 'cambio_roles', usuarioId: id, usuario: row.username, actorId: ctx.actorId, direccion: ctx.direccion, detalle }, tx);
        return summarize(row);
      });
    },

    async setPasswordById(id: string, password: string, ctx: AuditContext = CONSOLE_CONTEXT): Promise<void> {
      const row = await findById(id);
      if (!row.username) throw Invalid('La cuenta no tiene usuario.');
      await this.setPassword(row.username, password, ctx);
    },

    /**
     * Deactivation bans the account (the auth library then refuses its sign-in and our session
     * resolver ignores it) and ends every open session at once; reactivation lifts the ban.
     */
    async setActive(id: string, active: boolean, ctx: AuditContext = CONSOLE_CONTEXT): Promise<AccountSummary> {
      await findById(id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(user)
          .set({ banned: !active, banReason: active ? null : 'Desactivada desde /admin/usuarios', banExpires: null, updatedAt: new Date() })
          .where(eq(user.id, id))
          .returning();
        if (!row) throw NotFound('El usuario no existe');
        if (!active) await tx.delete(session).where(eq(session.userId, id));
        await audit.record(
          {
            accion: active ? 'cuenta_activada' : 'cuenta_desactivada',
            usuarioId: id,
            usuario: row.username,
            actorId: ctx.actorId,
            direccion: ctx.direccion,
            detalle: ctx.via,
          },
          tx,
        );
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

/** A random password that passes the policy (printed once for the bootstrap admin): 128 bits. */
export function randomPassword(): string {
  return randomBytes(16).toString('base64url');
}
