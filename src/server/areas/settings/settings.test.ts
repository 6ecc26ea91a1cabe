import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings/settings.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeSetting } from './settings.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers the public settings to anyone, with the seeded defaults', async () => {
  const response = await t.request({ method: 'GET', url: '/api/configuracion/publica' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ porcentaje_ajuste_mercado: 14, whatsapp_empresa: DEFAULT_SETTINGS.whatsapp_empresa });
});

it('falls back to 14 when the stored percent is unusable', async () => {
  await writeSetting(t.database.db, 'porcentaje_ajuste_mercado', 'no es un número');
  const response = await t.request({ method: 'GET', url: '/api/configuracion/publica' });
  expect(response.json().porcentaje_ajuste_mercado).toBe(14);
  await writeSetting(t.database.db, 'porcentaje_ajuste_mercado', '14');
});

describe('/api/admin/configuracion', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.signInAs(['admin']);
  });

  describeRoleMatrix(
    () => t,
    [
      { method: 'GET', url: '/api/admin/configuracion' },
      { method: 'PUT', url: '/api/admin/configuracion/porcentaje_ajuste_mercado' },
    ],
    { allowed: ['admin'] },
  );

  it('reads every key and saves one at a time, validated', async () => {
    const all = (await t.request({ method: 'GET', url: '/api/admin/configuracion', cookie: admin })).json();
    expect(Object.keys(all).sort()).toEqual([
      'email_contacto',
      'porcentaje_ajuste_mercado',
      'telefono_contacto',
      'texto_legal',
      'url_portfolio',
      'whatsapp_empresa',
    ]);
    expect(all.porcentaje_ajuste_mercado).toBe('14');

    const saved = await t.request({ method: 'PUT', url: '/api/admin/configuracion/porcentaje_ajuste_mercado', payload: { valor: ' 12.5 ' }, cookie: admin });
    expect(saved.json()).toEqual({ clave: 'porcentaje_ajuste_mercado', valor: '12.5' });
    expect((await t.request({ method: 'GET', url: '/api/configuracion/publica' })).json().porcentaje_ajuste_mercado).toBe(12.5);

    const cases: Array<[string, string | number, string]> = [
      ['porcentaje_ajuste_mercado', '100.1', 'El porcentaje debe estar entre 0 y 100'],
      ['porcentaje_ajuste_mercado', '12.34', 'Leímos «12.34» como 12,34: admite hasta un decimal, por ejemplo 9,5 %.'],
      ['porcentaje_ajuste_mercado', 12.34, 'Leímos «12.34» como 12,34: admite hasta un decimal, por ejemplo 9,5 %.'],
      [
        'porcentaje_ajuste_mercado',
        'catorce',
        'No entendemos «catorce» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 9,5 %.',
      ],
      [
        'porcentaje_ajuste_mercado',
        '1,2,3',
        'No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 9,5 %.',
      ],
      ['porcentaje_ajuste_mercado', ' ', 'Escribí el porcentaje, por ejemplo 14 o 9,5'],
      ['texto_legal', '  ', 'El texto legal es obligatorio'],
      ['email_contacto', 'no-es-email', 'Email inválido'],
      ['url_portfolio', 'ftp://x.example', 'La URL debe empezar con http:// o https://'],
    ];
    for (const [clave, valor, message] of cases) {
      const response = await t.request({ method: 'PUT', url: `/api/admin/configuracion/${clave}`, payload: { valor }, cookie: admin });
      expect(response.statusCode, `${clave}=${valor}`).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION', message, field: 'valor' });
    }
    const unknownKey = await t.request({ method: 'PUT', url: '/api/admin/configuracion/clave_rara', payload: { valor: 'x' }, cookie: admin });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().error).toEqual({ code: 'VALIDATION', message: 'Clave de configuración desconocida', field: 'clave' });
    expect((await t.request({ method: 'GET', url: '/api/admin/configuracion', cookie: admin })).json().porcentaje_ajuste_mercado).toBe('12.5');
  });
});

describe('the adjustment percent typed the Argentine way (ADR 024)', () => {
  it('stores «9,5», «9.5» and the JSON number 9.5 alike as 9.5, and «15,5» as 15,5 — never 95 or 155', async () => {
    const admin = await t.signInAs(['admin']);
    const put = (valor: string | number) =>
      t.request({ method: 'PUT', url: '/api/admin/configuracion/porcentaje_ajuste_mercado', payload: { valor }, cookie: admin });
    const stored = async () => (await t.request({ method: 'GET', url: '/api/admin/configuracion', cookie: admin })).json().porcentaje_ajuste_mercado;
    for (const typed of ['9,5', '9.5', 9.5, '9,5 %']) {
      const saved = await put(typed);
      expect(saved.statusCode, String(typed)).toBe(200);
      expect(saved.json()).toEqual({ clave: 'porcentaje_ajuste_mercado', valor: '9.5' });
      expect(await stored()).toBe('9.5');
    }
    expect((await t.request({ method: 'GET', url: '/api/configuracion/publica' })).json().porcentaje_ajuste_mercado).toBe(9.5);
    expect((await put('15,5')).json().valor).toBe('15.5');
    expect((await t.request({ method: 'GET', url: '/api/configuracion/publica' })).json().porcentaje_ajuste_mercado).toBe(15.5);

    // Refused whole: 400 naming the field, the stored value untouched.
    const refused = await put('1,2,3');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION', field: 'valor', message: expect.stringMatching(/^No entendemos «1,2,3»/) });
    expect(await stored()).toBe('15.5');
    // A number for a text setting is refused, not stored as text.
    expect((await t.request({ method: 'PUT', url: '/api/admin/configuracion/telefono_contacto', payload: { valor: 1234 }, cookie: admin })).statusCode).toBe(
      400,
    );
    expect((await put('14')).statusCode).toBe(200);
  });
});

describe('public settings are revalidated, not kept for a minute', () => {
  it('answers an ETag with no-cache, 304 while unchanged, and the new values right after a save', async () => {
    const admin = await t.signInAs(['admin']);
    const first = await t.request({ method: 'GET', url: '/api/configuracion/publica' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await t.request({ method: 'GET', url: '/api/configuracion/publica', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    const weak = await t.request({ method: 'GET', url: '/api/configuracion/publica', headers: { 'if-none-match': `"otra", W/${etag}` } });
    expect(weak.statusCode).toBe(304);

    const saved = await t.request({ method: 'PUT', url: '/api/admin/configuracion/telefono_contacto', payload: { valor: '+54 11 5555-0101' }, cookie: admin });
    expect(saved.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/configuracion/publica', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().telefono_contacto).toBe('+54 11 5555-0101');
  });
});

describe('settings audit trail', () => {
  it('records each change before → after with who and from where; an invalid or unchanged value records nothing', async () => {
    const boss = await t.signInAs(['admin'], 'jefa.config');
    const put = (valor: string, cookie = boss) =>
      t.request({ method: 'PUT', url: '/api/admin/configuracion/porcentaje_ajuste_mercado', payload: { valor }, cookie, remoteAddress: '2001:db8:5::1' });
    await put('14');
    const before = (await auditRows(t, 'configuracion_modificada')).length;
    expect((await put('140')).statusCode).toBe(400);
    expect((await put('14')).statusCode).toBe(200);
    expect(await auditRows(t, 'configuracion_modificada')).toHaveLength(before);
    expect((await put('9,5')).statusCode).toBe(200);
    expect((await auditRows(t, 'configuracion_modificada')).at(-1)).toMatchObject({
      actor: 'jefa.config',
      direccion: '2001:db8:5::1',
      detalle: 'porcentaje_ajuste_mercado: 14 → 9.5',
    });
  });
});
