import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/shared/roles.ts';
import type { TestApp } from './test-app.ts';

export interface RouteCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
}

/** Who may call the routes: roles (admin always may, auth.plugin.ts), or any account with a session. */
export type Allowed = readonly Role[] | 'signed-in';

/** A body no route's schema accepts (strict bodies refuse unknown keys, platform/plugins/strict-bodies.ts). */
const REFUSED_BODY = { fuera_del_esquema: true };
const withBody = (method: RouteCall['method']) => method !== 'GET' && method !== 'DELETE';
/** A distinct client address per call keeps the matrix clear of the routes' rate limits and of the file's other tests. */
const anyAddress = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

/** One account per role and app, shared by every matrix of a test file (a sign-in hashes a password: seconds on a busy machine). */
const sessions = new WeakMap<TestApp, Map<Role, string>>();
async function roleSessions(t: TestApp): Promise<Map<Role, string>> {
  const cookies = sessions.get(t) ?? new Map<Role, string>();
  sessions.set(t, cookies);
  for (const role of ROLES) if (!cookies.has(role)) cookies.set(role, await t.signInAs([role]));
  return cookies;
}

/**
 * The access matrix of `routes` (architecture.md, "Every /api route declares config.access"):
 * 401 without a session, 403 to every role not allowed, and the allowed roles get past the guard.
 * Every call with a body sends one that fails validation, so the 401/403 prove the guard runs
 * before the body is parsed, and the allowed roles' calls (400, 404, 415…) change no data.
 * OpenAPI must say the same in `x-roles`.
 */
export function describeRoleMatrix(app: () => TestApp, routes: RouteCall[], { allowed }: { allowed: Allowed }): void {
  const allowedRoles = allowed === 'signed-in' ? [...ROLES] : ROLES.filter((r) => r === 'admin' || allowed.includes(r));
  const deniedRoles = ROLES.filter((r) => !allowedRoles.includes(r));
  const label = allowed === 'signed-in' ? 'any session' : allowedRoles.join(', ');

  describe(`access (${label})`, () => {
    let cookies = new Map<Role, string>();
    beforeAll(async () => {
      cookies = await roleSessions(app());
    });
    const call = (route: RouteCall, role?: Role) =>
      app().request({
        method: route.method,
        url: route.url,
        remoteAddress: anyAddress(),
        ...(withBody(route.method) ? { payload: REFUSED_BODY } : {}),
        ...(role ? { cookie: cookies.get(role) } : {}),
      });

    it.each(routes)('$method $url answers 401 without a session', async (route) => {
      const response = await call(route);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    });

    if (deniedRoles.length > 0) {
      it.each(routes)(`$method $url answers 403 to ${deniedRoles.join(', ')}`, async (route) => {
        for (const role of deniedRoles) {
          const response = await call(route, role);
          expect(response.statusCode, role).toBe(403);
          expect(response.json().error.code, role).toBe('FORBIDDEN');
        }
      });
    }

    it.each(routes)(`$method $url lets ${label} past the guard`, async (route) => {
      for (const role of allowedRoles) {
        const response = await call(route, role);
        expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(500);
      }
    });

    it('is documented with the same roles in OpenAPI', async () => {
      const doc = (await app().request({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
      };
      for (const route of routes) {
        const documented = documentedPath(Object.keys(doc.paths), route);
        const roles = documented ? doc.paths[documented]?.[route.method.toLowerCase()]?.['x-roles'] : undefined;
        expect(roles, `${route.method} ${route.url}`).toEqual(
          allowed === 'signed-in' ? ['cualquier usuario con sesión'] : ['admin', ...allowed.filter((r) => r !== 'admin')],
        );
      }
    });
  });
}

/** The OpenAPI path a URL was routed to: the template that matches it with the fewest parameters (a static segment wins). */
function documentedPath(paths: string[], route: RouteCall): string | undefined {
  const url = route.url.split('?')[0] ?? '';
  return paths
    .filter((path) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url))
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}
