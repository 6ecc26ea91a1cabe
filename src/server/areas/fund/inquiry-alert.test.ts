import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correos } from '../../platform/db/schema/index.ts';
import { SAMPLE_LAND_OWNER } from '../../test/samples.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A land owner's inquiry mails the fund and the admins (ADR 087): whether a file came, never the file. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.signInAs(['fondo'], 'fondo.uno');
  await t.signInAs(['admin'], 'admin.uno');
  await t.signInAs(['crm'], 'crm.uno');
});
afterAll(() => t.close());

function form(fields: Record<string, string>, pdf?: Buffer): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (pdf) body.append('archivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'prefactibilidad.pdf');
  return body;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the alert of a land owner’s inquiry', () => {
  it('goes to the fund and the admins, says a file came and where to get it, replies to the owner', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/terrenos/contactos',
      payload: form({ ...SAMPLE_LAND_OWNER, m2_vendibles_estimados: '850' }, PDF),
      remoteAddress: '10.30.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await t.database.db.select().from(correos).orderBy(correos.destinatario);
    expect(mails.map((m) => m.destinatario)).toEqual(['admin.uno@prueba.example', 'fondo.uno@prueba.example']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ tipo: 'alerta-consulta-terreno', asunto: 'Nueva consulta de terreno: Olazábal 4500, Villa Urquiza' });
      expect(mail.claveEvento).toMatch(new RegExp(`^consulta-terreno:${response.json().id}:`));
      expect(mail.texto).toContain('Roberto Fernández ofrece un terreno en Olazábal 4500, Villa Urquiza');
      expect(mail.texto).toContain('Prefactibilidad: Sí, adjuntó el archivo');
      expect(mail.texto).toContain('850 m²');
      expect(mail.html).toContain('href="https://wa.me/5491155550101"');
      expect(mail.html).toContain('href="mailto:roberto@example.com"');
      expect(mail.html).toContain('href="http://localhost:3000/parcela-admin/dashboard"');
      // Never the file: no attachment, no link to its download.
      expect(mail.html).not.toMatch(/prefactibilidad\.pdf|\/archivo/);
      expect(JSON.parse(mail.encabezados ?? '{}')).toMatchObject({ 'Reply-To': 'roberto@example.com', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    }
  });

  it('says when there is no pre-feasibility', async () => {
    await t.database.db.delete(correos);
    const response = await t.request({ method: 'POST', url: '/api/terrenos/contactos', payload: form(SAMPLE_LAND_OWNER), remoteAddress: '10.30.0.2' });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await t.database.db.select().from(correos);
    expect(mail?.texto).toContain('Prefactibilidad: No');
    expect(mail?.texto).toContain('m² vendibles estimados: No indicó');
  });
});
