import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../../domain/shared/api-error.ts';
import { TEXT_MESSAGES } from '../../../domain/shared/text.ts';
import { buildApp } from '../../app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { propiedades } from '../db/schema/index.ts';
import { BODY_GUARD_MESSAGES, jsonNestingExceeds } from './body-guard.ts';

let t: TestApp;
let admin: string;
let localidadId: string;
const NUL = 'a\u0000b';
let address = 0;
// Each write gets its own client address: the per-route limits must not answer for the rule under test.
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
  const created = await t.request({ method: 'POST', url: '/api/admin/localidades', cookie: admin, payload: { nombre: 'Localidad de prueba' } });
  localidadId = created.json().id;
});
afterAll(() => t.close());

const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

describe('a control character in any text answers 400 with a Spanish message (never 500)', () => {
  it('anonymous GET /api/comentarios?barrio=%00', async () => {
    const response = await t.request({ method: 'GET', url: '/api/comentarios?barrio=%00' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it.each([['/api/admin/consultas?q=%00'], ['/api/admin/comentarios?q=a%00b'], ['/api/admin/usuarios?q=%1B'], ['/api/admin/consultas/csv?q=%00']])(
    'admin search %s',
    async (url) => {
      const response = await t.request({ method: 'GET', url, cookie: admin });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorOf(response).message).toBe(TEXT_MESSAGES.controlCharacters);
    },
  );

  it('every write route with free text', async () => {
    const writes: Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; payload: object; cookie?: string }> = [
      { method: 'POST', url: '/api/comentarios', payload: { barrio_nombre: 'Palermo', autor_nombre: NUL, comentario: 'Hola' } },
      { method: 'POST', url: '/api/comentarios', payload: { barrio_nombre: 'Palermo', autor_nombre: 'Ana', comentario: NUL } },
      { method: 'POST', url: '/api/comentarios', payload: { barrio_nombre: NUL, autor_nombre: 'Ana', comentario: 'Hola' } },
      { method: 'POST', url: '/api/contactos-valuacion', payload: { nombre: 'Ana', email: 'ana@example.com', telefono: '+54 11 5555 5555', comentario: NUL } },
      { method: 'POST', url: '/api/contactos-valuacion', payload: { nombre: NUL, email: 'ana@example.com', telefono: '+54 11 5555 5555' } },
      {
        method: 'POST',
        url: '/api/propiedades',
        cookie: admin,
        payload: { titulo: 'Lote', tipo: 'Terreno', barrio: 'Palermo', metros_cuadrados: null, precio_venta: null, descripcion: NUL },
      },
      {
        method: 'POST',
        url: '/api/propiedades',
        cookie: admin,
        payload: { titulo: 'Lote', tipo: 'Terreno', barrio: 'Palermo', metros_cuadrados: null, precio_venta: null, caracteristicas: [NUL] },
      },
      { method: 'POST', url: '/api/admin/localidades', cookie: admin, payload: { nombre: NUL } },
      { method: 'PATCH', url: `/api/admin/localidades/${localidadId}`, cookie: admin, payload: { nombre: NUL } },
      { method: 'POST', url: '/api/admin/barrios', cookie: admin, payload: { nombre: NUL, localidad_id: localidadId, valor_incidencia_usd_m2: 500 } },
      { method: 'PUT', url: '/api/admin/configuracion/texto_legal', cookie: admin, payload: { valor: `Texto ${NUL}` } },
      { method: 'PUT', url: '/api/admin/configuracion/telefono_contacto', cookie: admin, payload: { valor: '+54 11\u0000 5555' } },
      {
        method: 'POST',
        url: '/api/admin/usuarios',
        cookie: admin,
        payload: { username: 'nueva.cuenta', name: NUL, email: 'nueva@prueba.example', password: 'Prueba-Segura-2026', roles: ['crm'] },
      },
    ];
    const failures: string[] = [];
    for (const w of writes) {
      const response = await t.request({ ...w, remoteAddress: nextAddress() });
      const message = response.statusCode === 400 ? errorOf(response).message : '';
      if (message !== TEXT_MESSAGES.controlCharacters)
        failures.push(`${w.method} ${w.url} ${JSON.stringify(w.payload)} → ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('a multipart text field (carousel title)', async () => {
    const response = await t.request({ method: 'POST', url: '/api/carrusel', cookie: admin, ...multipartBody([{ name: 'titulo', value: NUL }]) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('multi-line text keeps its line breaks and tabs', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/comentarios',
      remoteAddress: nextAddress(),
      payload: { barrio_nombre: 'Palermo', autor_nombre: 'Ana', comentario: 'Primera línea\n\tSegunda línea' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().comentario).toBe('Primera línea\n\tSegunda línea');
  });
});

function multipartBody(fields: Array<{ name: string; value: string }>, boundary = 'limite-de-prueba') {
  const parts = fields.map((f) => `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`).join('');
  const body = `${parts}--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('malformed multipart answers 4xx, never 500', () => {
  // A listing that exists: its owner check comes before the body is read (ADR 086).
  let listingId: string;
  beforeAll(async () => {
    const listing = { titulo: 'Lote', tipo: 'Terreno', barrio: 'Palermo', metros_cuadrados: 300, precio_venta: 500_000, caracteristicas: [] };
    listingId = (await t.request({ method: 'POST', url: '/api/propiedades', cookie: admin, payload: listing, remoteAddress: nextAddress() })).json().id;
  });
  const uploads = () => [
    { url: '/api/carrusel', cookie: admin },
    { url: `/api/propiedades/${listingId}/imagenes`, cookie: admin },
  ];

  it('without a boundary', async () => {
    for (const u of uploads()) {
      const response = await t.request({ method: 'POST', ...u, headers: { 'content-type': 'multipart/form-data' }, payload: 'cualquier cosa' });
      expect(response.statusCode, u.url).toBe(400);
      expect(errorOf(response).message).toBe(GENERIC_MESSAGES.malformedUpload);
    }
  });

  it('with a body cut before the closing boundary', async () => {
    for (const u of uploads()) {
      const response = await t.request({
        method: 'POST',
        ...u,
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        payload: '--XYZ\r\nContent-Disposition: form-data; name="imagen"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      });
      expect(response.statusCode, u.url).toBe(400);
    }
  });

  it('with a boundary longer than the parser takes', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/carrusel',
      cookie: admin,
      ...multipartBody([{ name: 'titulo', value: 'x' }], 'b'.repeat(300)),
    });
    expect(response.statusCode).toBe(400);
  });

  it('with another content type on an upload route', async () => {
    for (const u of uploads()) {
      const response = await t.request({ method: 'POST', ...u, headers: { 'content-type': 'text/plain' }, payload: 'hola' });
      expect([400, 415], u.url).toContain(response.statusCode);
    }
  });
});

describe('JSON bodies are checked before they are parsed', () => {
  const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

  it('5,000 levels deep answers 400 on an app route and on the auth routes', async () => {
    for (const [url, payload] of [
      ['/api/comentarios', deepObject],
      ['/api/admin/localidades', deepArray],
      ['/api/auth/sign-in/email', deepObject],
      ['/api/auth/update-user', deepObject],
    ] as const) {
      const response = await t.request({ method: 'POST', url, cookie: admin, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).message).toBe(BODY_GUARD_MESSAGES.tooDeep);
    }
  });

  it('keeps the prototype-poisoning protection and answers 413 over the size limit', async () => {
    const poisoned = await t.request({
      method: 'POST',
      url: '/api/comentarios',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"barrio_nombre":"Palermo","autor_nombre":"Ana","comentario":"Hola"}',
    });
    expect(poisoned.statusCode).toBe(400);
    const huge = await t.request({ method: 'POST', url: '/api/comentarios', payload: { comentario: 'x'.repeat(300 * 1024) } });
    expect(huge.statusCode).toBe(413);
  });

  it('counts only brackets outside strings', () => {
    expect(jsonNestingExceeds('{"a":"[[[[[[[[[[[["}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\"[[[[","b":[[[1]]]}', 3)).toBe(true);
    expect(jsonNestingExceeds('[[[1]]]', 3)).toBe(false);
  });
});

describe('the Origin check cannot be dodged', () => {
  it('POST /%61pi/propiedades with a foreign Origin and a valid cookie → 403, nothing stored', async () => {
    const before = await t.database.db.$count(propiedades);
    const response = await t.request({
      method: 'POST',
      url: '/%61pi/propiedades',
      cookie: admin,
      headers: { origin: 'https://atacante.example' },
      payload: { titulo: 'Cruzada', tipo: 'Casa', barrio: 'Palermo', metros_cuadrados: null, precio_venta: null },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.$count(propiedades)).toBe(before);
  });

  it('the same request from our own Origin still works', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/%61pi/propiedades',
      cookie: admin,
      payload: { titulo: 'Propia', tipo: 'Casa', barrio: 'Palermo', metros_cuadrados: null, precio_venta: null },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('database errors are logged without their parameters', () => {
  it('logs the SQL state and constraint of a failed insert, never the lead’s e-mail or phone', async () => {
    // A constraint no row can meet makes the next insert fail inside PostgreSQL.
    await t.database.db.execute(sql`alter table contactos_valuacion add constraint prueba_siempre_falla check (false) not valid`);
    const chunks: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => chunks.push(c.toString()));
    const app = await buildApp({ config: { ...t.app.config, logLevel: 'info' }, database: t.database, logStream: stream });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contactos-valuacion',
        headers: { origin: TEST_ORIGIN },
        payload: { nombre: 'Lucía Privada', email: 'lucia.privada@correo.example', telefono: '+54 11 4321 9876', comentario: 'Llámenme' },
      });
      expect(response.statusCode).toBe(500);
      const log = chunks.join('');
      expect(log).toContain('23514');
      expect(log).toContain('prueba_siempre_falla');
      for (const secret of ['lucia.privada@correo.example', '4321 9876', 'Lucía Privada', 'Llámenme']) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await t.database.db.execute(sql`alter table contactos_valuacion drop constraint prueba_siempre_falla`);
    }
  });
});
