import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/pagination.ts';
import { SEARCH_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { MyTasks, StaffAccount, TaskSearchHit } from '../../../domain/tasks/search.ts';
import type { Task, TaskInput } from '../../../domain/tasks/task.ts';
import { user } from '../../platform/db/schema/index.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tasksAdmin: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  tasksAdmin = await t.signInAs(['tareas_admin'], 'capataz');
  admin = await t.signInAs(['admin'], 'jefa.admin');
});
afterAll(() => t.close());

async function created(overrides: Partial<TaskInput>): Promise<Task> {
  const response = await t.request({
    method: 'POST',
    url: '/api/tareas/desde-panel',
    cookie: tasksAdmin,
    remoteAddress: `10.3.${randomInt(255)}.${randomInt(1, 255)}`,
    payload: { titulo: 'Tarea', responsable_nombre: 'Diego', creada_por_nombre: 'Belén', fecha_limite: '2030-12-01', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const search = (q: string, extra = '', cookie = tasksAdmin) =>
  t.request({ method: 'GET', url: `/api/tareas/buscar?q=${encodeURIComponent(q)}${extra}`, cookie });

async function found(q: string, extra = ''): Promise<Page<TaskSearchHit>> {
  const response = await search(q, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function userId(username: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/tareas/buscar?q=revoque' },
    { method: 'GET', url: '/api/tareas/mis-tareas' },
  ],
  {
    allowed: ['tareas_admin'],
  },
);
describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/tareas/cuentas' },
    { method: 'PUT', url: '/api/tareas/cuentas/00000000-0000-4000-8000-000000000000/persona' },
  ],
  { allowed: ['admin'] },
);

describe('search (ADR 135)', () => {
  let inTitle: Task;
  let inDescription: Task;
  let inComment: Task;
  beforeAll(async () => {
    inTitle = await created({ titulo: 'Impermeabilizar TERRAZA del galpón' });
    inDescription = await created({ titulo: 'Revisar techo', descripcion: 'Hay filtraciones en la terraza y en la losa.' });
    inComment = await created({ titulo: 'Pintar medianera' });
    const comment = await t.request({
      method: 'POST',
      url: `/api/tareas/${inComment.id}/comentarios`,
      cookie: tasksAdmin,
      payload: { texto: 'El camión con la membrana llega el martes; después la terraza.' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    await created({ titulo: 'Cotizar 50% de anticipo_final' });
  });

  it('finds title, description and comment, case and accents aside, title first, each with where it matched', async () => {
    const page = await found('térrazá');
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)[0]).toBe(inTitle.id);
    expect(new Set(page.items.map((i) => i.id))).toEqual(new Set([inTitle.id, inDescription.id, inComment.id]));
    const byId = new Map(page.items.map((i) => [i.id, i.coincidencia]));
    expect(byId.get(inTitle.id)).toEqual({ campo: 'titulo', fragmento: 'Impermeabilizar TERRAZA del galpón' });
    expect(byId.get(inDescription.id)?.campo).toBe('descripcion');
    expect(byId.get(inComment.id)).toMatchObject({ campo: 'comentario' });
    expect(byId.get(inComment.id)?.fragmento).toContain('terraza');
  });

  it('matches an accented word typed without accents, and the other way round', async () => {
    expect((await found('CAMION')).items.map((i) => i.id)).toEqual([inComment.id]);
    expect((await found('galpon')).items.map((i) => i.id)).toEqual([inTitle.id]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect((await found('50%')).total).toBe(1);
    expect((await found('o_f')).total).toBe(1);
    expect((await found('%%')).total).toBe(0);
    expect((await found('__')).total).toBe(0);
    expect((await found('\\\\')).total).toBe(0);
    expect((await found("'; drop table tareas; --")).total).toBe(0);
  });

  it('pages without hiding anything: totals stay, pages add up', async () => {
    for (let i = 0; i < 23; i++) await created({ titulo: `Relevamiento zócalo ${i}` });
    const first = await found('zocalo');
    expect(first).toMatchObject({ total: 23, page: 1, page_size: 20 });
    expect(first.items).toHaveLength(20);
    const second = await found('zocalo', '&page=2');
    expect(second).toMatchObject({ total: 23, page: 2 });
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(23);
    expect((await found('zocalo', '&page=9')).items).toEqual([]);
  });

  it.each([
    ['one character', 'a', SEARCH_MESSAGES.tooShort],
    ['blanks', '   ', SEARCH_MESSAGES.tooShort],
    ['101 characters', 'x'.repeat(101), SEARCH_MESSAGES.tooLong],
    ['10 kB', 'x'.repeat(10_000), SEARCH_MESSAGES.tooLong],
  ])('refuses %s with a Spanish message', async (_what, q, message) => {
    const response = await search(q);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it.each([
    ['no q', '/api/tareas/buscar'],
    ['an unknown key', '/api/tareas/buscar?q=terraza&orden=1'],
    ['two q', '/api/tareas/buscar?q=terraza&q=losa'],
    ['a NUL byte', '/api/tareas/buscar?q=te%00rraza'],
    ['a bad page', '/api/tareas/buscar?q=terraza&page=-1'],
  ])('answers 400 (never 5xx) to %s', async (_what, url) => {
    const response = await t.request({ method: 'GET', url, cookie: tasksAdmin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBeTruthy();
  });

  it('reads a broken percent escape as it came: an empty result, not an error', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tareas/buscar?q=%E0%A4%A', cookie: tasksAdmin });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });
});

describe('Mis tareas (ADR 136)', () => {
  it('without a person: persona null and an empty list', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tareas/mis-tareas', cookie: tasksAdmin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ persona: null, tareas: { items: [], total: 0 } });
  });

  it('an admin ties the account, it lists that person’s open tasks; untied, nothing', async () => {
    const mine = await created({ titulo: 'Tarea de Micaela', responsable_nombre: 'Micaela' });
    const done = await created({ titulo: 'Hecha de Micaela', responsable_nombre: 'Micaela' });
    await t.request({ method: 'POST', url: `/api/tareas/${done.id}/mover`, cookie: tasksAdmin, payload: { estado: 'Hecha' } });
    const id = await userId('capataz');

    const accounts: StaffAccount[] = (await t.request({ method: 'GET', url: '/api/tareas/cuentas', cookie: admin })).json();
    expect(accounts.find((a) => a.id === id)).toMatchObject({ usuario: 'capataz', persona: null });

    const tie = await t.request({ method: 'PUT', url: `/api/tareas/cuentas/${id}/persona`, cookie: admin, payload: { persona: 'Micaela' } });
    expect(tie.statusCode, tie.body).toBe(200);
    expect(tie.json()).toMatchObject({ id, persona: 'Micaela' });

    const list: MyTasks = (await t.request({ method: 'GET', url: '/api/tareas/mis-tareas', cookie: tasksAdmin })).json();
    expect(list.persona).toBe('Micaela');
    expect(list.tareas.items.map((i) => i.id)).toEqual([mine.id]);
    expect(list.tareas.total).toBe(1);

    const untie = await t.request({ method: 'PUT', url: `/api/tareas/cuentas/${id}/persona`, cookie: admin, payload: { persona: null } });
    expect(untie.json()).toMatchObject({ persona: null });
    expect((await t.request({ method: 'GET', url: '/api/tareas/mis-tareas', cookie: tasksAdmin })).json()).toMatchObject({ persona: null });
  });

  it('refuses a person outside the list, an account outside the tasks staff, and a tareas_admin doing it', async () => {
    const id = await userId('capataz');
    const wrong = await t.request({ method: 'PUT', url: `/api/tareas/cuentas/${id}/persona`, cookie: admin, payload: { persona: 'Nadie' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(SEARCH_MESSAGES.personInvalid);

    await t.signInAs(['usuario'], 'vecino');
    const outsider = await t.request({
      method: 'PUT',
      url: `/api/tareas/cuentas/${await userId('vecino')}/persona`,
      cookie: admin,
      payload: { persona: 'Diego' },
    });
    expect(outsider.statusCode).toBe(404);

    const self = await t.request({ method: 'PUT', url: `/api/tareas/cuentas/${id}/persona`, cookie: tasksAdmin, payload: { persona: 'Diego' } });
    expect(self.statusCode).toBe(403);
  });
});
