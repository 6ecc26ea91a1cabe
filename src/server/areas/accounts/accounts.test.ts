import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, type AuditEntry } from '../../../domain/accounts/audit.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/users.ts';
import { auditoria, user } from '../../platform/db/schema/index.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { createUsersService } from './users.service.ts';

/** Staff accounts (/admin/usuarios) and their audit trail (ADR 022). */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin'], 'jefa');
  await createUsersService({ db: t.database.db, auth: t.app.auth }).add({
    username: 'auditada',
    email: 'auditada@prueba.example',
    password: TEST_PASSWORD,
    roles: ['crm'],
  });
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function signInWith(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
    payload: { username, password },
  });
}
const cookieOf = (response: Awaited<ReturnType<typeof signInWith>>) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const addAccount = (payload: object) => t.request({ method: 'POST', url: '/api/admin/usuarios', payload, cookie: admin });

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/admin/auditoria' },
    { method: 'GET', url: '/api/admin/usuarios' },
    {
      method: 'POST',
      url: '/api/admin/usuarios',
    },
    { method: 'PUT', url: `/api/admin/usuarios/${UNKNOWN_ID}/roles` },
    { method: 'PUT', url: `/api/admin/usuarios/${UNKNOWN_ID}/password` },
    { method: 'PATCH', url: `/api/admin/usuarios/${UNKNOWN_ID}` },
  ],
  { allowed: ['admin'] },
);

const trail = async (query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/admin/auditoria${query}`, cookie: admin });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: AuditEntry[]; total: number; page: number; page_size: number };
};

describe('audit trail', () => {
  it('records sign-in failure and success, sign-out, roles, activation and password resets, newest first', async () => {
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'auditada'));
    if (!row) throw new Error('user missing');
    const signIn = (password: string) =>
      t.request({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: '10.20.30.40', payload: { email: 'Auditada@prueba.example', password } });
    expect((await signIn('Equivocada-2026')).statusCode).toBe(401);
    const ok = await signIn(TEST_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const cookie = ok.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, payload: {} })).statusCode).toBe(200);
    const admin_ = { cookie: admin, remoteAddress: '10.50.50.50' };
    expect((await t.request({ method: 'PUT', url: `/api/admin/usuarios/${row.id}/roles`, payload: { roles: ['crm', 'fondo'] }, ...admin_ })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'PATCH', url: `/api/admin/usuarios/${row.id}`, payload: { activo: false }, ...admin_ })).statusCode).toBe(200);
    expect((await t.request({ method: 'PATCH', url: `/api/admin/usuarios/${row.id}`, payload: { activo: true }, ...admin_ })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'PUT', url: `/api/admin/usuarios/${row.id}/password`, payload: { password: 'Lapicera-Verde-Nube-41' }, ...admin_ }))
        .statusCode,
    ).toBe(204);
    // The shell command (no actor) is recorded too.
    await createUsersService({ db: t.database.db, auth: t.app.auth }).setPassword('auditada', 'Mate-Cocido-Tarde-19');

    const page = await trail('?usuario=auditada');
    expect(page.items.map((e) => e.accion)).toEqual([
      'restablecimiento_contrasena',
      'restablecimiento_contrasena',
      'cuenta_activada',
      'cuenta_desactivada',
      'cambio_roles',
      'cierre_sesion',
      'inicio_sesion',
      'inicio_sesion_fallido',
      'cuenta_creada',
    ]);
    const [cli, reset, , , roles, , success, failure, creation] = page.items;
    expect(creation).toMatchObject({ usuario: 'auditada', actor: null, detalle: 'auditada@prueba.example, roles crm (desde la consola (npm run users))' });
    expect(failure).toMatchObject({ usuario: 'Auditada@prueba.example', usuario_id: row.id, direccion: '10.20.30.40', actor: null });
    expect(success).toMatchObject({ usuario_id: row.id, direccion: '10.20.30.40' });
    expect(roles).toMatchObject({ actor: 'jefa', direccion: '10.50.50.50', detalle: expect.stringContaining('crm → crm, fondo') });
    expect(reset).toMatchObject({ actor: 'jefa', detalle: 'desde /admin/usuarios' });
    expect(cli).toMatchObject({ actor: null, detalle: expect.stringContaining('consola') });
    expect(new Date(failure?.created_at ?? 0).getTime()).toBeLessThanOrEqual(new Date(cli?.created_at ?? 0).getTime());
    // Passwords never reach the trail.
    expect(JSON.stringify(page)).not.toMatch(/Equivocada|Prueba-Segura|Lapicera/);
  });

  it('filters by account, typed by username or e-mail, and paginates', async () => {
    const byEmail = await trail('?usuario=AUDITADA@prueba.example');
    expect(byEmail.total).toBe(9);
    const first = await trail('?usuario=auditada&page=1&page_size=3');
    const second = await trail('?usuario=auditada&page=2&page_size=3');
    expect(first).toMatchObject({ total: 9, page: 1, page_size: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((e) => e.id)).not.toContain(first.items[0]?.id);
    expect((await trail('?usuario=nadie')).items).toEqual([]);
    // An unknown account typed at sign-in is findable by what was typed.
    await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      remoteAddress: '10.20.30.41',
      payload: { username: 'fantasma', password: 'Equivocada-2026' },
    });
    expect((await trail('?usuario=fantasma')).items).toMatchObject([{ accion: 'inicio_sesion_fallido', usuario_id: null }]);
  });

  it('is for admins only, checked before the query is validated', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/auditoria?page=x' })).statusCode).toBe(401);
    const crm = await t.signInAs(['crm']);
    expect((await t.request({ method: 'GET', url: '/api/admin/auditoria', cookie: crm })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/auditoria?usuario=%00', cookie: admin })).statusCode).toBe(400);
  });
});

describe('usuarios', () => {
  const maria = { username: 'maria.crm', name: 'María', email: 'maria@example.com', password: 'Clave-Segura-2026', roles: ['crm'] };

  it('creates a staff account that can sign in; refuses duplicates and weak passwords', async () => {
    const created = await addAccount(maria);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      username: 'maria.crm',
      name: 'María',
      email: 'maria@example.com',
      roles: ['crm'],
      activo: true,
      created_at: expect.any(String),
      bloqueada_hasta: null,
    });
    expect((await signInWith('maria.crm', maria.password)).statusCode).toBe(200);
    const duplicate = await addAccount(maria);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('DUPLICATE_ACCOUNT');
    const weak = await addAccount({ ...maria, username: 'otra', email: 'o@example.com', password: 'corta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'VALIDATION', field: 'password', message: expect.stringMatching(/al menos 12/) });
    const common = await addAccount({ ...maria, username: 'otra', email: 'o@example.com', password: 'Password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({ code: 'WEAK_PASSWORD', field: 'password', message: expect.stringMatching(/demasiado fácil de adivinar/) });
    const list = (await t.request({ method: 'GET', url: '/api/admin/usuarios?q=maria', cookie: admin })).json();
    expect(list).toMatchObject({ total: 1, items: [{ username: 'maria.crm' }] });
    expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
  });

  it('sets roles, resets the password (ending sessions) and deactivates/reactivates', async () => {
    const [row] = (await t.request({ method: 'GET', url: '/api/admin/usuarios?q=maria.crm', cookie: admin })).json().items;
    const session = cookieOf(await signInWith('maria.crm', maria.password));
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: session })).json().user.roles).toEqual(['crm']);

    const roles = await t.request({ method: 'PUT', url: `/api/admin/usuarios/${row.id}/roles`, payload: { roles: ['crm', 'fondo'] }, cookie: admin });
    expect(roles.json().roles).toEqual(['crm', 'fondo']);
    expect((await t.request({ method: 'PUT', url: `/api/admin/usuarios/${row.id}/roles`, payload: { roles: [] }, cookie: admin })).statusCode).toBe(400);

    const reset = await t.request({ method: 'PUT', url: `/api/admin/usuarios/${row.id}/password`, payload: { password: 'Nueva-Clave-2026' }, cookie: admin });
    expect(reset.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: session })).json().user).toBeNull();
    expect((await signInWith('maria.crm', maria.password)).statusCode).toBe(401);
    const fresh = cookieOf(await signInWith('maria.crm', 'Nueva-Clave-2026'));

    const off = await t.request({ method: 'PATCH', url: `/api/admin/usuarios/${row.id}`, payload: { activo: false }, cookie: admin });
    expect(off.json().activo).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: fresh })).json().user).toBeNull();
    const refused = await signInWith('maria.crm', 'Nueva-Clave-2026');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json().error.message).toBe('Usuario o contraseña incorrectos');

    const on = await t.request({ method: 'PATCH', url: `/api/admin/usuarios/${row.id}`, payload: { activo: true }, cookie: admin });
    expect(on.json().activo).toBe(true);
    expect((await signInWith('maria.crm', 'Nueva-Clave-2026')).statusCode).toBe(200);
  });

  it("refuses removing one's own admin role or deactivating oneself", async () => {
    const me = (await t.request({ method: 'GET', url: '/api/me', cookie: admin })).json().user;
    const drop = await t.request({ method: 'PUT', url: `/api/admin/usuarios/${me.id}/roles`, payload: { roles: ['crm'] }, cookie: admin });
    expect(drop.statusCode).toBe(400);
    expect(drop.json().error).toEqual({ code: 'OWN_ACCOUNT', message: 'No podés quitarte tu propio rol de administrador', field: 'roles' });
    const off = await t.request({ method: 'PATCH', url: `/api/admin/usuarios/${me.id}`, payload: { activo: false }, cookie: admin });
    expect(off.json().error).toEqual({ code: 'OWN_ACCOUNT', message: ACCOUNT_MESSAGES.ownDeactivation, field: 'activo' });
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: admin })).json().user.roles).toEqual(['admin']);
    expect((await t.request({ method: 'PUT', url: `/api/admin/usuarios/${UNKNOWN_ID}/roles`, payload: { roles: ['crm'] }, cookie: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('account creation and the trail filters', () => {
  it('records an account created from /admin/usuarios with the admin and the address; a refused creation records nothing', async () => {
    const payload = { username: 'nueva.fondo', name: 'Nueva', email: 'nueva@example.com', password: 'Clave-Segura-2026', roles: ['fondo'] };
    expect((await addAccount({ ...payload, password: 'corta' })).statusCode).toBe(400);
    expect((await trail('?accion=cuenta_creada&usuario=nueva.fondo')).total).toBe(0);
    const created = await t.request({ method: 'POST', url: '/api/admin/usuarios', payload, cookie: admin, remoteAddress: '2001:db8:aa::1' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await trail('?accion=cuenta_creada&usuario=nueva.fondo')).items).toMatchObject([
      {
        usuario: 'nueva.fondo',
        usuario_id: created.json().id,
        actor: 'jefa',
        direccion: '2001:db8:aa::1',
        detalle: 'nueva@example.com, roles fondo (desde /admin/usuarios)',
      },
    ]);
  });

  it('filters by action, by Buenos Aires days and by the account that acted', async () => {
    const signOuts = await trail('?accion=cierre_sesion');
    expect(signOuts.total).toBeGreaterThan(0);
    expect(signOuts.items.every((e) => e.accion === 'cierre_sesion')).toBe(true);
    // A row at 23:30 of 1 March in Buenos Aires (02:30 UTC on the 2nd) belongs to 1 March.
    await t.database.db.insert(auditoria).values([
      {
        accion: 'configuracion_modificada',
        actorId: (await idOf('jefa')) ?? null,
        direccion: '203.0.113.1',
        detalle: 'a',
        createdAt: new Date('2026-03-02T02:30:00Z'),
      },
      { accion: 'configuracion_modificada', actorId: null, detalle: 'b', createdAt: new Date('2026-03-02T03:30:00Z') },
    ]);
    expect((await trail('?desde=2026-03-01&hasta=2026-03-01')).items.map((e) => e.detalle)).toEqual(['a']);
    expect((await trail('?desde=2026-03-02&hasta=2026-03-02')).items.map((e) => e.detalle)).toEqual(['b']);
    expect((await trail('?accion=configuracion_modificada&desde=2026-03-01&hasta=2026-03-31')).total).toBe(2);
    expect((await trail('?accion=cierre_sesion&desde=2026-03-01&hasta=2026-03-31')).total).toBe(0);
    // The account filter finds what the account did too (a staff member's business actions).
    expect((await trail('?usuario=jefa&accion=configuracion_modificada')).items).toMatchObject([{ detalle: 'a', actor: 'jefa', direccion: '203.0.113.1' }]);
    // Blank filters mean any.
    expect((await trail('?accion=&desde=&hasta=')).total).toBe((await trail()).total);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['?desde=2026-02-30', 'desde'],
      ['?hasta=ayer', 'hasta'],
      ['?desde=2026-03-10&hasta=2026-03-09', 'hasta'],
      ['?desde=2025-01-01&hasta=2026-03-01', 'hasta'],
      ['?accion=borrar_todo', 'accion'],
      ['?orden=asc', ''],
    ];
    for (const [query, field] of cases) {
      const response = await t.request({ method: 'GET', url: `/api/admin/auditoria${query}`, cookie: admin });
      expect(response.statusCode, query).toBe(400);
      if (field) expect(response.json().error, query).toMatchObject({ code: 'VALIDATION', field });
    }
    const message = async (query: string) => (await t.request({ method: 'GET', url: `/api/admin/auditoria${query}`, cookie: admin })).json().error.message;
    expect(await message('?desde=2026-03-10&hasta=2026-03-09')).toBe(AUDIT_MESSAGES.rangeReversed);
    expect(await message('?desde=2025-01-01&hasta=2026-03-01')).toBe(AUDIT_MESSAGES.rangeTooLong);
    expect(await message('?accion=borrar_todo')).toBe(AUDIT_MESSAGES.actionInvalid);
  });

  it('the console records an account it creates (npm run users -- add)', async () => {
    await createUsersService({ db: t.database.db, auth: t.app.auth }).add({
      username: 'desde.consola',
      email: 'consola@example.com',
      password: TEST_PASSWORD,
      roles: ['crm'],
    });
    expect((await trail('?accion=cuenta_creada&usuario=desde.consola')).items).toMatchObject([
      { actor: null, direccion: null, detalle: expect.stringContaining('consola') },
    ]);
  });
});

async function idOf(username: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, username));
  return row?.id;
}
