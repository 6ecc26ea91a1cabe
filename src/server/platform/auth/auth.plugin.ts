import { fromNodeHeaders } from 'better-auth/node';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RESET_REQUESTED_MESSAGE } from '../../../domain/accounts/account-links.ts';
import type { AuditAction } from '../../../domain/accounts/audit.ts';
import {
  changePasswordBody,
  requestPasswordResetBody,
  resetPasswordBody,
  sendVerificationEmailBody,
  signInEmailBody,
  signInSocialBody,
  signInUsernameBody,
  signOutBody,
  signUpEmailBody,
  updateUserBody,
  verifyEmailQuery,
} from '../../../domain/accounts/auth-requests.ts';
import { meResponseSchema } from '../../../domain/accounts/session-user.ts';
import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/accounts/sign-in-messages.ts';
import { BRAND } from '../../../domain/brand.ts';
import { ERROR_CODES, GENERIC_MESSAGES } from '../../../domain/shared/api-error.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { user as userTable } from '../db/schema/index.ts';
import { Forbidden, Invalid, NotFound, TooManyRequests, Unauthorized } from '../errors.ts';
import { clientKey } from '../plugins/client-key.ts';
import type { Access } from '../types.ts';
import { AUTH_PATHS_IN_USE, CLIENT_IP_HEADER } from './auth.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, trustedDevice, withDevice } from './device-cookie.ts';
import {
  accountLimit,
  addressLimit,
  clearLoginAttempts,
  consumeLoginAttempt,
  deviceLimit,
  type LoginLimit,
  resetAskAccountLimit,
  resetAskAddressLimit,
  resetAttemptLimit,
  tooManyMailsMessage,
  tooManySignInsMessage,
  verificationResendLimit,
} from './login-guard.ts';
import { passwordProblem } from './password-policy.ts';
import { resolveSession, type SessionUser } from './session.ts';

const AUTH_BASE = '/api/auth';

/**
 * What the bridge lets through to the library: path → method and the body rule (app schemas,
 * Spanish messages). Anything else answers 404 here, before the library sees it.
 */
const AUTH_ROUTES: Record<string, { method: 'GET' | 'POST'; body?: z.ZodType; query?: z.ZodType }> = {
  '/sign-in/email': { method: 'POST', body: signInEmailBody },
  '/sign-in/username': { method: 'POST', body: signInUsernameBody },
  '/sign-in/social': { method: 'POST', body: signInSocialBody },
  '/callback/google': { method: 'GET' },
  '/sign-up/email': { method: 'POST', body: signUpEmailBody },
  '/sign-out': { method: 'POST', body: signOutBody },
  '/get-session': { method: 'GET' },
  '/list-sessions': { method: 'GET' },
  '/update-user': { method: 'POST', body: updateUserBody },
  '/change-password': { method: 'POST', body: changePasswordBody },
  '/request-password-reset': { method: 'POST', body: requestPasswordResetBody },
  '/reset-password': { method: 'POST', body: resetPasswordBody },
  '/send-verification-email': { method: 'POST', body: sendVerificationEmailBody },
  '/verify-email': { method: 'GET', query: verifyEmailQuery },
  '/error': { method: 'GET' },
};
// Every path above must be one the library keeps enabled (auth.ts).
for (const path of Object.keys(AUTH_ROUTES)) {
  const pattern = path.replace('/google', '/:id');
  if (!(AUTH_PATHS_IN_USE as readonly string[]).includes(pattern)) throw new Error(`${path} falta en AUTH_PATHS_IN_USE`);
}

/**
 * Where the library sends a browser when a sign-in with Google fails: one fixed Spanish page that
 * never repeats what the address carried (a reflected-text vector in the library's own page).
 */
const AUTH_ERROR_PAGE = `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>No se pudo iniciar sesión · ${BRAND.name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c2b25;line-height:1.5}a{color:#14532d}</style></head>
<body><main><h1>No se pudo iniciar sesión</h1>
<p>El inicio de sesión no se completó. Volvé a intentarlo; si el problema sigue, escribinos.</p>
<p><a href="/propiedades/acceso">Volver a Iniciar sesión</a> · <a href="/">Ir al inicio</a></p></main></body></html>`;

const LINK_INVALID_MESSAGE = 'El enlace no es válido, ya se usó o venció. Pedí uno nuevo.';
const ALREADY_VERIFIED_MESSAGE = 'Tu dirección de e-mail ya está confirmada.';
/**
 * Asking for a reset link takes at least this long, whether an account exists (a mail is rendered
 * and stored) or not (nothing is): the time of the answer tells nothing either (ADR 092).
 */
const RESET_ASK_MIN_MS = 300;

/** Spanish messages for the auth library's error codes; wrong user and wrong password read the same. */
const AUTH_ERRORS: Record<string, { code: string; message: string; status?: number }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE },
  INVALID_USERNAME_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE },
  INVALID_PASSWORD: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE },
  USER_NOT_FOUND: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE },
  BANNED_USER: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE },
  USER_ALREADY_EXISTS: { code: 'USER_EXISTS', message: 'Ya existe una cuenta con ese email.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'USER_EXISTS', message: 'Ya existe una cuenta con ese email.' },
  USERNAME_IS_ALREADY_TAKEN: { code: 'USER_EXISTS', message: 'Ese nombre de usuario ya está en uso.' },
  INVALID_EMAIL: { code: ERROR_CODES.validation, message: 'Email inválido' },
  PASSWORD_TOO_SHORT: { code: ERROR_CODES.validation, message: 'La contraseña es demasiado corta.' },
  PASSWORD_TOO_LONG: { code: ERROR_CODES.validation, message: 'La contraseña es demasiado larga.' },
  INVALID_ORIGIN: { code: ERROR_CODES.forbidden, message: GENERIC_MESSAGES.foreignOrigin },
  // The reset and address-check links (the library answers 400 or 401; the web offers a new link).
  INVALID_TOKEN: { code: ERROR_CODES.linkInvalid, message: LINK_INVALID_MESSAGE, status: 400 },
  TOKEN_EXPIRED: { code: ERROR_CODES.linkInvalid, message: LINK_INVALID_MESSAGE, status: 400 },
  EMAIL_ALREADY_VERIFIED: { code: ERROR_CODES.emailAlreadyVerified, message: ALREADY_VERIFIED_MESSAGE, status: 400 },
};

/** One sign-in, sign-out or password change, as the audit trail keeps it. */
export interface AuthEvent {
  accion: Extract<
    AuditAction,
    | 'inicio_sesion'
    | 'inicio_sesion_fallido'
    | 'inicio_sesion_bloqueado'
    | 'cierre_sesion'
    | 'cambio_contrasena'
    | 'restablecimiento_pedido'
    | 'clave_restablecida'
    | 'email_confirmado'
  >;
  usuarioId?: string | null | undefined;
  usuario: string;
  actorId?: string | undefined;
  direccion: string;
  detalle?: string | undefined;
}

/**
 * Where auth records what happens at its door. Auth is infrastructure and knows no area: app.ts
 * passes the accounts' audit trail in.
 */
export interface AuthEventRecorder {
  record(event: AuthEvent): Promise<unknown>;
}

/**
 * Authentication for every area: the auth library mounted at /api/auth/*, the session
 * resolver on each request, and the access rule each route declares (installed on route).
 */
export function registerAuth(app: FastifyInstance, { audit }: { audit: AuthEventRecorder }): void {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveSession(app.auth, app.db, webHeaders(this)).then((user) => {
        this.userId = user?.id ?? null;
        return user;
      });
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw Unauthorized();
    return user;
  });

  // Every /api route must say who may call it; the guard and the OpenAPI notes follow from it.
  // The guard runs onRequest, before the body is parsed or validated: a caller without the
  // right gets 401/403 and learns nothing about the route's fields.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`La ruta ${route.method} ${route.url} no declara config.access`);
    if (access === 'public') return;
    const guard = accessGuard(access);
    route.onRequest = route.onRequest ? [guard, ...(Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest])] : [guard];
    route.schema ??= {};
    const schema = route.schema as Record<string, unknown>;
    schema.security = [{ sessionCookie: [] }];
    schema['x-roles'] = access === 'signed-in' ? ['cualquier usuario con sesión'] : ['admin', ...access.filter((r) => r !== 'admin')];
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: (request, reply) => forwardToAuth(app, audit, request, reply),
  });

  app.get(
    '/api/me',
    {
      config: { access: 'public' },
      schema: { tags: ['sesión'], summary: 'Usuario de la sesión actual (o null)', response: { 200: meResponseSchema } },
    },
    async (request) => {
      const user = await request.sessionUser();
      return {
        user: user && { id: user.id, name: user.name, email: user.email, username: user.username, roles: user.roles, email_verified: user.email_verified },
        google: Boolean(app.config.google),
        demo_accounts: app.config.demoAccounts,
      };
    },
  );
}

function accessGuard(access: Exclude<Access, 'public'>) {
  return async (request: FastifyRequest) => {
    const user = await request.sessionUser();
    if (!user) throw Unauthorized();
    if (access !== 'signed-in' && !hasAnyRole(user.roles, access)) throw Forbidden();
  };
}

function webHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  // Only our own value of the client address reaches the auth library (never the client's).
  // An IPv6 client by its /64 (client-key.ts), as every other limit counts it.
  headers.set(CLIENT_IP_HEADER, clientKey(request.ip));
  return headers;
}

/** Checks a body against the app's schema; the first issue's Spanish message answers 400. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw Invalid(result.error.issues[0]?.message);
  return result.data;
}

/** The session travels only in the httpOnly cookie: drop every `token` the library echoes (session.token, list-sessions…). */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'token')
        .map(([key, inner]) => [key, withoutTokens(inner)]),
    );
  }
  return value;
}

async function forwardToAuth(app: FastifyInstance, audit: AuthEventRecorder, request: FastifyRequest, reply: FastifyReply) {
  const path = (request.url.split('?')[0] ?? '').slice(AUTH_BASE.length);
  const route = AUTH_ROUTES[path];
  if (!route || route.method !== request.method) throw NotFound();
  // The library's own error page writes the query's text into HTML; ours says one fixed thing.
  if (path === '/error') return reply.status(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(AUTH_ERROR_PAGE);

  // The absolute session lifetime holds here too, not only on the app's routes: resolving the
  // session deletes one past the maximum, so the library then sees no session at all.
  const current = await request.sessionUser();

  let body = route.body ? parseBody(route.body, request.body) : undefined;
  const query = route.query ? parseBody(route.query, request.query) : undefined;
  let deviceCookie: string | undefined;
  let signIn: Awaited<ReturnType<typeof checkSignInLimits>> | undefined;
  /** The account a reset, a reset request or an address check is about (null: none has that address). */
  let about: LinkAccount | null = null;
  const started = performance.now();

  if (path === '/sign-in/email' || path === '/sign-in/username') {
    const typed = (body as { email?: string; username?: string }).email ?? (body as { username: string }).username;
    signIn = await checkSignInLimits(app, audit, request, reply, typed);
  } else if (path === '/sign-up/email') {
    const { password, email, name } = body as z.infer<typeof signUpEmailBody>;
    const problem = passwordProblem(password, { email, name });
    if (problem) throw Invalid(problem);
  } else if (path === '/change-password') {
    if (!current) throw Unauthorized();
    const problem = passwordProblem((body as z.infer<typeof changePasswordBody>).newPassword, current);
    if (problem) throw Invalid(problem);
    // Every password change ends the account's other sessions.
    body = { ...(body as object), revokeOtherSessions: true };
  } else if (path === '/request-password-reset') {
    const { email } = body as z.infer<typeof requestPasswordResetBody>;
    about = await accountByEmail(app, email);
    // Keyed on what was typed, account or not: a 429 says nothing about whether it exists.
    await consumeMailLimits(request, reply, app, [resetAskAddressLimit(clientKey(request.ip)), resetAskAccountLimit(email)]);
  } else if (path === '/reset-password') {
    const { token, newPassword } = body as z.infer<typeof resetPasswordBody>;
    await consumeMailLimits(request, reply, app, [resetAttemptLimit(clientKey(request.ip))]);
    about = await resetLinkAccount(app, token);
    if (!about) throw Invalid(LINK_INVALID_MESSAGE, { code: ERROR_CODES.linkInvalid });
    const problem = passwordProblem(newPassword, about);
    if (problem) throw Invalid(problem, { code: ERROR_CODES.weakPassword, field: 'newPassword' });
  } else if (path === '/send-verification-email') {
    if (!current) throw Unauthorized();
    if (current.email_verified) throw Invalid(ALREADY_VERIFIED_MESSAGE, { code: ERROR_CODES.emailAlreadyVerified });
    await consumeMailLimits(request, reply, app, [verificationResendLimit(current.id)]);
    // The session's own address, never one from the body: nobody mails a stranger from here.
    body = { email: current.email };
  } else if (path === '/verify-email') {
    const claimed = verificationClaims((query as z.infer<typeof verifyEmailQuery>).token);
    about = claimed?.userId ? await accountById(app, claimed.userId) : null;
  }

  const response = await app.auth.handler(
    new Request(new URL(request.url, app.config.publicUrl), {
      method: request.method,
      headers: webHeaders(request),
      body: request.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    }),
  );
  const text = await response.text();
  if (path === '/request-password-reset' && response.ok) {
    const wait = RESET_ASK_MIN_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  if (signIn) {
    if (response.ok) {
      // The owner's success also lifts a lockout of the account's shared counter.
      const cleared = signIn.accountEmail ? [...signIn.limits, accountLimit(signIn.accountEmail)] : signIn.limits;
      for (const limit of cleared) await clearLoginAttempts(app.db, limit);
      const signedIn = (JSON.parse(text) as { user?: { id?: string } }).user?.id ?? signIn.accountId;
      if (signedIn) deviceCookie = deviceCookieHeader(app, request, signedIn);
      await audit.record({ accion: 'inicio_sesion', usuarioId: signedIn, usuario: signIn.typed, direccion: request.ip });
    } else {
      await audit.record({ accion: 'inicio_sesion_fallido', usuarioId: signIn.accountId, usuario: signIn.typed, direccion: request.ip });
    }
  } else if (response.ok && current && path === '/sign-out') {
    await audit.record({ accion: 'cierre_sesion', ...accountOnTrail(current, request) });
  } else if (response.ok && current && path === '/change-password') {
    await audit.record({
      accion: 'cambio_contrasena',
      ...accountOnTrail(current, request),
      actorId: current.id,
      detalle: 'por la propia cuenta; se cerraron sus otras sesiones',
    });
  } else if (response.ok && path === '/request-password-reset') {
    const typed = (body as z.infer<typeof requestPasswordResetBody>).email;
    await audit.record({
      accion: 'restablecimiento_pedido',
      usuarioId: about?.id ?? null,
      usuario: typed,
      direccion: request.ip,
      detalle: about ? undefined : 'ninguna cuenta tiene esa dirección',
    });
  } else if (response.ok && about && path === '/reset-password') {
    // The mailbox's owner is back in: the account's shared sign-in counter starts again.
    await clearLoginAttempts(app.db, accountLimit(about.email));
    await audit.record({
      accion: 'clave_restablecida',
      ...accountOnTrail(about, request),
      actorId: about.id,
      detalle: 'con el enlace por e-mail; se cerraron todas sus sesiones',
    });
  } else if (response.ok && about && !about.emailVerified && path === '/verify-email') {
    await audit.record({ accion: 'email_confirmado', ...accountOnTrail(about, request), actorId: about.id });
  }

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (deviceCookie) cookies.push(deviceCookie);
  if (cookies.length) reply.header('set-cookie', cookies);

  if (response.status >= 400) {
    let code = 'AUTH_ERROR';
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? code;
    } catch {
      // not JSON
    }
    const mapped = AUTH_ERRORS[code] ?? {
      code,
      message: response.status === 429 ? GENERIC_MESSAGES.rateLimited : 'No se pudo completar la operación. Revisá los datos e intentá nuevamente.',
    };
    reply.header('content-type', 'application/json; charset=utf-8');
    // A deactivated account answers exactly like a wrong password: nothing tells it exists.
    if (mapped.code === 'INVALID_CREDENTIALS') reply.status(401);
    else if (mapped.status) reply.status(mapped.status);
    return reply.send({ error: { code: mapped.code, message: mapped.message } });
  }
  // The library's English line, whatever the account: ours says the same thing for everyone.
  if (path === '/request-password-reset') return reply.send({ status: true, message: RESET_REQUESTED_MESSAGE });
  if (text.startsWith('{') || text.startsWith('[')) return reply.send(withoutTokens(JSON.parse(text)));
  return reply.send(text);
}

/** This browser's device cookie after a successful sign-in to `accountId` (only sent to the auth routes). */
function deviceCookieHeader(app: FastifyInstance, request: FastifyRequest, accountId: string): string {
  return app.serializeCookie(DEVICE_COOKIE, withDevice(request.cookies[DEVICE_COOKIE], accountId, app.config.authSecret), {
    path: AUTH_BASE,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/**
 * Two limits before a sign-in reaches the library: per client address (Fastify's request.ip,
 * derived from TRUST_PROXY) and per account. The account key is the same whether or not the
 * account exists, and only a success on that account clears it.
 */
async function checkSignInLimits(app: FastifyInstance, audit: AuthEventRecorder, request: FastifyRequest, reply: FastifyReply, typed: string) {
  const lowered = typed.toLowerCase();
  const [account] = await app.db
    .select({ id: userTable.id, email: userTable.email })
    .from(userTable)
    .where(or(eq(userTable.email, lowered), eq(userTable.username, lowered)))
    .limit(1);
  // E-mail and username of one account share one counter; a browser the account signed in from
  // before counts on its own instead (device-cookie.ts), so strangers cannot lock the owner out.
  const device = account ? trustedDevice(request.cookies[DEVICE_COOKIE], account.id, app.config.authSecret) : null;
  const limits = [addressLimit(clientKey(request.ip)), device ? deviceLimit(device) : accountLimit(account?.email ?? lowered)];
  for (const limit of limits) {
    const attempt = await consumeLoginAttempt(app.db, limit);
    if (attempt.allowed) continue;
    request.log.warn({ limite: limit.key.startsWith('ip:') ? 'direccion' : 'cuenta', clave: limit.key, direccion: request.ip }, 'inicio de sesión limitado');
    await audit.record({ accion: 'inicio_sesion_bloqueado', usuarioId: account?.id, usuario: typed, direccion: request.ip, detalle: limit.key });
    reply.header('retry-after', String(attempt.retryAfter));
    throw TooManyRequests(tooManySignInsMessage(attempt.retryAfter));
  }
  return { typed, accountId: account?.id ?? null, accountEmail: account?.email ?? null, limits };
}

/** An account as the reset and address-check paths need it: the policy's context and the audit's names. */
interface LinkAccount {
  id: string;
  email: string;
  name: string;
  username: string | null;
  emailVerified: boolean;
}

const linkAccountColumns = {
  id: userTable.id,
  email: userTable.email,
  name: userTable.name,
  username: userTable.username,
  emailVerified: userTable.emailVerified,
};

/** An account in its own audit line: its id, its username (its e-mail without one) and the client address. */
const accountOnTrail = (account: { id: string; username: string | null; email: string }, request: FastifyRequest) => ({
  usuarioId: account.id,
  usuario: account.username ?? account.email,
  direccion: request.ip,
});

async function accountByEmail(app: FastifyInstance, email: string): Promise<LinkAccount | null> {
  const [row] = await app.db.select(linkAccountColumns).from(userTable).where(eq(userTable.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

async function accountById(app: FastifyInstance, id: string): Promise<LinkAccount | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await app.db.select(linkAccountColumns).from(userTable).where(eq(userTable.id, id)).limit(1);
  return row ?? null;
}

/**
 * The account a reset link is for, while the link is unused and in time; null otherwise. Read
 * through the library (it stores the token hashed, auth.ts), before the library spends it, so the
 * new password can be checked against the account's own words.
 */
async function resetLinkAccount(app: FastifyInstance, token: string): Promise<LinkAccount | null> {
  const context = await app.auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!row || new Date(row.expiresAt).getTime() < Date.now()) return null;
  return accountById(app, row.value);
}

/**
 * Who an address-check link names, read without checking it: only used to audit the account once the
 * library has verified the link (a forged one fails there and nothing is recorded).
 */
function verificationClaims(token: string): { userId?: string } | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { userId?: unknown };
    return typeof payload.userId === 'string' ? { userId: payload.userId } : null;
  } catch {
    return null;
  }
}

/** Counts one mail asked for (or one link spent) against each limit; past one, 429 with Retry-After. */
async function consumeMailLimits(request: FastifyRequest, reply: FastifyReply, app: FastifyInstance, limits: LoginLimit[]): Promise<void> {
  for (const limit of limits) {
    const attempt = await consumeLoginAttempt(app.db, limit);
    if (attempt.allowed) continue;
    request.log.warn({ limite: limit.key.slice(0, limit.key.indexOf(':')), direccion: request.ip }, 'correo de cuenta limitado');
    reply.header('retry-after', String(attempt.retryAfter));
    throw TooManyRequests(tooManyMailsMessage(attempt.retryAfter));
  }
}
