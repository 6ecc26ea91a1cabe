import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestInput } from '../../../domain/requests/request.ts';
import { SAMPLE_REQUEST } from '../../../domain/requests/sample-request.ts';
import { correos, user } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A new service request mails the CRM and the admins (ADR 087), in the request's transaction. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.signInAs(['crm'], 'laura.crm');
  await t.signInAs(['admin'], 'jefa.admin');
  await t.signInAs(['admin', 'crm'], 'ambos.roles');
  await t.signInAs(['fondo'], 'otro.fondo');
  await t.signInAs(['crm'], 'baja.crm');
  await t.database.db.update(user).set({ banned: true }).where(eq(user.username, 'baja.crm'));
});
afterAll(() => t.close());

// Typed as people type a local mobile: the alert must show and link it with 54 9.
const valid: RequestInput = { ...SAMPLE_REQUEST, codigo_interno: 'SI-0200', celular: '11 5555-0101', comentarios: 'La pared del hall' };

describe('the alert of a new service request', () => {
  it('goes once to each active CRM account and admin, saying what, who (WhatsApp) and where to see it', async () => {
    const response = await t.request({ method: 'POST', url: '/api/solicitudes', payload: valid, remoteAddress: '10.9.9.9' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    const mails = await t.database.db.select().from(correos).orderBy(correos.destinatario);
    expect(mails.map((m) => m.destinatario)).toEqual(['ambos.roles@prueba.example', 'jefa.admin@prueba.example', 'laura.crm@prueba.example']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ tipo: 'alerta-solicitud', estado: 'pendiente', asunto: 'Nueva solicitud: Pintura en Torre Maipú 900' });
      expect(mail.claveEvento).toMatch(new RegExp(`^solicitud:${id}:`));
      expect(mail.texto).toContain('Mariana pidió «Pintura» para la sucursal Torre Maipú 900');
      expect(mail.texto).toContain('+54 9 11 5555-0101');
      expect(mail.texto).toContain('La pared del hall');
      expect(mail.html).toContain('href="https://wa.me/5491155550101"');
      expect(mail.html).toContain('href="http://localhost:3000/crm-dashboard"');
      expect(mail.html).toMatch(/<html[^>]*lang="es-AR"/);
      expect(mail.html).toMatch(/<h1[^>]*>Nueva solicitud de servicio<\/h1>/);
    }
  });

  it('is not written when the request is refused', async () => {
    const before = (await t.database.db.select().from(correos)).length;
    const response = await t.request({ method: 'POST', url: '/api/solicitudes', payload: { ...valid, celular: 'x' }, remoteAddress: '10.9.9.8' });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(correos)).toHaveLength(before);
  });
});
