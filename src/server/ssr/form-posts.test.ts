import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAND_MESSAGES } from '../../domain/fund/land.ts';
import { REQUEST_MESSAGES } from '../../domain/requests/request.ts';
import { GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';
import type { FormPostState } from '../../domain/shared/form-post.ts';
import { TASK_MESSAGES } from '../../domain/tasks/messages.ts';
import { buildApp } from '../app.ts';
import { contactosTerrenos, solicitudesInternas, tareas } from '../platform/db/schema/index.ts';
import { unknownKeyMessage } from '../platform/plugins/strict-bodies.ts';
import { builtWebDir } from '../test/built-web.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The public forms posted as a browser without JavaScript posts them (ADR 100): urlencoded (and the
 * land form as multipart), answered with the page drawn with the values and messages, or its success.
 */
const webDir = builtWebDir();

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
});
afterAll(() => t.close());

/** A distinct client address per post, unless given: the limits count per address. */
async function post(url: string, fields: Record<string, string>, remoteAddress = `10.9.0.${++address}`) {
  const response = await t.request({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });
  // React's markers between adjacent text nodes, out of the way of the assertions on the text.
  return { statusCode: response.statusCode, headers: response.headers, body: response.body.replaceAll('<!-- -->', '') };
}

/** The form state the page embeds for its client (the values, messages or success it was drawn with). */
function formState(html: string): FormPostState | undefined {
  const json = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json.replaceAll('\\u003c', '<')) as { form?: FormPostState }).form : undefined;
}

const LAND = { nombre: 'Ana Propietaria', email: 'ana.prop@example.com', telefono: '11 5555-0101', ubicacion_terreno: 'Gorriti 4800, Palermo' };
const TASK = {
  titulo: 'Revisar losa sin JS',
  responsable_nombre: 'Belén',
  creada_por_nombre: 'Marta Cargadora',
  prioridad: 'P1',
  nivel_urgencia: 'Alto',
  fecha_limite: '2026-12-20',
  proyecto_id: 'ninguno',
  descripcion: '',
};
const REQUEST = {
  codigo_interno: 'NOJS-1',
  sucursal: 'Nuevo cliente',
  nuevo_cliente: 'Ferretería Sin Script',
  tipo_servicio: 'Pintura',
  dias_estimados: '3',
  solicitante: 'Sofía',
  celular: '+54 9 11 5555-0000',
  comentarios: '',
};

describe('POST /terrenos (land owner, without JavaScript)', () => {
  it('stores the inquiry and answers the page with its success, the form empty', async () => {
    const response = await post('/terrenos', { ...LAND, m2_vendibles_estimados: '1.200', tiene_prefactibilidad: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('¡Recibimos tu consulta!');
    expect(formState(response.body)).toMatchObject({ form: 'landInquiry', values: {}, sent: {} });
    const [row] = await t.database.db.select().from(contactosTerrenos).where(eq(contactosTerrenos.email, LAND.email));
    expect(row).toMatchObject({ nombre: LAND.nombre, tienePrefactibilidad: true });
  });

  it('as multipart, as the form with its file input posts it', async () => {
    const boundary = '----parcela';
    const fields = { ...LAND, email: 'multi@example.com' };
    const body = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join(
        '',
      )}--${boundary}\r\ncontent-disposition: form-data; name="archivo"; filename=""\r\ncontent-type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`;
    const response = await t.request({
      method: 'POST',
      url: '/terrenos',
      remoteAddress: '10.9.1.1',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('¡Recibimos tu consulta!');
    const [row] = await t.database.db.select().from(contactosTerrenos).where(eq(contactosTerrenos.email, 'multi@example.com'));
    expect(row?.tienePrefactibilidad).toBe(false);
  });

  it('answers the page with every field message and the typed values kept, storing nothing', async () => {
    const response = await post('/terrenos', { ...LAND, nombre: '', email: 'no-es-un-mail' });
    expect(response.statusCode).toBe(400);
    const state = formState(response.body);
    expect(state?.errors).toMatchObject({ nombre: LAND_MESSAGES.nameRequired, email: expect.any(String) });
    expect(state?.values).toMatchObject({ email: 'no-es-un-mail', telefono: LAND.telefono });
    // Drawn in the markup too: the page works without its scripts.
    expect(response.body).toContain(LAND_MESSAGES.nameRequired);
    expect(response.body).toContain('value="no-es-un-mail"');
    expect(await t.database.db.select().from(contactosTerrenos).where(eq(contactosTerrenos.email, 'no-es-un-mail'))).toHaveLength(0);
  });

  it('refuses an unknown field, as the API does, naming it', async () => {
    const response = await post('/terrenos', { ...LAND, email: 'extra@example.com', extra: 'x' });
    expect(response.statusCode).toBe(400);
    expect(formState(response.body)?.formError).toBe(unknownKeyMessage('extra'));
  });

  it('counts its own limit per address, as the API route (5 per 10 minutes), and says so on the page', async () => {
    const at = '10.9.2.1';
    for (let i = 0; i < 5; i++) expect((await post('/terrenos', { ...LAND, email: `limite${i}@example.com` }, at)).statusCode).toBe(200);
    const refused = await post('/terrenos', { ...LAND, email: 'limite5@example.com' }, at);
    expect(refused.statusCode).toBe(429);
    expect(formState(refused.body)).toMatchObject({ formError: GENERIC_MESSAGES.rateLimited, values: {} });
    expect(refused.body).toContain('<html lang="es-AR">');
  });

  it('answers JSON or a foreign origin as the API would, never storing', async () => {
    const json = await t.request({ method: 'POST', url: '/terrenos', remoteAddress: '10.9.3.1', payload: LAND });
    expect(json.statusCode).toBe(415);
    const foreign = await t.request({
      method: 'POST',
      url: '/terrenos',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(LAND).toString(),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /tareas-parcela/nueva-tarea (without JavaScript)', () => {
  it('stores the task in Inbox and says so', async () => {
    const response = await post('/tareas-parcela/nueva-tarea', TASK);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`${TASK_MESSAGES.created}: «${TASK.titulo}»`);
    const [row] = await t.database.db.select().from(tareas).where(eq(tareas.titulo, TASK.titulo));
    expect(row).toMatchObject({ prioridad: 'P1', estado: 'Inbox' });
  });

  it('keeps the values and shows each message', async () => {
    const response = await post('/tareas-parcela/nueva-tarea', { ...TASK, titulo: '', fecha_limite: '' });
    expect(response.statusCode).toBe(400);
    const state = formState(response.body);
    expect(state?.errors.titulo).toBe(TASK_MESSAGES.tituloRequired);
    expect(state?.errors.fecha_limite).toBeTruthy();
    expect(response.body).toContain('value="Marta Cargadora"');
  });

  it('limits like the API (10 per minute per address)', async () => {
    const at = '10.9.4.1';
    for (let i = 0; i < 10; i++) expect((await post('/tareas-parcela/nueva-tarea', { ...TASK, titulo: `T${i}` }, at)).statusCode).toBe(200);
    expect((await post('/tareas-parcela/nueva-tarea', TASK, at)).statusCode).toBe(429);
  });
});

describe('POST /solicitudes-internas (without JavaScript)', () => {
  it('stores the request and shows its code and the WhatsApp link', async () => {
    const response = await post('/solicitudes-internas', REQUEST);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(solicitudesInternas).where(eq(solicitudesInternas.sucursal, REQUEST.nuevo_cliente));
    expect(row).toBeDefined();
    expect(response.body).toContain(`Solicitud enviada: ${row?.codigoInterno}`);
  });

  it('drops the new client name for another branch, as the script does, and keeps the values on a message', async () => {
    const response = await post('/solicitudes-internas', { ...REQUEST, sucursal: '', celular: '11 1234' });
    expect(response.statusCode).toBe(400);
    const state = formState(response.body);
    expect(state?.errors.sucursal).toBe(REQUEST_MESSAGES.sucursalRequired);
    // Six digits are no phone (no area code): said with the others, not after them.
    expect(state?.errors.celular).toBe(REQUEST_MESSAGES.celularInvalid);
    expect(state?.values.codigo_interno).toBe('NOJS-1');
    expect(response.body).toContain('value="NOJS-1"');
  });

  it('limits like the API (5 per minute per address)', async () => {
    const at = '10.9.5.1';
    for (let i = 0; i < 5; i++) expect((await post('/solicitudes-internas', { ...REQUEST, codigo_interno: `L${i}` }, at)).statusCode).toBe(200);
    expect((await post('/solicitudes-internas', REQUEST, at)).statusCode).toBe(429);
  });
});

describe('the forms never send their data in an address', () => {
  it.each([
    ['/terrenos', 'multipart/form-data'],
    ['/tareas-parcela/nueva-tarea', null],
    ['/solicitudes-internas', null],
  ])('%s draws its form with method="post" to itself', async (url, enctype) => {
    const html = (await t.request({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form.toLowerCase()).toContain('method="post"');
    expect(form).toMatch(new RegExp(`action="${url}(#[a-z]+)?"`));
    if (enctype) expect(form.toLowerCase()).toContain(`enctype="${enctype}"`);
  });
  it('the API keeps refusing a urlencoded body (a foreign plain form cannot reach it)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/tareas',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(TASK).toString(),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('pages that work without JavaScript (ADR 101)', () => {
  const get = async (url: string) => (await t.request({ method: 'GET', url, headers: { accept: 'text/html' } })).body.replaceAll('<!-- -->', '');
  it('/datacenter?potencia= draws the figures of the typed power, read the Argentine way; a bare visit the default', async () => {
    const typed = await get('/datacenter?potencia=150.000');
    // 150.000 kW → 30.000 m², 10 galpones, US$ 100.000 por mes.
    expect(typed).toContain('30.000 m²');
    expect(typed).toMatch(/US\$\s?100\.000/);
    expect(typed).toContain('por mes');
    expect(typed).toContain('value="150.000"');
    const bare = await get('/datacenter');
    expect(bare).toContain('100 m²');
    expect(bare).not.toContain('30.000 m²');
    const unreadable = await get('/datacenter?potencia=mucho');
    expect(unreadable).toContain('role="alert"');
  });
  it('/empresa opens its services with <details>, / and /parcela hide their script-only controls with a note', async () => {
    expect((await get('/empresa')).match(/<details name="servicios"/g)).toHaveLength(10);
    for (const url of ['/', '/parcela']) {
      const html = await get(url);
      expect(html).toContain('data-needs-script');
      expect(html).toMatch(/<noscript><style>\[data-needs-script\]\{display:none!important\}<\/style>/);
    }
    expect(await get('/')).toContain('href="/propiedades"');
  });
});

describe('the access log of the forms posted without JavaScript', () => {
  it('carries no name, e-mail or phone of what was sent, accepted or refused', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    // The most an operator can turn on: every line the app writes at debug level.
    const app = await buildApp({ config: { ...t.app.config, logLevel: 'debug' }, database: t.database, logStream: stream });
    try {
      await app.ready();
      const send = (url: string, fields: Record<string, string>, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { origin: t.app.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          payload: new URLSearchParams(fields).toString(),
        });
      const land = { ...LAND, nombre: 'Ana Bitácora', email: 'ana.bitacora@example.com', telefono: '11 4321-9876' };
      expect((await send('/terrenos', land, '10.9.7.1')).statusCode).toBe(200);
      expect((await send('/terrenos', { ...land, email: 'ana.bitacora-sin-arroba' }, '10.9.7.2')).statusCode).toBe(400);
      expect((await send('/tareas-parcela/nueva-tarea', { ...TASK, creada_por_nombre: 'Marta Bitácora' }, '10.9.7.3')).statusCode).toBe(200);
      expect((await send('/solicitudes-internas', { ...REQUEST, codigo_interno: 'LOG-1', celular: '+54 9 11 4321-0001' }, '10.9.7.4')).statusCode).toBe(200);
      expect((await send('/solicitudes-internas', { ...REQUEST, codigo_interno: 'LOG-2', celular: '11 4321' }, '10.9.7.5')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
    // The numbers the logger measures (time, pid, responseTime) are blanked: their random digits
    // held «4321» once (responseTime 69.584321…), which is no phone.
    const log = lines.join('').replace(/"(time|pid|responseTime)":[\d.]+/g, '"$1":0');
    expect(log).toContain('request completed');
    for (const personal of ['Bitácora', 'Bit\\u00e1cora', 'ana.bitacora', '4321', 'Ferretería', 'Ferreter']) expect(log).not.toContain(personal);
  });
});
