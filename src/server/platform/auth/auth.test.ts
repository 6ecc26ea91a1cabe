import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersService } from '../../areas/accounts/users.service.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { session, user } from '../db/schema/index.ts';
import { SESSION_ABSOLUTE_MAX_MS } from './auth.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/prueba/crm', { config: { access: ['crm'] } }, async () => ({ ok: true }));
    app.post('/api/prueba/publica', { config: { access: 'public' } }, async () => ({ ok: true }));
  });
  await createUsersService({ db: t.database.db, auth: t.app.auth }).add({
    username: 'Marta.Lopez',
    email: 'marta@prueba.example',
    password: TEST_PASSWORD,
    roles: ['crm'],
  });
});
afterAll(() => t.close());

const signIn = (path: 'email' | 'username', payload: Record<string, string>, ip = '10.1.1.1') =>
  t.request({ method: 'POST', url: `/api/auth/sign-in/${path}`, payload, remoteAddress: ip });

describe('sign-in', () => {
  it('accepts the e-mail and sets an httpOnly, SameSite=Lax session cookie without exposing the token', async () => {
    const response = await signIn('email', { email: 'marta@prueba.example', password: TEST_PASSWORD }, '10.1.1.2');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name.includes('session_token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(response.json().token).toBeUndefined();
  });

  it('accepts the username, case-insensitively', async () => {
    const response = await signIn('username', { username: 'MARTA.LOPEZ', password: TEST_PASSWORD }, '10.1.1.3');
    expect(response.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
    expect(me.json().user).toMatchObject({ username: 'marta.lopez', roles: ['crm'] });
  });

  it('answers a wrong password and an unknown user with the same 401 body', async () => {
    const wrong = await signIn('username', { username: 'marta.lopez', password: 'Otra-Clave-2026' }, '10.1.1.4');
    const unknown = await signIn('username', { username: 'nadie.existe', password: 'Otra-Clave-2026' }, '10.1.1.5');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos' } });
  });

  it('answers the 4th rapid failed attempt with 429, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.2.2.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-parcela-client-ip': `198.51.100.${i}` },
        payload: { email: 'rapida@prueba.example', password: 'Incorrecta-2026' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('lets concurrent guesses through no more than the limit allows', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => signIn('email', { email: 'concurrente@prueba.example', password: 'Incorrecta-2026' }, '10.3.3.3')),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});

describe('origin and roles', () => {
  it('rejects a state-changing request from a foreign Origin with 403', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/prueba/publica', headers: { origin: 'https://evil.example' }, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    const trusted = await t.request({ method: 'POST', url: '/api/prueba/publica', payload: {} });
    expect(trusted.statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 for a user without the role', async () => {
    expect((await t.request({ method: 'GET', url: '/api/prueba/crm' })).statusCode).toBe(401);
    const fondo = await t.signInAs(['fondo']);
    expect((await t.request({ method: 'GET', url: '/api/prueba/crm', cookie: fondo })).statusCode).toBe(403);
    const crm = await t.signInAs(['crm']);
    expect((await t.request({ method: 'GET', url: '/api/prueba/crm', cookie: crm })).statusCode).toBe(200);
    const admin = await t.signInAs(['admin']);
    expect((await t.request({ method: 'GET', url: '/api/prueba/crm', cookie: admin })).statusCode).toBe(200);
  });

  it('documents the roles of a protected route in OpenAPI', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/prueba/crm'].get).toMatchObject({ security: [{ sessionCookie: [] }], 'x-roles': ['admin', 'crm'] });
    expect(doc.paths['/api/me'].get.security).toBeUndefined();
  });
});

describe('sessions', () => {
  it('sign-out invalidates the session on the server', async () => {
    const cookie = await t.signInAs(['crm']);
    expect((await t.request({ method: 'GET', url: '/api/prueba/crm', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, payload: {} })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/prueba/crm', cookie })).statusCode).toBe(401);
  });

  it('ends a session older than the absolute maximum even though it keeps sliding', async () => {
    const cookie = await t.signInAs(['crm'], 'vieja.sesion');
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'vieja.sesion'));
    if (!row) throw new Error('user missing');
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MAX_MS - 60_000) })
      .where(eq(session.userId, row.id));
    expect((await t.request({ method: 'GET', url: '/api/prueba/crm', cookie })).statusCode).toBe(401);
    expect(await t.database.db.select().from(session).where(eq(session.userId, row.id))).toHaveLength(0);
  });

  /** Each sign-up from its own address: the per-address limit is not what these test. */
  const signUp = (remoteAddress: string, payload: object) => t.request({ method: 'POST', url: '/api/auth/sign-up/email', remoteAddress, payload });

  it('sign-up creates a plain user', async () => {
    const response = await signUp('10.4.4.3', { name: 'Nueva Persona', email: 'nueva@prueba.example', password: 'Registro-Seguro-2026' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.email, 'nueva@prueba.example'));
    expect(row?.role).toBe('usuario');
  });

  it('sign-up cannot grant itself a role', async () => {
    const response = await signUp('10.4.4.4', { name: 'Intrusa', email: 'intrusa@prueba.example', password: 'Registro-Seguro-2026', role: 'admin' });
    expect(response.statusCode).toBe(400);
    const rows = await t.database.db.select({ role: user.role }).from(user).where(eq(user.email, 'intrusa@prueba.example'));
    expect(rows).toEqual([]);
  });

  it('sign-up refuses a weak password with a Spanish message', async () => {
    const response = await signUp('10.4.4.5', { name: 'Débil', email: 'debil@prueba.example', password: 'password12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/contraseña/);
  });
});
