import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/accounts/audit.ts';
import { createUserService } from '../auth/users.ts';
import { user } from '../db/schema/index.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

/** Issue #9 point 10: the audit trail of accounts. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin'], 'jefa');
  await createUserService(t.app.auth, t.database.db).add({ username: 'auditada', email: 'auditada@prueba.example', password: TEST_PASSWORD, roles: ['crm'] });
});
afterAll(() => t.close());

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
    await createUserService(t.app.auth, t.database.db).setPassword('auditada', 'Mate-Cocido-Tarde-19');

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
    ]);
    const [cli, reset, , , roles, , success, failure] = page.items;
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
    expect(byEmail.total).toBe(8);
    const first = await trail('?usuario=auditada&page=1&page_size=3');
    const second = await trail('?usuario=auditada&page=2&page_size=3');
    expect(first).toMatchObject({ total: 8, page: 1, page_size: 3 });
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
