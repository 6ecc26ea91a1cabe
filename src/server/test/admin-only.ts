import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/shared/roles.ts';
import type { TestApp } from './test-app.ts';

export interface RouteCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/** The access matrix of admin-only routes: 401 without a session, 403 to every other role, before any validation. */
export function describeAdminOnly(app: () => TestApp, routes: RouteCall[]): void {
  describe('access (admin only)', () => {
    const others = ROLES.filter((r): r is Exclude<Role, 'admin'> => r !== 'admin');
    const cookies = new Map<Role, string>();
    beforeAll(async () => {
      for (const role of others) cookies.set(role, await app().signInAs([role]));
    });

    it.each(routes)('$method $url answers 401 without a session', async (route) => {
      const response = await app().request(route);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    });

    it.each(routes)('$method $url answers 403 to every role but admin', async (route) => {
      for (const role of others) {
        const response = await app().request({ ...route, cookie: cookies.get(role) });
        expect(response.statusCode, role).toBe(403);
        expect(response.json().error.code, role).toBe('FORBIDDEN');
      }
    });

    it('is documented as admin-only in OpenAPI', async () => {
      const doc = (await app().request({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
      };
      for (const route of routes) {
        const path =
          route.url
            .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}')
            .replace(/\/configuracion\/\w+$/, '/configuracion/{clave}')
            .split('?')[0] ?? '';
        expect(doc.paths[path]?.[route.method.toLowerCase()]?.['x-roles'], `${route.method} ${path}`).toEqual(['admin']);
      }
    });
  });
}
