import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correos } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A neighbour's comment or price suggestion mails every admin, who moderates it (ADR 087). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.signInAs(['admin'], 'admin.cuatro');
  await t.signInAs(['contenido'], 'contenido.cuatro');
});
afterAll(() => t.close());

describe('the alert of a neighbour’s comment', () => {
  it('goes to the admins with the barrio, the suggested price and a link to moderate; never the author’s e-mail', async () => {
    const payload = { barrio_nombre: 'palermo', autor_nombre: 'Ana', autor_email: 'ana@example.com', comentario: 'Subió mucho este año', precio_sugerido: 710 };
    const response = await t.request({ method: 'POST', url: '/api/comentarios', payload, remoteAddress: '10.60.0.1' });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await t.database.db.select().from(correos);
    expect(mails.map((m) => m.destinatario)).toEqual(['admin.cuatro@prueba.example']);
    const [mail] = mails;
    expect(mail).toMatchObject({ tipo: 'alerta-comentario', asunto: 'Precio sugerido en Palermo' });
    expect(mail?.texto).toContain('Ana dejó un precio sugerido y un comentario sobre Palermo');
    expect(mail?.texto).toMatch(/Precio sugerido: US\$\s?710 por m²/);
    expect(mail?.texto).toContain('Subió mucho este año');
    expect(mail?.html).toContain('href="http://localhost:3000/admin/comentarios"');
    expect(mail?.html).not.toContain('ana@example.com');
  });

  it('a plain comment says so', async () => {
    await t.database.db.delete(correos);
    const payload = { barrio_nombre: 'Palermo', autor_nombre: 'Beto', autor_email: 'beto@example.com', comentario: 'Lindo' };
    expect((await t.request({ method: 'POST', url: '/api/comentarios', payload, remoteAddress: '10.60.0.2' })).statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(correos);
    expect(mail?.asunto).toBe('Nuevo comentario en Palermo');
  });
});
