import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { correos } from '../db/schema/index.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';

/** /api/admin/correos on an app without SMTP_URL (the embedded default): mails wait, the API says why. */
let t: TestApp;
let admin: string;

const mail = (n: number, text = `Llegó la consulta número ${n}.`): OutgoingMail => ({
  kind: 'alerta-prueba',
  to: `persona${n}@prueba.example`,
  subject: `Consulta ${n}`,
  html: `<p>${text}</p>`,
  text,
  eventKey: `prueba:${n}`,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
  await enqueueMail(t.database.db, [mail(1), mail(2), mail(3, `${'Un texto largo de verdad. '.repeat(20)}fin`)]);
  await t.database.db
    .update(correos)
    .set({ estado: 'fallido', intentos: 29, ultimoError: '421 Servicio no disponible' })
    .where(eq(correos.claveEvento, 'prueba:2'));
});
afterAll(async () => {
  await t?.close();
});

describeRoleMatrix(() => t, [{ method: 'GET', url: '/api/admin/correos' }], { allowed: ['admin'] });

describe('GET /api/admin/correos', () => {
  it('lists newest first, keeps the mails while SMTP_URL is unset and says so', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/correos', cookie: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(t.app.mailWorker).toBeUndefined();
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 20, smtp_configurado: false });
    expect(body.items.map((item: { asunto: string }) => item.asunto)).toEqual(['Consulta 3', 'Consulta 2', 'Consulta 1']);
    expect(body.items[2]).toMatchObject({
      destinatario: 'persona1@prueba.example',
      estado: 'pendiente',
      intentos: 0,
      ultimo_error: null,
      enviado: null,
      vista_previa: 'Llegó la consulta número 1.',
      tipo: 'alerta-prueba',
    });
    // The list holds a preview, never the whole message.
    expect(body.items[0].vista_previa.length).toBeLessThanOrEqual(161);
    expect(body.items[0].vista_previa).toMatch(/…$/);
    expect(body.items[0]).not.toHaveProperty('html');
  });

  it('filters by state and pages', async () => {
    const failed = (await t.request({ method: 'GET', url: '/api/admin/correos?estado=fallido', cookie: admin })).json();
    expect(failed.items.map((item: { asunto: string }) => item.asunto)).toEqual(['Consulta 2']);
    expect(failed.items[0]).toMatchObject({ intentos: 29, ultimo_error: '421 Servicio no disponible' });
    const second = (await t.request({ method: 'GET', url: '/api/admin/correos?page=2&page_size=2', cookie: admin })).json();
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.items).toHaveLength(1);
  });

  it.each([
    ['?estado=perdido', 'estado'],
    ['?page=0', 'page'],
    ['?page_size=500', 'page_size'],
    ['?orden=asc', 'orden'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await t.request({ method: 'GET', url: `/api/admin/correos${query}`, cookie: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().error.field ?? '').toContain(field);
  });
});

describe('POST /api/admin/correos/:id/reintentar', () => {
  const idOf = async (key: string) => (await t.database.db.select({ id: correos.id }).from(correos).where(eq(correos.claveEvento, key)))[0]?.id;

  it('is for admins only', async () => {
    const id = await idOf('prueba:2');
    expect((await t.request({ method: 'POST', url: `/api/admin/correos/${id}/reintentar` })).statusCode).toBe(401);
    const crm = await t.signInAs(['crm', 'fondo', 'tareas_admin']);
    expect((await t.request({ method: 'POST', url: `/api/admin/correos/${id}/reintentar`, cookie: crm })).statusCode).toBe(403);
  });

  it('puts a failed mail back in the queue, audited', async () => {
    const id = await idOf('prueba:2');
    // The web sends an empty JSON object (api.post).
    const response = await t.request({ method: 'POST', url: `/api/admin/correos/${id}/reintentar`, cookie: admin, payload: {} });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(correos)
      .where(eq(correos.id, id ?? 0));
    expect(row).toMatchObject({ estado: 'pendiente', intentos: 0 });
    const audit = await auditRows(t, 'correo_reintentado');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detalle).toBe(`Correo ${id} (alerta-prueba) a persona2@prueba.example`);
  });

  it('refuses a mail that did not fail (409), one that does not exist (404) and a bad id (400)', async () => {
    const id = await idOf('prueba:1');
    const pending = await t.request({ method: 'POST', url: `/api/admin/correos/${id}/reintentar`, cookie: admin });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe('Solo se puede reintentar un correo fallido.');
    expect((await t.request({ method: 'POST', url: '/api/admin/correos/999999/reintentar', cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/admin/correos/abc/reintentar', cookie: admin })).statusCode).toBe(400);
  });
});
