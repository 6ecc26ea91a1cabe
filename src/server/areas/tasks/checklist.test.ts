import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checklist } from '../../../domain/tasks/checklist.ts';
import { CHECKLIST_LIMIT } from '../../../domain/tasks/messages.ts';
import type { Board, Task } from '../../../domain/tasks/task.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['tareas_admin'], 'capataz');
});
afterAll(() => t.close());

async function newTask(titulo: string): Promise<Task> {
  const response = await t.request({
    method: 'POST',
    url: '/api/tareas',
    payload: { titulo, responsable_nombre: 'Camila', creada_por_nombre: 'Belén', fecha_limite: '2030-01-10' },
    remoteAddress: `10.8.${randomInt(255)}.${randomInt(1, 255)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, cookie: admin, ...(payload ? { payload } : {}) });

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: `/api/tareas/${MISSING}/checklist` },
    { method: 'POST', url: `/api/tareas/${MISSING}/checklist` },
    { method: 'PATCH', url: `/api/tareas/${MISSING}/checklist/${MISSING}` },
    { method: 'DELETE', url: `/api/tareas/${MISSING}/checklist/${MISSING}` },
  ],
  { allowed: ['tareas_admin'] },
);

describe('a checklist', () => {
  it('adds items in order, ticks and unticks them, and the card shows the progress', async () => {
    const task = await newTask('Colocar cerámicos');
    expect((await call('GET', `/api/tareas/${task.id}/checklist`)).json()).toEqual({ items: [], hechos: 0, total: 0 });
    for (const texto of ['Baño', 'Cocina', 'Lavadero']) expect((await call('POST', `/api/tareas/${task.id}/checklist`, { texto })).statusCode).toBe(201);
    let list: Checklist = (await call('GET', `/api/tareas/${task.id}/checklist`)).json();
    expect(list.items.map((i) => i.texto)).toEqual(['Baño', 'Cocina', 'Lavadero']);
    const [bano, cocina] = list.items;
    list = (await call('PATCH', `/api/tareas/${task.id}/checklist/${bano?.id}`, { hecho: true })).json();
    list = (await call('PATCH', `/api/tareas/${task.id}/checklist/${cocina?.id}`, { hecho: true })).json();
    expect(list).toMatchObject({ hechos: 2, total: 3 });
    list = (await call('PATCH', `/api/tareas/${task.id}/checklist/${cocina?.id}`, { hecho: false, texto: 'Cocina y office' })).json();
    expect(list.items[1]).toMatchObject({ texto: 'Cocina y office', hecho: false });
    const board: Board = (await call('GET', '/api/tareas/tablero')).json();
    const card = board.columnas.flatMap((c) => c.items).find((i) => i.id === task.id);
    expect(card?.checklist).toEqual({ hechos: 1, total: 3 });
    list = (await call('DELETE', `/api/tareas/${task.id}/checklist/${bano?.id}`)).json();
    expect(list).toMatchObject({ hechos: 0, total: 2 });
  });

  it('refuses bad input with 400, items of another task with 404, and a full list with 409', async () => {
    const task = await newTask('Lista llena');
    const other = await newTask('Otra');
    for (const bad of [{}, { texto: '' }, { texto: 'x'.repeat(201) }, { texto: 3 }, { texto: 'ok', extra: 1 }])
      expect((await call('POST', `/api/tareas/${task.id}/checklist`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const list: Checklist = (await call('POST', `/api/tareas/${task.id}/checklist`, { texto: 'Uno' })).json();
    const item = list.items[0]?.id;
    expect((await call('PATCH', `/api/tareas/${task.id}/checklist/${item}`, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/tareas/${task.id}/checklist/${item}`, { hecho: 'sí' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/tareas/${other.id}/checklist/${item}`, { hecho: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tareas/${other.id}/checklist/${item}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/tareas/${MISSING}/checklist`, { texto: 'x' })).statusCode).toBe(404);
    for (let i = 1; i < CHECKLIST_LIMIT; i++) expect((await call('POST', `/api/tareas/${task.id}/checklist`, { texto: `Ítem ${i}` })).statusCode).toBe(201);
    const full = await call('POST', `/api/tareas/${task.id}/checklist`, { texto: 'Uno más' });
    expect(full.statusCode).toBe(409);
  });
});
