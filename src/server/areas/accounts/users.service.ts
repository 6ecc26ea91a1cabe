import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, type UsuarioAdmin, type UsuarioCreate } from '../../../domain/accounts/users.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import type { PaginationQuery } from '../../../domain/shared/pagination.ts';
import { USERNAME_PATTERN } from '../../../domain/shared/passwords.ts';
import { parseRoles, type Role } from '../../../domain/shared/roles.ts';
import type { Auth } from '../../platform/auth/auth.ts';
import { accountLimit, clearLoginAttempts, lockedAccounts } from '../../platform/auth/login-guard.ts';
import { type PasswordContext, passwordProblem } from '../../platform/auth/password-policy.ts';
import type { SessionUser } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { type AuditContext, type AuditService, CONSOLE_CONTEXT, createAuditService } from './audit.service.ts';
import * as repo from './users.repo.ts';

/** Account management shared by the shell command (npm run users), the seed and /admin/usuarios. */
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

/** What /api/admin/usuarios answers per account. */
const toUsuarioAdmin = (a: AccountSummary, lockedUntil: Date | undefined): UsuarioAdmin => ({
  id: a.id,
  username: a.username,
  name: a.name,
  email: a.email,
  roles: a.roles,
  activo: a.active,
  created_at: a.createdAt.toISOString(),
  bloqueada_hasta: lockedUntil?.toISOString() ?? null,
});

/**
 * Every change is written to the audit trail with `ctx` (who and from where); the shell command
 * passes nothing and is recorded as the console. The `admin*` use cases are /admin/usuarios':
 * they add the rules about oneself and answer the API's shapes.
 */
export function createUsersService(deps: { db: Database; auth: Auth; audit?: AuditService }) {
  const { db, auth } = deps;
  const audit = deps.audit ?? createAuditService({ db });

  async function hash(password: string, context: PasswordContext): Promise<string> {
    const weakness = passwordProblem(password, context);
    if (weakness) throw Invalid(weakness, { code: ERROR_CODES.weakPassword, field: 'password' });
    const ctx = await auth.$context;
    return ctx.password.hash(password);
  }

  async function byUsername(username: string) {
    const row = await repo.findByUsername(db, username);
    if (!row) throw NotFound(`No existe el usuario ${username}.`);
    return row;
  }

  async function byId(id: string) {
    const row = await repo.findById(db, id);
    if (!row) throw NotFound(ACCOUNT_MESSAGES.userNotFound);
    return row;
  }

  const adminView = async (a: AccountSummary) => toUsuarioAdmin(a, (await lockedAccounts(db, [a.email])).get(a.email));

  // Every change from /admin/usuarios is audited with the admin who made it and their address.
  const viaAdmin = (actor: SessionUser, direccion: string): AuditContext => ({ actorId: actor.id, direccion, via: 'desde /admin/usuarios' });

  const service = {
    async add(input: NewAccount, ctx: AuditContext = CONSOLE_CONTEXT): Promise<AccountSummary> {
      if (!USERNAME_PATTERN.test(input.username)) throw Invalid(ACCOUNT_MESSAGES.usernameFormat, { field: 'username' });
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw Invalid(ACCOUNT_MESSAGES.emailInvalid, { field: 'email' });
      if (input.roles.length === 0) throw Invalid(ACCOUNT_MESSAGES.roleRequired, { field: 'roles' });
      const passwordHash = await hash(input.password, input);
      const username = input.username.toLowerCase();
      const email = input.email.toLowerCase();
      if (await repo.existsWithUsernameOrEmail(db, username, email)) throw Conflict(ACCOUNT_MESSAGES.duplicate, { code: ERROR_CODES.duplicateAccount });
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertWithCredential(tx, {
          name: input.name ?? input.username,
          email,
          username,
          displayUsername: input.username,
          roles: input.roles,
          passwordHash,
        });
        await audit.record(
          {
            accion: 'cuenta_creada',
            usuarioId: row.id,
            usuario: row.username,
            actorId: ctx.actorId,
            direccion: ctx.direccion,
            detalle: `${email}, roles ${input.roles.join(', ')} (${ctx.via})`,
          },
          tx,
        );
        return row;
      });
      return summarize(created);
    },

    async setPassword(username: string, password: string, ctx: AuditContext = CONSOLE_CONTEXT): Promise<void> {
      const row = await byUsername(username);
      const passwordHash = await hash(password, row);
      await db.transaction(async (tx) => {
        await repo.setCredentialPassword(tx, row.id, passwordHash);
        // A new password ends every open session of that account.
        await repo.deleteSessions(tx, row.id);
        await audit.record(
          { accion: 'restablecimiento_contrasena', usuarioId: row.id, usuario: row.username, actorId: ctx.actorId, direccion: ctx.direccion, detalle: ctx.via },
          tx,
        );
      });
    },

    async setRoles(username: string, roles: Role[], ctx: AuditContext = CONSOLE_CONTEXT): Promise<void> {
      const row = await byUsername(username);
      await service.setRolesById(row.id, roles, ctx);
    },

    /** One page of accounts by username, optionally filtered by username, name or e-mail. */
    async listPage({ page, pageSize, q }: { page: number; pageSize: number; q?: string | undefined }): Promise<{ items: AccountSummary[]; total: number }> {
      const { rows, total } = await repo.listPage(db, { limit: pageSize, offset: (page - 1) * pageSize, pattern: q ? containsPattern(q) : undefined });
      return { items: rows.map(summarize), total };
    },

    async getById(id: string): Promise<AccountSummary> {
      return summarize(await byId(id));
    },

    async setRolesById(id: string, roles: Role[], ctx: AuditContext = CONSOLE_CONTEXT): Promise<AccountSummary> {
      if (roles.length === 0) throw Invalid(ACCOUNT_MESSAGES.roleRequired, { field: 'roles' });
      const before = await byId(id);
      return db.transaction(async (tx) => {
        const row = await repo.setRoles(tx, id, roles);
        if (!row) throw NotFound(ACCOUNT_MESSAGES.userNotFound);
        const detalle = `${parseRoles(before.role).join(', ') || 'sin roles'} → ${roles.join(', ')} (${ctx.via})`;
        await audit.record({ accion: 'cambio_roles', usuarioId: id, usuario: row.username, actorId: ctx.actorId, direccion: ctx.direccion, detalle }, tx);
        return summarize(row);
      });
    },

    async setPasswordById(id: string, password: string, ctx: AuditContext = CONSOLE_CONTEXT): Promise<void> {
      const row = await byId(id);
      if (!row.username) throw Invalid(ACCOUNT_MESSAGES.noUsername);
      await service.setPassword(row.username, password, ctx);
    },

    /**
     * Deactivation bans the account (the auth library then refuses its sign-in and our session
     * resolver ignores it) and ends every open session at once; reactivation lifts the ban.
     */
    async setActive(id: string, active: boolean, ctx: AuditContext = CONSOLE_CONTEXT): Promise<AccountSummary> {
      await byId(id);
      return db.transaction(async (tx) => {
        const row = await repo.setBanned(tx, id, !active, active ? null : 'Desactivada desde /admin/usuarios');
        if (!row) throw NotFound(ACCOUNT_MESSAGES.userNotFound);
        if (!active) await repo.deleteSessions(tx, id);
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

    /**
     * Lifts a lockout of the account's shared sign-in counter (too many failed attempts from
     * browsers it never signed in from); audited. Unlocking an account that is not locked is a 400.
     */
    async unlock(id: string, ctx: AuditContext = CONSOLE_CONTEXT): Promise<AccountSummary> {
      const row = await byId(id);
      const until = (await lockedAccounts(db, [row.email])).get(row.email);
      if (!until) throw Invalid(ACCOUNT_MESSAGES.notLocked);
      await clearLoginAttempts(db, accountLimit(row.email));
      await audit.record({
        accion: 'cuenta_desbloqueada',
        usuarioId: row.id,
        usuario: row.username,
        actorId: ctx.actorId,
        direccion: ctx.direccion,
        detalle: `bloqueada hasta ${until.toISOString()} (${ctx.via})`,
      });
      return summarize(row);
    },

    async unlockByUsername(username: string): Promise<AccountSummary> {
      return service.unlock((await byUsername(username)).id);
    },

    async list(): Promise<AccountSummary[]> {
      return (await repo.listAll(db, 1000)).map(summarize);
    },

    // /admin/usuarios -----------------------------------------------------------------------
    async adminPage(query: PaginationQuery & { q?: string | undefined }) {
      const { items, total } = await service.listPage({ page: query.page, pageSize: query.page_size, q: query.q });
      const locked = await lockedAccounts(
        db,
        items.map((a) => a.email),
      );
      return { items: items.map((a) => toUsuarioAdmin(a, locked.get(a.email))), total, page: query.page, page_size: query.page_size };
    },

    adminCreate: async (actor: SessionUser, body: UsuarioCreate, direccion: string) => adminView(await service.add(body, viaAdmin(actor, direccion))),

    async adminSetRoles(actor: SessionUser, id: string, roles: Role[], direccion: string) {
      if (actor.id === id && !roles.includes('admin')) throw Invalid(ACCOUNT_MESSAGES.ownAdminRole, { code: ERROR_CODES.ownAccount, field: 'roles' });
      return adminView(await service.setRolesById(id, roles, viaAdmin(actor, direccion)));
    },

    adminSetPassword: (actor: SessionUser, id: string, password: string, direccion: string) =>
      service.setPasswordById(id, password, viaAdmin(actor, direccion)),

    async adminSetActive(actor: SessionUser, id: string, active: boolean, direccion: string) {
      if (actor.id === id && !active) throw Invalid(ACCOUNT_MESSAGES.ownDeactivation, { code: ERROR_CODES.ownAccount, field: 'activo' });
      return adminView(await service.setActive(id, active, viaAdmin(actor, direccion)));
    },

    adminUnlock: async (actor: SessionUser, id: string, direccion: string) => adminView(await service.unlock(id, viaAdmin(actor, direccion))),
  };
  return service;
}

export type UsersService = ReturnType<typeof createUsersService>;

function summarize(row: repo.UserRow): AccountSummary {
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
