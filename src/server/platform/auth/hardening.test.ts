import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersService } from '../../areas/accounts/users.service.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { auditoria, session, user } from '../db/schema/index.ts';
import { AUTH_PATHS_IN_USE, SESSION_ABSOLUTE_MAX_MS } from './auth.ts';
import { COMMON_PASSWORD_MESSAGE } from './password-policy.ts';

/** ADR 005 and 006: the auth endpoints obey the app's rules. */
let t: TestApp;
const STRONG = 'Lapicera-Verde-Nube-41';

beforeAll(async () => {
  t = await createTestApp();
  const users = createUsersService({ db: t.database.db, auth: t.app.auth });
  await users.add({ username: 'objetivo', email: 'objetivo@prueba.example', password: TEST_PASSWORD, roles: ['admin'] });
  await users.add({ username: 'atacante', email: 'atacante@prueba.example', password: TEST_PASSWORD, roles: ['usuario'] });
});
afterAll(() => t.close());

const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const signIn = (payload: Record<string, unknown>, ip: string) => t.request({ method: 'POST', url: '/api/auth/sign-in/username', payload, remoteAddress: ip });

describe('sign-in limits that hold (point 3)', () => {
  it('a success on the attacker’s own account does not reset the guesses at another account', async () => {
    const target: number[] = [];
    let blocked: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 6; i++) {
      const guess = await signIn({ username: 'objetivo', password: `Adivinanza-${i}-2026` }, '10.7.7.7');
      target.push(guess.statusCode);
      if (guess.statusCode === 429) blocked = guess;
      const own = await signIn({ username: 'atacante', password: TEST_PASSWORD }, '10.7.7.7');
      expect(own.statusCode).toBe(200);
    }
    expect(target).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(60);
    expect(blocked?.json().error.message).toBe('Demasiados intentos de inicio de sesión. Probá de nuevo en 15 minutos.');
    // Another address, even the right password: the account waits out its window.
    expect((await signIn({ username: 'objetivo', password: TEST_PASSWORD }, '10.7.7.8')).statusCode).toBe(429);
    // The e-mail spelling of the same account shares its counter.
    const byEmail = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'OBJETIVO@prueba.example', password: TEST_PASSWORD },
      remoteAddress: '10.7.7.9',
    });
    expect(byEmail.statusCode).toBe(429);
  });

  it('answers an unknown account exactly like an existing one', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i++) {
      const guess = await signIn({ username: 'no.existe', password: `Adivinanza-${i}-2026` }, `10.8.8.${i + 1}`);
      statuses.push(guess.statusCode);
      last = guess.body;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(JSON.parse(last)).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
  });

  it('a success on the account itself clears its own counter', async () => {
    await createUsersService({ db: t.database.db, auth: t.app.auth }).add({
      username: 'olvidadiza',
      email: 'olvidadiza@prueba.example',
      password: TEST_PASSWORD,
      roles: ['usuario'],
    });
    for (let i = 0; i < 4; i++) expect((await signIn({ username: 'olvidadiza', password: `Equivocada-${i}-2026` }, `10.9.1.${i + 1}`)).statusCode).toBe(401);
    expect((await signIn({ username: 'olvidadiza', password: TEST_PASSWORD }, '10.9.1.9')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn({ username: 'olvidadiza', password: `Equivocada-${i}-2026` }, `10.9.2.${i + 1}`)).statusCode).toBe(401);
  });

  it('is-username-available is not served', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/is-username-available', payload: { username: 'objetivo' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('TRUST_PROXY=<the proxy’s address> (point 3)', () => {
  let proxied: TestApp;
  const warnings: unknown[][] = [];
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '10.0.0.2' }, (app) => {
      // Record what the bridge logs as a warning (the test app's logger is silent).
      app.addHook('onRequest', async (request) => {
        request.log = Object.assign(Object.create(request.log), { warn: (...args: unknown[]) => warnings.push(args) });
      });
    });
  });
  afterAll(() => proxied.close());

  const guess = (forwardedFor: string) =>
    proxied.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `alguien${Math.random()}@prueba.example`, password: 'Adivinanza-2026' },
    });

  it('limits by the right-most X-Forwarded-For hop: a client-written left-most value cannot dodge it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await guess(`203.0.113.${i}, 198.51.100.7`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy has its own count.
    expect((await guess('198.51.100.7, 198.51.100.8')).statusCode).toBe(401);
    const rows = await proxied.database.db.select({ direccion: auditoria.direccion }).from(auditoria);
    expect(new Set(rows.map((r) => r.direccion))).toEqual(new Set(['198.51.100.7', '198.51.100.8']));
    // The limit is logged with its key and the address, never the password.
    expect(warnings).toEqual([[{ limite: 'direccion', clave: 'ip:198.51.100.7', direccion: '198.51.100.7' }, 'inicio de sesión limitado']]);
    expect(JSON.stringify(warnings)).not.toContain('Adivinanza');
  });
});

describe('one absolute session lifetime (point 4)', () => {
  it('a 31-day-old session is refused by the library’s own endpoints and deleted', async () => {
    const cookie = await t.signInAs(['admin'], 'antigua');
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'antigua'));
    if (!row) throw new Error('user missing');
    expect((await t.request({ method: 'GET', url: '/api/auth/get-session', cookie })).json()).not.toBeNull();
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MAX_MS - 24 * 3600_000) })
      .where(eq(session.userId, row.id));
    const current = await t.request({ method: 'GET', url: '/api/auth/get-session', cookie });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toBeNull();
    expect((await t.request({ method: 'POST', url: '/api/auth/update-user', cookie, payload: { name: 'Otra' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/list-sessions', cookie })).statusCode).toBe(401);
    expect(await t.database.db.select().from(session).where(eq(session.userId, row.id))).toHaveLength(0);
  });
});

describe('auth endpoints obey the app’s rules (point 5)', () => {
  it('serves only the endpoints the product uses: admin/*, impersonation and the rest answer 404', async () => {
    const admin = await t.signInAs(['admin']);
    const inUse = new Set<string>(AUTH_PATHS_IN_USE);
    const paths = (Object.values(t.app.auth.api) as Array<{ path?: string }>).map((e) => e.path).filter((p): p is string => !!p && !inUse.has(p));
    expect(paths).toEqual(
      expect.arrayContaining(['/admin/impersonate-user', '/admin/set-role', '/admin/ban-user', '/admin/create-user', '/admin/set-user-password']),
    );
    for (const path of paths) {
      const url = `/api/auth${path.replace(/:\w+/g, 'x')}`;
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.request({ method, url, cookie: admin, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('update-user takes a valid name only: null, NUL, 200 kB or any image answer 400', async () => {
    const cookie = await t.signInAs(['usuario'], 'renombrada');
    for (const payload of [
      { name: null },
      { name: 'Ana\u0000' },
      { name: 'a'.repeat(200_000) },
      { name: 'Ana', image: 'https://evil.example/x.png' },
      {},
      [],
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/update-user', cookie, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().error.message).toMatch(/[áéíóúñ]|nombre|campos|caracteres/i);
    }
    const ok = await t.request({ method: 'POST', url: '/api/auth/update-user', cookie, payload: { name: 'Ana Renombrada' } });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.username, 'renombrada'));
    expect(row).toEqual({ name: 'Ana Renombrada', image: null });
  });

  it('change-password applies the policy and ends every other session of the account', async () => {
    await createUsersService({ db: t.database.db, auth: t.app.auth }).add({
      username: 'cambiante',
      email: 'cambiante@prueba.example',
      password: TEST_PASSWORD,
      roles: ['crm'],
    });
    const first = cookieOf(await signIn({ username: 'cambiante', password: TEST_PASSWORD }, '10.6.6.1'));
    const second = cookieOf(await signIn({ username: 'cambiante', password: TEST_PASSWORD }, '10.6.6.2'));
    for (const weak of ['aaaaaaaaaa', 'Password1234', 'Cambiante2026!']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/change-password',
        cookie: first,
        payload: { currentPassword: TEST_PASSWORD, newPassword: weak },
      });
      expect(response.statusCode, weak).toBe(400);
    }
    const changed = await t.request({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: first,
      payload: { currentPassword: TEST_PASSWORD, newPassword: STRONG, revokeOtherSessions: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain('"token"');
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: second })).json().user).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: cookieOf(changed) })).json().user).toMatchObject({ username: 'cambiante' });
  });

  it('sign-up applies the same policy', async () => {
    for (const password of ['Password1234', 'Parcela2026!']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.4.5.6',
        payload: { name: 'Nueva', email: 'nueva2@prueba.example', password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
    }
  });

  it('get-session and list-sessions never show the session token', async () => {
    const cookie = await t.signInAs(['crm']);
    const current = await t.request({ method: 'GET', url: '/api/auth/get-session', cookie });
    const sessions = await t.request({ method: 'GET', url: '/api/auth/list-sessions', cookie });
    expect(current.json().session.id).toBeTruthy();
    expect(sessions.json()).toHaveLength(1);
    for (const response of [current, sessions]) expect(response.body).not.toContain('"token"');
  });
});

describe('guards before validation (point 11)', () => {
  it('anonymous and wrong-role callers get 401/403 before their body is validated or parsed', async () => {
    expect((await t.request({ method: 'POST', url: '/api/admin/localidades', payload: {} })).statusCode).toBe(401);
    const malformed = await t.request({
      method: 'POST',
      url: '/api/admin/localidades',
      headers: { 'content-type': 'application/json' },
      payload: '{"nombre":',
    });
    expect(malformed.statusCode).toBe(401);
    const crm = await t.signInAs(['crm']);
    expect((await t.request({ method: 'POST', url: '/api/admin/localidades', cookie: crm, payload: {} })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/localidades', cookie: crm, headers: { 'content-type': 'application/json' }, payload: '{' }))
        .statusCode,
    ).toBe(403);
    const admin = await t.signInAs(['admin']);
    expect((await t.request({ method: 'POST', url: '/api/admin/localidades', cookie: admin, payload: {} })).statusCode).toBe(400);
  });
});

describe('the auth library’s error page', () => {
  it('is one fixed Spanish page that never repeats the address’s text', async () => {
    const hostile = encodeURIComponent('<img src=x onerror=alert(1)>Tu cuenta fue suspendida, llamá al 0800');
    const response = await t.request({ method: 'GET', url: `/api/auth/error?error=${hostile}&error_description=${hostile}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('No se pudo iniciar sesión');
    expect(response.body).not.toMatch(/onerror|suspendida|0800/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
