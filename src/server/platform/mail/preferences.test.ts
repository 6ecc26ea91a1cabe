import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE } from '../../../domain/mail/preferences.ts';
import type { RequestInput } from '../../../domain/requests/request.ts';
import { SAMPLE_REQUEST } from '../../../domain/requests/sample-request.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { correos, user } from '../db/schema/index.ts';
import { createMailPreferences } from './preferences.ts';

/** «Mi cuenta» › correo, alerts that follow it, and one-click unsubscribe (ADR 093, RFC 8058). */
let t: TestApp;
const cookies: Record<string, string> = {};
const SECRET = 'test-secret-test-secret-test-secret-0123';

beforeAll(async () => {
  t = await createTestApp();
  cookies.silent = await t.signInAs(['crm'], 'silvia.crm');
  cookies.digest = await t.signInAs(['crm'], 'diego.crm');
  cookies.admin = await t.signInAs(['admin'], 'ada.admin');
  cookies.user = await t.signInAs(['usuario'], 'uma.usuaria');
});
afterAll(() => t.close());

const get = (cookie?: string) => t.request({ method: 'GET', url: '/api/cuenta/correo', ...(cookie ? { cookie } : {}) });
const put = (payload: unknown, cookie?: string) =>
  t.request({ method: 'PUT', url: '/api/cuenta/correo', payload: payload as object, ...(cookie ? { cookie } : {}) });

const request: RequestInput = { ...SAMPLE_REQUEST, codigo_interno: 'SI-0300' };

describe('mail preferences (/api/cuenta/correo)', () => {
  it('refuses anonymous callers with 401 before reading the body', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put({ 'resumen-diario': 'no' })).statusCode).toBe(401);
    expect((await put('{not json', undefined)).statusCode).toBe(401);
  });

  it('shows any signed-in account its own address, the defaults and the kinds its roles get', async () => {
    const crm = await get(cookies.silent);
    expect(crm.statusCode).toBe(200);
    expect(crm.json()).toEqual({
      email: 'silvia.crm@prueba.example',
      tipos: ['alerta-solicitud', 'resumen-diario'],
      preferencias: DEFAULT_CHOICE,
    });
    expect((await get(cookies.admin)).json().tipos).toHaveLength(6);
    const plain = await get(cookies.user);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ email: 'uma.usuaria@prueba.example', tipos: [] });
  });

  it('changes only the caller’s own choices', async () => {
    const saved = await put({ 'alerta-solicitud': 'no' }, cookies.silent);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferencias).toMatchObject({ 'alerta-solicitud': 'no', 'resumen-diario': 'si' });
    expect((await put({ 'alerta-solicitud': 'resumen', 'resumen-diario': 'si' }, cookies.digest)).statusCode).toBe(200);
    expect((await get(cookies.silent)).json().preferencias['alerta-solicitud']).toBe('no');
    expect((await get(cookies.digest)).json().preferencias['alerta-solicitud']).toBe('resumen');
  });

  it('refuses unknown kinds, unknown choices, a digest «al instante» and an empty change, in Spanish', async () => {
    const unknown = await put({ 'alerta-solicitud': 'no', user_id: 'otro' }, cookies.user);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/No se esperaba el campo «user_id»/);
    const badChoice = await put({ 'alerta-tarea': 'siempre' }, cookies.user);
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().error).toMatchObject({ field: 'alerta-tarea', message: 'Elegí «al instante», «en el resumen diario» o «no».' });
    expect((await put({ 'resumen-diario': 'instante' }, cookies.user)).json().error.message).toBe('Elegí «sí» o «no».');
    expect((await put({}, cookies.user)).json().error.message).toBe('Elegí al menos un tipo de correo para cambiar.');
  });
});

describe('alerts follow the preferences', () => {
  it('skips «no», holds «en el resumen» for the digest, sends the rest with one-click unsubscribe headers', async () => {
    const response = await t.request({ method: 'POST', url: '/api/solicitudes', payload: request, remoteAddress: '10.9.9.9' });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await t.database.db.select().from(correos).orderBy(correos.destinatario);
    expect(mails.map((m) => [m.destinatario, m.estado])).toEqual([
      ['ada.admin@prueba.example', 'pendiente'],
      ['diego.crm@prueba.example', 'en_resumen'],
    ]);
    const headers = JSON.parse(mails[0]?.encabezados ?? '{}');
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/correo\/baja\?t=/);
    expect(mails[0]?.html).toContain('href="http://localhost:3000/cuenta"');
  });

  it('lets an admin opt out of an alert', async () => {
    await put({ 'alerta-solicitud': 'no' }, cookies.admin);
    const before = (await t.database.db.select().from(correos)).length;
    const response = await t.request({
      method: 'POST',
      url: '/api/solicitudes',
      payload: { ...request, codigo_interno: 'SI-0301' },
      remoteAddress: '10.9.9.8',
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = await t.database.db.select().from(correos);
    expect(after.slice(before).map((m) => m.destinatario)).toEqual(['diego.crm@prueba.example']);
    await put({ 'alerta-solicitud': 'instante' }, cookies.admin);
  });
});

describe('one-click unsubscribe (/api/correo/baja)', () => {
  async function linkOf(username: string): Promise<string> {
    const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, username));
    const service = createMailPreferences({ db: t.database.db, secret: SECRET, publicUrl: 'http://localhost:3000' });
    return service.links.url(account?.id as string, 'alerta-solicitud').replace('http://localhost:3000', '');
  }

  it('GET only shows what the link turns off, and a button that posts', async () => {
    const url = await linkOf('ada.admin');
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Solicitudes de servicio nuevas');
    expect(page.body).toMatch(/<form method="post" action="\/api\/correo\/baja\?t=[^"]+">/);
    expect((await get(cookies.admin)).json().preferencias['alerta-solicitud']).toBe('instante');
  });

  it('POST without a session (as a mail provider sends it) turns the kind off', async () => {
    const url = await linkOf('ada.admin');
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ tipo: 'alerta-solicitud', etiqueta: 'Solicitudes de servicio nuevas', eleccion: 'no' });
    expect((await get(cookies.admin)).json().preferencias['alerta-solicitud']).toBe('no');
    // Again: still «no», still fine.
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers a forged, an edited and an expired link the same way', async () => {
    const url = await linkOf('silvia.crm');
    const token = new URL(url, 'http://x').searchParams.get('t') as string;
    const [payload, signature] = token.split('.') as [string, string];
    const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'silvia.crm'));
    const expired = createMailPreferences({ db: t.database.db, secret: SECRET, publicUrl: '', now: () => new Date(Date.now() - 61 * 86_400_000) })
      .links.url(account?.id as string, 'alerta-solicitud')
      .split('?t=')[1];
    const otherSecret = createMailPreferences({ db: t.database.db, secret: 'otro-secreto-otro-secreto-otro-secreto', publicUrl: '' })
      .links.url(account?.id as string, 'alerta-solicitud')
      .split('?t=')[1];
    const edited = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace('alerta-solicitud', 'resumen-diario')).toString('base64url')}.${signature}`;
    const answers = [];
    for (const bad of [`${payload}.${signature.slice(0, -2)}xx`, edited, expired, otherSecret, 'nada']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/correo/baja?t=${bad}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(400);
    expect(JSON.parse(answers[0]?.[1] as string).error.message).toMatch(/El enlace para darte de baja no es válido o ya venció/);
    expect((await get(cookies.silent)).json().preferencias['resumen-diario']).toBe('si');
    const page = await t.app.inject({ method: 'GET', url: `/api/correo/baja?t=${expired}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('No pudimos darte de baja');
  });
});
