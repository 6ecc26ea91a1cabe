import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createUsersService } from '../../areas/accounts/users.service.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('logs requests without passwords, cookies or session tokens', async () => {
  const chunks: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c.toString()));
  const app = await buildApp({ config: { ...t.app.config, logLevel: 'info' }, database: t.database, logStream: stream });
  try {
    await createUsersService({ db: t.database.db, auth: app.auth }).add({
      username: 'registrada',
      email: 'registrada@prueba.example',
      password: 'Secreto-Unico-2026',
      roles: ['crm'],
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      headers: { origin: TEST_ORIGIN },
      payload: { username: 'registrada', password: 'Secreto-Unico-2026' },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.cookies[0]?.value ?? '';
    await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `${signIn.cookies[0]?.name}=${token}` } });
    const log = chunks.join('');
    expect(log).toContain('/api/auth/sign-in/username');
    expect(log).not.toContain('Secreto-Unico-2026');
    expect(token.length).toBeGreaterThan(10);
    expect(log).not.toContain(token.split('.')[0]);
  } finally {
    await app.close();
  }
});
