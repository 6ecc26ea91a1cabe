import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_MAIL_CONSENT, REPORT_MAIL_LIMITS, REPORT_MAIL_MESSAGES } from '../../../domain/valuation/report-mail.ts';
import { barrios, contactosValuacion, correos, localidades } from '../../platform/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { REPORT_MAIL_RATE_LIMIT } from './valuation.routes.ts';

/** «Recibilo por e-mail» on a result page (docs/decisions/094): stored with consent, mailed with the PDF, listed as a lead. */
let t: TestApp;
let sink: SmtpSink;
let admin: string;
let caba: string;
let palermo: string;
let address = 0;
/** A distinct client address per call keeps the tests clear of the per-address limit (tested on its own). */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
let mailbox = 0;
/** A fresh recipient per test keeps the per-recipient limit out of the way. */
const nextEmail = () => `visitante.${++mailbox}@example.com`;

async function newConsulta(): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/consultas',
    remoteAddress: nextAddress(),
    payload: { localidad_id: caba, barrio_id: palermo, m2_vendibles: 250, ubicacion_calidad: 'Buena' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const ask = (id: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.request({ method: 'POST', url: `/api/consultas/${id}/informe-por-email`, payload: payload as object, remoteAddress });

const postForm = (id: string, form: string, remoteAddress = nextAddress()) =>
  t.request({
    method: 'POST',
    url: `/resultado/${id}/informe`,
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Parcela <no-responder@parcela.example>' });
  admin = await t.signInAs(['admin']);
  const db = t.database.db;
  caba = (await db.select().from(localidades)).find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
  palermo = (await db.select().from(barrios)).find((b) => b.nombre === 'Palermo')?.id ?? '';
});
beforeEach(() => {
  sink.received.length = 0;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('POST /api/consultas/:id/informe-por-email', () => {
  it('stores the address with its consent, mails the link and the PDF, and lists the lead in /api/admin/contactos', async () => {
    const id = await newConsulta();
    const email = nextEmail();
    const response = await ask(id, { email: `  ${email} `, consentimiento: true });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ enviado: true });

    const [lead] = await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.consultaId, id));
    expect(lead).toMatchObject({ origen: 'informe-email', email, consentimientoVersion: REPORT_MAIL_CONSENT.version, nombre: null, telefono: null });
    expect(Math.abs((lead?.consentimientoAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    const [row] = await t.database.db
      .select()
      .from(correos)
      .where(eq(correos.claveEvento, `informe:${lead?.id}`));
    expect(row).toMatchObject({ tipo: 'informe-valuacion', destinatario: email, estado: 'pendiente' });
    expect(JSON.parse(row?.adjunto ?? 'null')).toEqual({ kind: 'informe-valuacion', id });

    // The worker draws the PDF when it sends (the test app's worker is driven by hand).
    expect(await t.app.mailWorker?.runOnce()).toBe(1);
    const [received] = await sink.waitFor(1);
    expect(received?.to).toEqual([email]);
    const parsed = received?.parsed;
    expect(parsed?.subject).toBe('Tu informe de valuación: Palermo, Ciudad de Buenos Aires');
    expect(parsed?.text).toContain(`${TEST_ORIGIN}/resultado/${id}`);
    expect(parsed?.html).toContain(`href="${TEST_ORIGIN}/resultado/${id}"`);
    expect(parsed?.text).toContain('no constituye una tasación');
    expect(parsed?.attachments).toHaveLength(1);
    const pdf = parsed?.attachments[0];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toMatch(/^valuacion-palermo-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The same bytes as the download.
    const download = await t.request({ method: 'GET', url: `/api/consultas/${id}/informe.pdf`, remoteAddress: nextAddress() });
    expect(pdf?.content.equals(download.rawPayload)).toBe(true);
    const [sent] = await t.database.db
      .select()
      .from(correos)
      .where(eq(correos.id, row?.id ?? 0));
    expect(sent?.estado).toBe('enviado');

    const contactos = await t.request({ method: 'GET', url: '/api/admin/contactos', cookie: admin });
    expect(contactos.json().items).toContainEqual({
      id: lead?.id,
      origen: 'informe-email',
      nombre: null,
      email,
      telefono: null,
      comentario: null,
      consulta_id: id,
      consentimiento: { version: REPORT_MAIL_CONSENT.version, fecha: lead?.consentimientoAt?.toISOString() },
      zona: null,
      seguimiento: { estado: 'nuevo', motivo: null, responsable: null, proximo_seguimiento: null, seguimiento_vencido: false },
      created_at: expect.any(String),
    });
  });

  it('refuses a missing or unticked consent, a bad address and unknown keys, storing nothing', async () => {
    const id = await newConsulta();
    const cases: Array<[unknown, string, string]> = [
      [{ email: nextEmail() }, 'consentimiento', REPORT_MAIL_MESSAGES.consentRequired],
      [{ email: nextEmail(), consentimiento: false }, 'consentimiento', REPORT_MAIL_MESSAGES.consentRequired],
      [{ email: nextEmail(), consentimiento: 'true' }, 'consentimiento', REPORT_MAIL_MESSAGES.consentRequired],
      [{ email: '', consentimiento: true }, 'email', REPORT_MAIL_MESSAGES.emailRequired],
      [{ consentimiento: true }, 'email', REPORT_MAIL_MESSAGES.emailRequired],
      [{ email: 'no-es-un-mail', consentimiento: true }, 'email', REPORT_MAIL_MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(250)}@example.com`, consentimiento: true }, 'email', REPORT_MAIL_MESSAGES.emailTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const response = await ask(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field, message });
    }
    const extra = await ask(id, { email: nextEmail(), consentimiento: true, nombre: 'Ana' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatchObject({ field: 'nombre', message: expect.stringContaining('nombre') });
    expect(await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.consultaId, id))).toEqual([]);
  });

  it('answers 404 for an unknown or malformed consulta', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const response = await ask(id, { email: nextEmail(), consentimiento: true });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Consulta no encontrada');
    }
  });

  it(`limits per consulta (${REPORT_MAIL_LIMITS.perConsultaPerHour} an hour), per recipient (${REPORT_MAIL_LIMITS.perAddressPerDay} a day) and per client address`, async () => {
    const id = await newConsulta();
    for (let i = 0; i < REPORT_MAIL_LIMITS.perConsultaPerHour; i++) expect((await ask(id, { email: nextEmail(), consentimiento: true })).statusCode).toBe(202);
    const refused = await ask(id, { email: nextEmail(), consentimiento: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(REPORT_MAIL_MESSAGES.tooManyForConsulta);

    const email = nextEmail();
    for (let i = 0; i < REPORT_MAIL_LIMITS.perAddressPerDay; i++)
      expect((await ask(await newConsulta(), { email, consentimiento: true })).statusCode).toBe(202);
    const flooded = await ask(await newConsulta(), { email: email.toUpperCase(), consentimiento: true });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().error).toMatchObject({ field: 'email', message: REPORT_MAIL_MESSAGES.tooManyForAddress });

    const client = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_MAIL_RATE_LIMIT.max; i++)
      statuses.push((await ask(await newConsulta(), { email: nextEmail(), consentimiento: true }, client)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
  });
});

describe('POST /resultado/:id/informe (the form without JavaScript)', () => {
  it('stores and enqueues, then redirects back with a status and never the address', async () => {
    const id = await newConsulta();
    const email = nextEmail();
    const response = await postForm(id, `email=${encodeURIComponent(email)}&consentimiento=si`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/resultado/${id}?informe=enviado#recibir-por-email`);
    expect(response.headers.location).not.toContain('example');
    const [lead] = await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.consultaId, id));
    expect(lead?.email).toBe(email);
    expect(
      await t.database.db
        .select()
        .from(correos)
        .where(eq(correos.claveEvento, `informe:${lead?.id}`)),
    ).toHaveLength(1);
  });

  it('says which field failed, and what happened to an unknown consulta', async () => {
    const id = await newConsulta();
    const without = await postForm(id, `email=${encodeURIComponent(nextEmail())}`);
    expect(without.headers.location).toBe(`/resultado/${id}?informe=consentimiento#recibir-por-email`);
    const bad = await postForm(id, 'email=nada&consentimiento=si');
    expect(bad.headers.location).toBe(`/resultado/${id}?informe=email#recibir-por-email`);
    const unknown = await postForm('00000000-0000-4000-8000-000000000000', `email=${encodeURIComponent(nextEmail())}&consentimiento=si`);
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/resultado/00000000-0000-4000-8000-000000000000?informe=error#recibir-por-email');
    expect(await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.consultaId, id))).toEqual([]);
  });

  it('turns the per-address limit into a redirect too', async () => {
    const client = nextAddress();
    let last: string | undefined;
    for (let i = 0; i <= REPORT_MAIL_RATE_LIMIT.max; i++) {
      last = (await postForm(await newConsulta(), `email=${encodeURIComponent(nextEmail())}&consentimiento=si`, client)).headers.location as string;
    }
    expect(last).toMatch(/\?informe=limite#recibir-por-email$/);
  });

  it('takes urlencoded bodies on this route only', async () => {
    const id = await newConsulta();
    const response = await t.request({
      method: 'POST',
      url: `/api/consultas/${id}/informe-por-email`,
      payload: 'email=a%40b.example&consentimiento=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(415);
  });
});
