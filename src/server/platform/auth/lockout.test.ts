import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersService } from '../../areas/accounts/users.service.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { auditoria } from '../db/schema/index.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

/**
 * Strangers cannot lock the owner out (device cookies, device-cookie.ts): the account's shared
 * counter locks unknown browsers only; admins unlock from /admin/usuarios or the shell.
 */
let t: TestApp;
let adminCookie: string;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const users = createUsersService({ db: t.database.db, auth: t.app.auth });
  ownerId = (await users.add({ username: 'duena', email: 'duena@prueba.example', password: TEST_PASSWORD, roles: ['fondo'] })).id;
  adminCookie = await t.signInAs(['admin'], 'jefa');
});
afterAll(() => t.close());

let n = 0;
const nextAddress = () => `10.60.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const signIn = (password: string, cookie?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    payload: { username: 'duena', password },
    remoteAddress: nextAddress(),
    ...(cookie ? { cookie } : {}),
  });
const deviceOf = (response: { cookies: Array<{ name: string; value: string; path?: string; httpOnly?: boolean; maxAge?: number }> }) =>
  response.cookies.find((c) => c.name === DEVICE_COOKIE);

async function lockOut() {
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await signIn(`Adivinanza-${i}-2026`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
}

describe('sign-in lockout that never locks out the owner', () => {
  let device = '';

  it('a successful sign-in leaves a signed, httpOnly device cookie for the auth routes only', async () => {
    const response = await signIn(TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = deviceOf(response);
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);
    device = `${DEVICE_COOKIE}=${cookie?.value}`;
  });

  it('strangers lock the account for unknown browsers; the owner’s browser still signs in', async () => {
    await lockOut();
    // An unknown browser, right password: refused until the window ends.
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(429);
    // A forged cookie, or one of another account, is an unknown browser.
    expect((await signIn(TEST_PASSWORD, `${DEVICE_COOKIE}=${device.split('=')[1]?.replace(/.$/, 'x')}`)).statusCode).toBe(429);
    const other = deviceOf(
      await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        payload: { username: 'jefa', password: TEST_PASSWORD },
        remoteAddress: nextAddress(),
      }),
    );
    expect((await signIn(TEST_PASSWORD, `${DEVICE_COOKIE}=${other?.value}`)).statusCode).toBe(429);
    // The owner's browser: in, and its success lifts the lock for everyone.
    expect((await signIn(TEST_PASSWORD, device)).statusCode).toBe(200);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('the owner’s browser has five attempts of its own', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn(`Olvido-${i}-2026`, device)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // Its guesses did not lock the account for other browsers.
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lockouts are audited and shown in /admin/usuarios; an admin unlocks, audited', async () => {
    await lockOut();
    const blocked = await t.database.db.select().from(auditoria).where(eq(auditoria.accion, 'inicio_sesion_bloqueado'));
    expect(blocked.some((row) => row.usuarioId === ownerId)).toBe(true);

    const list = await t.request({ method: 'GET', url: '/api/admin/usuarios?q=duena', cookie: adminCookie });
    const listed = list.json().items.find((u: { id: string }) => u.id === ownerId);
    expect(Date.parse(listed.bloqueada_hasta)).toBeGreaterThan(Date.now() + 14 * 60_000);

    const unlock = () => t.request({ method: 'POST', url: `/api/admin/usuarios/${ownerId}/desbloquear`, cookie: adminCookie });
    const unlocked = await unlock();
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ id: ownerId, bloqueada_hasta: null });
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(auditoria).where(eq(auditoria.accion, 'cuenta_desbloqueada'));
    expect(row).toMatchObject({ usuarioId: ownerId, usuario: 'duena', direccion: '127.0.0.1' });
    expect(row?.actorId).toBeTruthy();
    // Nothing to unlock now.
    expect((await unlock()).json()).toEqual({ error: { code: 'VALIDATION', message: 'La cuenta no está bloqueada.' } });
  });

  it('only admins unlock', async () => {
    const fondo = await t.signInAs(['fondo']);
    const tried = [
      await t.request({ method: 'POST', url: `/api/admin/usuarios/${ownerId}/desbloquear` }),
      await t.request({ method: 'POST', url: `/api/admin/usuarios/${ownerId}/desbloquear`, cookie: fondo }),
      await t.request({ method: 'POST', url: '/api/admin/usuarios/no-es-un-id/desbloquear', cookie: adminCookie }),
      await t.request({ method: 'POST', url: '/api/admin/usuarios/00000000-0000-4000-8000-000000000000/desbloquear', cookie: adminCookie }),
    ];
    expect(tried.map((r) => r.statusCode)).toEqual([401, 403, 400, 404]);
  });

  it('the shell unlocks by username (npm run users -- unlock)', async () => {
    await lockOut();
    const users = createUsersService({ db: t.database.db, auth: t.app.auth });
    await users.unlockByUsername('duena');
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
  });
});
