import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recurrence } from '../../../domain/tasks/recurrence.ts';
import type { Board, Task } from '../../../domain/tasks/task.ts';
import { tareaChecklist, tareaSeries, tareas } from '../../platform/db/schema/index.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRecurrenceService } from './recurrence.service.ts';

let t: TestApp;
let admin: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['tareas_admin'], 'jefa.obra');
});
afterAll(() => t.close());

async function newTask(titulo: string, fecha_limite = '2030-01-31'): Promise<Task> {
  const response = await t.request({
    method: 'POST',
    url: '/api/tareas',
    payload: { titulo, responsable_nombre: 'Diego', creada_por_nombre: 'Belén', fecha_limite, prioridad: 'P1', nivel_urgencia: 'Alto', descripcion: 'Revisar' },
    remoteAddress: `10.7.${randomInt(255)}.${randomInt(1, 255)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function repeat(id: string, rule: object, cookie = admin) {
  return t.request({ method: 'PUT', url: `/api/tareas/${id}/repeticion`, payload: rule, cookie });
}

async function repeated(id: string, rule: object): Promise<Recurrence> {
  const response = await repeat(id, rule);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function markDone(id: string) {
  const response = await t.request({ method: 'POST', url: `/api/tareas/${id}/mover`, payload: { estado: 'Hecha' }, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
}

const occurrences = (serieId: string) => t.app.db.select().from(tareas).where(eq(tareas.serieId, serieId)).orderBy(asc(tareas.serieNumero));

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: `/api/tareas/${MISSING}/repeticion` },
    { method: 'PUT', url: `/api/tareas/${MISSING}/repeticion` },
    { method: 'DELETE', url: `/api/tareas/${MISSING}/repeticion` },
  ],
  { allowed: ['tareas_admin'] },
);

describe('setting a rule', () => {
  it('starts a series with the task as its first occurrence and says how it repeats', async () => {
    const task = await newTask('Limpiar obrador');
    const response = await repeat(task.id, { frecuencia: 'mensual', base: 'fecha', dia_mes: 31 });
    expect(response.statusCode, response.body).toBe(200);
    const body: Recurrence = response.json();
    expect(body).toMatchObject({ activa: true, texto: 'Repite cada mes, el día 31 (o el último del mes)' });
    const read = await t.request({ method: 'GET', url: `/api/tareas/${task.id}/repeticion`, cookie: admin });
    expect(read.json()).toEqual({ repeticion: body });
    // Changing the rule keeps the series.
    const changed: Recurrence = await repeated(task.id, { frecuencia: 'diaria', base: 'cierre' });
    expect(changed.serie_id).toBe(body.serie_id);
    expect(changed.texto).toBe('Repite cada día, desde que se termina la anterior');
  });

  it('refuses malformed rules with 400 and unknown tasks with 404', async () => {
    const task = await newTask('Regla mala');
    for (const bad of [
      {},
      { frecuencia: 'semanal', base: 'fecha', dias_semana: [] },
      { frecuencia: 'mensual', base: 'fecha', dia_mes: 0 },
      { frecuencia: 'cada_n_dias', base: 'fecha', intervalo: 'tres' },
      { frecuencia: 'diaria', base: 'fecha', extra: 1 },
      [],
    ]) {
      const response = await repeat(task.id, bad as object);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await repeat(MISSING, { frecuencia: 'diaria', base: 'fecha' })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/tareas/${task.id}/repeticion`, cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/tareas/${task.id}/repeticion`, cookie: admin })).json()).toEqual({ repeticion: null });
  });
});

describe('the next occurrence', () => {
  it('is created when the latest one goes to Hecha, with its fields and its checklist undone', async () => {
    const task = await newTask('Medir humedad', '2030-01-31');
    const rule = await repeated(task.id, { frecuencia: 'mensual', base: 'fecha', dia_mes: 31 });
    await t.app.db.insert(tareaChecklist).values([
      { tareaId: task.id, texto: 'Muro norte', hecho: true, posicion: 0 },
      { tareaId: task.id, texto: 'Muro sur', hecho: false, posicion: 1 },
    ]);
    expect(await occurrences(rule.serie_id)).toHaveLength(1);
    const board = (await t.request({ method: 'GET', url: '/api/tareas/tablero', cookie: admin })).json() as Board;
    const card = board.columnas.flatMap((c) => c.items).find((i) => i.id === task.id);
    expect(card).toMatchObject({ repite: 'Repite cada mes, el día 31 (o el último del mes)', checklist: { hechos: 1, total: 2 } });
    await markDone(task.id);
    const rows = await occurrences(rule.serie_id);
    expect(rows).toHaveLength(2);
    const next = rows[1];
    expect(next).toMatchObject({
      titulo: 'Medir humedad',
      descripcion: 'Revisar',
      prioridad: 'P1',
      nivelUrgencia: 'Alto',
      responsableNombre: 'Diego',
      estado: 'Inbox',
      fechaLimite: '2030-02-28',
      serieNumero: 2,
      fechaCierre: null,
    });
    const items = await t.app.db
      .select()
      .from(tareaChecklist)
      .where(eq(tareaChecklist.tareaId, next?.id ?? ''))
      .orderBy(asc(tareaChecklist.posicion));
    expect(items.map((i) => [i.texto, i.hecho])).toEqual([
      ['Muro norte', false],
      ['Muro sur', false],
    ]);
    // Moving the done one around in Hecha or running the worker again makes no second copy.
    await markDone(task.id);
    await createRecurrenceService({ db: t.app.db }).runOnce();
    expect(await occurrences(rule.serie_id)).toHaveLength(2);
  });

  it('stopping the series keeps every task it made and makes no more', async () => {
    const task = await newTask('Regar plantas');
    const rule = await repeated(task.id, { frecuencia: 'diaria', base: 'fecha' });
    await markDone(task.id);
    const [, second] = await occurrences(rule.serie_id);
    const stop = await t.request({ method: 'DELETE', url: `/api/tareas/${second?.id}/repeticion`, cookie: admin });
    expect(stop.statusCode, stop.body).toBe(204);
    await markDone(second?.id ?? '');
    const rows = await occurrences(rule.serie_id);
    expect(rows.map((r) => r.estado)).toEqual(['Hecha', 'Hecha']);
    const [series] = await t.app.db.select().from(tareaSeries).where(eq(tareaSeries.id, rule.serie_id));
    expect(series).toMatchObject({ activa: false });
    expect(series?.detenidaEn).toBeInstanceOf(Date);
    const read = await t.request({ method: 'GET', url: `/api/tareas/${task.id}/repeticion`, cookie: admin });
    expect(read.json().repeticion).toMatchObject({ activa: false });
  });

  it('setting a rule on a task already Hecha creates its next one at once', async () => {
    const task = await newTask('Ya hecha', '2030-03-02');
    await markDone(task.id);
    const rule = await repeated(task.id, { frecuencia: 'cada_n_dias', base: 'fecha', intervalo: 7 });
    const rows = await occurrences(rule.serie_id);
    expect(rows.map((r) => r.fechaLimite)).toEqual(['2030-03-02', '2030-03-09']);
  });

  it('two workers at once create exactly one next task per series', async () => {
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      const task = await newTask(`Concurrente ${i}`, '2030-05-10');
      const set = await repeat(task.id, { frecuencia: 'semanal', base: 'fecha', dias_semana: [1, 4] });
      expect(set.statusCode, set.body).toBe(200);
      made.push((set.json() as Recurrence).serie_id);
      // Done straight in the table: the move's own cycle must not run first.
      await t.app.db.update(tareas).set({ estado: 'Hecha', fechaCierre: new Date() }).where(eq(tareas.id, task.id));
    }
    const one = createRecurrenceService({ db: t.app.db, batch: 5 });
    const two = createRecurrenceService({ db: t.app.db, batch: 5 });
    const runs = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(12);
    for (const serieId of made) {
      const rows = await occurrences(serieId);
      expect(rows.map((r) => [r.serieNumero, r.fechaLimite])).toEqual([
        [1, '2030-05-10'],
        [2, '2030-05-13'],
      ]);
    }
    const inbox = await t.app.db
      .select()
      .from(tareas)
      .where(and(eq(tareas.estado, 'Inbox'), eq(tareas.serieNumero, 2)));
    expect(new Set(inbox.map((r) => r.posicion)).size).toBe(inbox.length);
  });
});
