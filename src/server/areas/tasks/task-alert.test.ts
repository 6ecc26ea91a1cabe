import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correos } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A task from the public form mails the tasks admins and the admins (ADR 087). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.signInAs(['tareas_admin'], 'tareas.uno');
  await t.signInAs(['admin'], 'admin.dos');
  await t.signInAs(['tareas_cliente'], 'cliente.uno');
});
afterAll(() => t.close());

describe('the alert of a new public task', () => {
  it('goes to the tasks admins and the admins with what and who, linking the kanban', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/tareas',
      payload: { titulo: 'Pintar fachada', responsable_nombre: 'Diego', creada_por_nombre: 'Belén', fecha_limite: '2030-12-01', descripcion: 'Color arena' },
      remoteAddress: '10.40.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await t.database.db.select().from(correos).orderBy(correos.destinatario);
    expect(mails.map((m) => m.destinatario)).toEqual(['admin.dos@prueba.example', 'tareas.uno@prueba.example']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ tipo: 'alerta-tarea', asunto: 'Nueva tarea: Pintar fachada' });
      expect(mail.claveEvento).toMatch(new RegExp(`^tarea:${response.json().id}:`));
      expect(mail.texto).toContain('Belén cargó «Pintar fachada» desde el formulario público');
      expect(mail.texto).toContain('Fecha límite: 01/12/2030');
      expect(mail.texto).toContain('Color arena');
      expect(mail.html).toContain('href="http://localhost:3000/tareas-parcela/dashboard/kanban"');
    }
  });

  it('is not written when the task is refused (an unknown project rolls the transaction back)', async () => {
    await t.database.db.delete(correos);
    const response = await t.request({
      method: 'POST',
      url: '/api/tareas',
      payload: {
        titulo: 'Otra',
        responsable_nombre: 'Diego',
        creada_por_nombre: 'Belén',
        fecha_limite: '2030-12-01',
        proyecto_id: '00000000-0000-4000-8000-000000000000',
      },
      remoteAddress: '10.40.0.2',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.database.db.select().from(correos)).toEqual([]);
  });
});
