import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES, GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';
import { passwordWeakness } from '../../domain/shared/passwords.ts';
import { hasAnyRole, ROLES } from '../../domain/shared/roles.ts';
import { Forbidden, Invalid, TooManyRequests, Unauthorized } from '../errors.ts';
import type { Access } from '../types.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { clearLoginAttempts, consumeLoginAttempt } from './login-guard.ts';
import { resolveSession, type SessionUser } from './session.ts';

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/username']);

/** Spanish messages for the auth library's error codes; wrong user and wrong password read the same. */
const AUTH_ERRORS: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos' },
  INVALID_USERNAME_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos' },
  INVALID_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos' },
  USER_NOT_FOUND: { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos' },
  BANNED_USER: { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos' },
  USER_ALREADY_EXISTS: { code: 'USER_EXISTS', message: 'Ya existe una cuenta con ese email.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'USER_EXISTS', message: 'Ya existe una cuenta con ese email.' },
  USERNAME_IS_ALREADY_TAKEN: { code: 'USER_EXISTS', message: 'Ese nombre de usuario ya está en uso.' },
  INVALID_EMAIL: { code: ERROR_CODES.validation, message: 'Email inválido' },
  PASSWORD_TOO_SHORT: { code: ERROR_CODES.validation, message: 'La contraseña es demasiado corta.' },
  PASSWORD_TOO_LONG: { code: ERROR_CODES.validation, message: 'La contraseña es demasiado larga.' },
  INVALID_ORIGIN: { code: ERROR_CODES.forbidden, message: GENERIC_MESSAGES.foreignOrigin },
};

const meResponse = z.object({
  user: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      username: z.string().nullable(),
      roles: z.array(z.enum(ROLES)),
    })
    .nullable(),
  google: z.boolean(),
});

/**
 * Authentication for every area: the auth library mounted at /api/auth/*, the session
 * resolver on each request, and the access rule each route declares (installed on route).
 */
export function registerAuth(app: FastifyInstance): void {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveSession(app.auth, app.db, webHeaders(this));
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
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`La ruta ${route.method} ${route.url} no declara config.access`);
    if (access === 'public') return;
    const guard = accessGuard(access);
    route.preHandler = route.preHandler ? [guard, ...(Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler])] : [guard];
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
    handler: (request, reply) => forwardToAuth(app, request, reply),
  });

  app.get(
    '/api/me',
    {
      config: { access: 'public' },
      schema: { tags: ['sesión'], summary: 'Usuario de la sesión actual (o null)', response: { 200: meResponse } },
    },
    async (request) => {
      const user = await request.sessionUser();
      return {
        user: user && { id: user.id, name: user.name, email: user.email, username: user.username, roles: user.roles },
        google: Boolean(app.config.google),
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
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

async function forwardToAuth(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const isSignIn = request.method === 'POST' && SIGN_IN_PATHS.has(path);
  if (isSignIn) {
    const attempt = await consumeLoginAttempt(app.db, request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfter));
      throw TooManyRequests();
    }
  }
  if (request.method === 'POST' && path === '/api/auth/sign-up/email') {
    const password = (request.body as { password?: unknown } | undefined)?.password;
    const weakness = typeof password === 'string' ? passwordWeakness(password) : 'La contraseña es obligatoria.';
    if (weakness) throw Invalid(weakness);
  }

  const response = await app.auth.handler(
    new Request(new URL(request.url, app.config.publicUrl), {
      method: request.method,
      headers: webHeaders(request),
      body: request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined,
    }),
  );
  if (isSignIn && response.ok) await clearLoginAttempts(app.db, request.ip);

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);

  const text = await response.text();
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
    return reply.send({ error: mapped });
  }
  // The session travels only in the httpOnly cookie: drop the token the library echoes in the body.
  if (text.startsWith('{') && text.includes('"token"')) {
    const body = JSON.parse(text) as Record<string, unknown>;
    delete body.token;
    return reply.send(body);
  }
  return reply.send(text);
}
