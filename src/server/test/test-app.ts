import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { Role } from '../../domain/shared/roles.ts';
import { buildApp } from '../app.ts';
import { createUsersService } from '../areas/accounts/users.service.ts';
import { loadConfig } from '../platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db/client.ts';
import { createCopyOfTemplate } from './databases.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'Prueba-Segura-2026';
/** Who acts when a test calls a service directly (an account id no row has, a documentation address). */
export const TEST_ACTOR = { id: '00000000-0000-4000-8000-0000000000a1', direccion: '192.0.2.1' } as const;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** Creates an account holding `roles` and returns its session cookie. */
  signInAs(roles: Role[], username?: string): Promise<string>;
  /** inject() with the trusted Origin and, when given, a session cookie. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh app on a fresh database (a copy of the run's template): PGlite, or PostgreSQL with DATABASE_URL. */
export async function createTestApp(env: Record<string, string> = {}, configure?: (app: FastifyInstance) => void): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcela-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const copy = databaseUrl ? await createCopyOfTemplate(databaseUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    WEB_DIR: join(dataDir, 'no-web'),
    DEMO: '0',
    ...(copy ? { DATABASE_URL: copy.url } : {}),
    ...env,
  });
  const database = copy
    ? await openDatabase({ databaseUrl: copy.url, migrate: false })
    : await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]), migrate: false });
  const app = await buildApp({ config, database });
  configure?.(app);
  await app.ready();
  const users = createUsersService({ db: database.db, auth: app.auth });
  let counter = 0;

  const request: TestApp['request'] = ({ cookie, headers, ...options }) =>
    app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } });

  return {
    app,
    database,
    dataDir,
    request,
    async signInAs(roles, username) {
      const name = username ?? `u${Date.now().toString(36)}${counter++}`;
      await users.add({ username: name, email: `${name}@prueba.example`, password: TEST_PASSWORD, roles });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        headers: { origin: TEST_ORIGIN },
        // A distinct client address per sign-in keeps the tests clear of the login rate limit.
        remoteAddress: `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
        payload: { username: name, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    },
    async close() {
      await app.close();
      await database.close();
      await copy?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
