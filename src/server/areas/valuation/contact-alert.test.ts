import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correos } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A lead from the calculator's contact dialog mails every admin (ADR 087). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.signInAs(['admin'], 'admin.tres');
  await t.signInAs(['crm'], 'crm.tres');
});
afterAll(() => t.close());

describe('the alert of a valuation lead', () => {
  it('goes to the admins only, with who, WhatsApp, e-mail and /admin/contactos; replies to the lead', async () => {
    const lead = { nombre: 'Ana Pérez', email: 'ana@example.com', telefono: '+54 9 11 1234-5678', comentario: 'Tengo un lote en Coghlan' };
    const response = await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: lead, remoteAddress: '10.50.0.1' });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await t.database.db.select().from(correos);
    expect(mails.map((m) => m.destinatario)).toEqual(['admin.tres@prueba.example']);
    const [mail] = mails;
    expect(mail).toMatchObject({ tipo: 'alerta-contacto', asunto: 'Nuevo contacto: Ana Pérez', claveEvento: expect.stringMatching(/^contacto:/) });
    expect(mail?.texto).toContain('Ana Pérez quiere hablar con un analista');
    expect(mail?.texto).toContain('Tengo un lote en Coghlan');
    expect(mail?.html).toContain('href="https://wa.me/5491112345678"');
    expect(mail?.html).toContain('href="mailto:ana@example.com"');
    expect(mail?.html).toContain('href="http://localhost:3000/admin/contactos"');
    expect(JSON.parse(mail?.encabezados ?? '{}')).toMatchObject({ 'Reply-To': 'ana@example.com', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
