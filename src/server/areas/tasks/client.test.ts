import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientAccount, ClientPanel, ClientProject } from '../../../domain/tasks/client.ts';
import { CLIENT_MESSAGES, TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Project, Task, TaskInput } from '../../../domain/tasks/task.ts';
import { tareas, user } from '../../platform/db/schema/index.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTasksClientService } from './client.service.ts';

let t: TestApp;
let tasksAdmin: string;
let admin: string;
/** Two client accounts: Ana (linked to her projects) and Bruno (to his). */
let ana: { cookie: string; id: string };
let bruno: { cookie: string; id: string };
const MISSING = '00000000-0000-4000-8000-000000000000';

async function userId(username: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function client(username: string): Promise<{ cookie: string; id: string }> {
  const cookie = await t.signInAs(['tareas_cliente'], username);
  return { cookie, id: await userId(username) };
}

beforeAll(async () => {
  t = await createTestApp();
  tasksAdmin = await t.signInAs(['tareas_admin'], 'jefe.obra');
  admin = await t.signInAs(['admin'], 'jefa.admin');
  ana = await client('ana.cliente');
  bruno = await client('bruno.cliente');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call<T>(method: Method, url: string, cookie: string, payload?: object, status = 200): Promise<T> {
  const response = await t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json();
}

async function newProject(nombre: string, estado = 'Activo'): Promise<Project> {
  return call<Project>('POST', '/api/tareas/proyectos', tasksAdmin, { nombre, estado }, 201);
}

const baseTask: TaskInput = { titulo: 'Tarea', responsable_nombre: 'Diego', creada_por_nombre: 'Belén', fecha_limite: '2030-12-01' };
async function newTask(proyecto_id: string, overrides: Partial<TaskInput> = {}): Promise<Task> {
  const response = await t.request({
    method: 'POST',
    url: '/api/tareas',
    payload: { ...baseTask, ...overrides, proyecto_id },
    remoteAddress: `10.3.${randomInt(255)}.${randomInt(1, 255)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const link = (projectId: string, id: string) => call<ClientAccount[]>('POST', `/api/tareas/proyectos/${projectId}/clientes`, tasksAdmin, { user_id: id });

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/tareas/cliente/proyectos' },
    { method: 'GET', url: `/api/tareas/cliente/proyectos/${MISSING}` },
  ],
  { allowed: ['tareas_cliente'] },
);

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/tareas/cuentas-cliente' },
    { method: 'GET', url: `/api/tareas/proyectos/${MISSING}/clientes` },
    { method: 'POST', url: `/api/tareas/proyectos/${MISSING}/clientes` },
    { method: 'DELETE', url: `/api/tareas/proyectos/${MISSING}/clientes/${MISSING}` },
  ],
  { allowed: ['tareas_admin'] },
);

describe('admin on the client side', () => {
  it('admin (every role) reaches both sides; on the client side it sees only what is linked to itself: nothing', async () => {
    expect(await call<ClientProject[]>('GET', '/api/tareas/cliente/proyectos', admin)).toEqual([]);
    const project = await newProject('Obra de la admin');
    await link(project.id, ana.id);
    expect((await t.request({ method: 'GET', url: `/api/tareas/cliente/proyectos/${project.id}`, cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/tareas/cuentas-cliente', cookie: admin })).statusCode).toBe(200);
  });
});

describe('the client panel', () => {
  it('lists only the Activo projects linked to the account, by name', async () => {
    const casa = await newProject('Casa Ana — Olivos');
    const dpto = await newProject('Depto Ana — Belgrano');
    const paused = await newProject('Quincho Ana', 'En pausa');
    const done = await newProject('Pileta Ana', 'Terminado');
    const brunos = await newProject('Galpón Bruno');
    for (const p of [dpto, casa, paused, done]) await link(p.id, ana.id);
    await link(brunos.id, bruno.id);
    const mine = await call<ClientProject[]>('GET', '/api/tareas/cliente/proyectos', ana.cookie);
    const names = mine.map((p) => p.nombre);
    expect(names.indexOf(casa.nombre)).toBeLessThan(names.indexOf(dpto.nombre));
    expect(names).not.toContain(paused.nombre);
    expect(names).not.toContain(done.nombre);
    expect(names).not.toContain(brunos.nombre);
    expect(Object.keys(mine[0] ?? {}).sort()).toEqual(['descripcion', 'fecha_inicio', 'id', 'nombre']);
  });

  it("another client's project, a paused one and an unknown one answer the same 404", async () => {
    const brunos = await newProject('Local Bruno');
    const paused = await newProject('Oficina Ana', 'En pausa');
    await newTask(brunos.id, { titulo: 'Secreto de Bruno' });
    await link(brunos.id, bruno.id);
    await link(paused.id, ana.id);
    const bodies: string[] = [];
    for (const id of [brunos.id, paused.id, MISSING]) {
      const response = await t.request({ method: 'GET', url: `/api/tareas/cliente/proyectos/${id}`, cookie: ana.cookie });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).not.toContain('Secreto');
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ error: { code: 'NOT_FOUND', message: CLIENT_MESSAGES.projectNotFound } });
    // Bruno reads his own.
    const his = await call<ClientPanel>('GET', `/api/tareas/cliente/proyectos/${brunos.id}`, bruno.cookie);
    expect(his.tareas.items.map((i) => i.titulo)).toEqual(['Secreto de Bruno']);
    // Pausing a project hides it from its client at once.
    await call('PUT', `/api/tareas/proyectos/${brunos.id}`, tasksAdmin, { nombre: 'Local Bruno', estado: 'En pausa' });
    expect((await t.request({ method: 'GET', url: `/api/tareas/cliente/proyectos/${brunos.id}`, cookie: bruno.cookie })).statusCode).toBe(404);
  });

  it('a malformed id is a 400 that names nobody', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tareas/cliente/proyectos/no-es-un-id', cookie: ana.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', message: CLIENT_MESSAGES.projectNotFound, field: 'id' });
  });

  it('4 figures, the rounded progress and the read-only task list with only its fields', async () => {
    const project = await newProject('Casa Ana — Tigre');
    await link(project.id, ana.id);
    const running = await newTask(project.id, { titulo: 'Revoque grueso', responsable_nombre: 'Camila', fecha_limite: '2020-01-10' });
    const waiting = await newTask(project.id, { titulo: 'Pedir aberturas', fecha_limite: '2031-02-01', descripcion: 'Nota interna' });
    const done = await newTask(project.id, { titulo: 'Demolición', fecha_limite: '2020-01-01' });
    await call('POST', `/api/tareas/${running.id}/mover`, tasksAdmin, { estado: 'En curso' });
    await call('POST', `/api/tareas/${done.id}/mover`, tasksAdmin, { estado: 'Hecha' });
    const panel = await call<ClientPanel>('GET', `/api/tareas/cliente/proyectos/${project.id}`, ana.cookie);
    expect(panel.proyecto).toMatchObject({ id: project.id, nombre: 'Casa Ana — Tigre' });
    // Vencidas: not Hecha and past its date (the done one, also past its date, does not count).
    expect(panel.resumen).toEqual({ total: 3, en_curso: 1, hechas: 1, vencidas: 1, progreso: 33 });
    // Open first by fecha límite, then the done ones.
    expect(panel.tareas.items.map((i) => i.id)).toEqual([running.id, waiting.id, done.id]);
    expect(panel.tareas.items[0]).toMatchObject({
      titulo: 'Revoque grueso',
      estado: 'En curso',
      responsable_nombre: 'Camila',
      fecha_limite: '2020-01-10',
      vencida: true,
    });
    expect(panel.tareas.items[2]).toMatchObject({ estado: 'Terminada', vencida: false, dias_abierta: 0 });
    // In the client's words (ADR 118): the one still in Inbox is Pendiente; the overdue one is not "next".
    expect(panel.tareas.items[1]).toMatchObject({ estado: 'Pendiente' });
    expect(panel.proxima).toMatchObject({ id: waiting.id, estado: 'Pendiente', fecha_limite: '2031-02-01' });
    await call('POST', `/api/tareas/${waiting.id}/mover`, tasksAdmin, { estado: 'Bloqueada' });
    const blocked = await call<ClientPanel>('GET', `/api/tareas/cliente/proyectos/${project.id}`, ana.cookie);
    expect(blocked.proxima?.estado).toBe('Detenida');
    expect(JSON.stringify(blocked)).not.toMatch(/Inbox|Bloqueada/);
    expect(Object.keys(panel.tareas.items[1] ?? {}).sort()).toEqual([
      'dias_abierta',
      'estado',
      'fecha_limite',
      'id',
      'responsable_nombre',
      'titulo',
      'vencida',
    ]);
    expect(JSON.stringify(panel)).not.toContain('Nota interna');
    expect(JSON.stringify(panel)).not.toContain('Belén');
  });

  it('pages the task list (bounded: page_size at most 100)', async () => {
    const project = await newProject('Edificio Ana');
    await link(project.id, ana.id);
    for (let i = 0; i < 5; i++) await newTask(project.id, { titulo: `T${i}`, fecha_limite: `2031-01-0${i + 1}` });
    const first = await call<ClientPanel>('GET', `/api/tareas/cliente/proyectos/${project.id}?page_size=2`, ana.cookie);
    const third = await call<ClientPanel>('GET', `/api/tareas/cliente/proyectos/${project.id}?page=3&page_size=2`, ana.cookie);
    expect(first.tareas).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.tareas.items.map((i) => i.titulo)).toEqual(['T0', 'T1']);
    expect(third.tareas.items.map((i) => i.titulo)).toEqual(['T4']);
    expect(first.resumen.total).toBe(5);
    const tooMany = await t.request({ method: 'GET', url: `/api/tareas/cliente/proyectos/${project.id}?page_size=101`, cookie: ana.cookie });
    expect(tooMany.statusCode).toBe(400);
  });

  it('counts overdue and days open in Buenos Aires time: due yesterday counts only after local midnight', async () => {
    const project = await newProject('Casa Ana — Pilar');
    await link(project.id, ana.id);
    const task = await newTask(project.id, { fecha_limite: '2031-05-10' });
    await t.database.db
      .update(tareas)
      .set({ fechaCreacion: new Date('2031-05-01T15:00:00Z') })
      .where(eq(tareas.id, task.id));
    const at = (iso: string) => createTasksClientService({ db: t.database.db, now: () => new Date(iso) });
    const panelAt = (iso: string) => at(iso).panel(ana.id, project.id, { page: 1, page_size: 20 });
    // 10 May 23:30 local = 11 May 02:30Z: due today, not overdue.
    const before = await panelAt('2031-05-11T02:30:00Z');
    expect(before.resumen.vencidas).toBe(0);
    expect(before.tareas.items[0]).toMatchObject({ vencida: false, dias_abierta: 9 });
    // 11 May 00:30 local = 03:30Z.
    const after = await panelAt('2031-05-11T03:30:00Z');
    expect(after.resumen.vencidas).toBe(1);
    expect(after.tareas.items[0]).toMatchObject({ vencida: true, dias_abierta: 10 });
  });
});

describe('linking clients to projects (admin)', () => {
  it('lists only active tareas_cliente accounts, with who they are and nothing more', async () => {
    const staffOnly = await userId('jefe.obra');
    await t.signInAs(['tareas_cliente', 'usuario'], 'carla.cliente');
    const accounts = await call<ClientAccount[]>('GET', '/api/tareas/cuentas-cliente', tasksAdmin);
    const usernames = accounts.map((a) => a.usuario);
    expect(usernames).toEqual(expect.arrayContaining(['ana.cliente', 'bruno.cliente', 'carla.cliente']));
    expect(accounts.map((a) => a.id)).not.toContain(staffOnly);
    for (const account of accounts) expect(Object.keys(account).sort()).toEqual(['email', 'id', 'nombre', 'usuario']);
    // A deactivated client is not offered.
    await t.database.db.update(user).set({ banned: true }).where(eq(user.username, 'carla.cliente'));
    const after = await call<ClientAccount[]>('GET', '/api/tareas/cuentas-cliente', tasksAdmin);
    expect(after.map((a) => a.usuario)).not.toContain('carla.cliente');
  });

  it('links and unlinks idempotently; the client sees the project appear and go', async () => {
    const project = await newProject('Casa Bruno — Martínez');
    expect(await call<ClientAccount[]>('GET', `/api/tareas/proyectos/${project.id}/clientes`, tasksAdmin)).toEqual([]);
    const once = await link(project.id, bruno.id);
    const twice = await link(project.id, bruno.id);
    expect(once.map((a) => a.usuario)).toEqual(['bruno.cliente']);
    expect(twice).toEqual(once);
    const listed = (await call<ClientProject[]>('GET', '/api/tareas/cliente/proyectos', bruno.cookie)).map((p) => p.id);
    expect(listed).toContain(project.id);

    const url = `/api/tareas/proyectos/${project.id}/clientes/${bruno.id}`;
    expect(await call<ClientAccount[]>('DELETE', url, tasksAdmin)).toEqual([]);
    expect(await call<ClientAccount[]>('DELETE', url, tasksAdmin)).toEqual([]);
    const after = (await call<ClientProject[]>('GET', '/api/tareas/cliente/proyectos', bruno.cookie)).map((p) => p.id);
    expect(after).not.toContain(project.id);
    expect((await t.request({ method: 'GET', url: `/api/tareas/cliente/proyectos/${project.id}`, cookie: bruno.cookie })).statusCode).toBe(404);
  });

  it('two simultaneous links of the same account leave one link', async () => {
    const project = await newProject('Casa Ana — Escobar');
    const results = await Promise.all([link(project.id, ana.id), link(project.id, ana.id)]);
    expect(results.map((r) => r.length)).toEqual([1, 1]);
  });

  it('refuses an account that is not an active client: 400 on user_id with a Spanish message', async () => {
    const project = await newProject('Casa Validación');
    const staff = await userId('jefe.obra');
    await t.signInAs(['tareas_cliente'], 'dario.cliente');
    await t.database.db.update(user).set({ banned: true }).where(eq(user.username, 'dario.cliente'));
    const banned = await userId('dario.cliente');
    for (const id of [staff, banned, MISSING]) {
      const response = await t.request({ method: 'POST', url: `/api/tareas/proyectos/${project.id}/clientes`, payload: { user_id: id }, cookie: tasksAdmin });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION', message: CLIENT_MESSAGES.notAClient, field: 'user_id' });
    }
    for (const payload of [{}, { user_id: '' }, { user_id: 'ana.cliente' }, { user_id: ['x'] }]) {
      const response = await t.request({ method: 'POST', url: `/api/tareas/proyectos/${project.id}/clientes`, payload, cookie: tasksAdmin });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', message: CLIENT_MESSAGES.accountRequired, field: 'user_id' });
    }
    expect(await call<ClientAccount[]>('GET', `/api/tareas/proyectos/${project.id}/clientes`, tasksAdmin)).toEqual([]);
  });

  it('an unknown project is a 404 for list, link and unlink; malformed ids a 400', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/tareas/proyectos/${MISSING}/clientes`],
      ['POST', `/api/tareas/proyectos/${MISSING}/clientes`, { user_id: ana.id }],
      ['DELETE', `/api/tareas/proyectos/${MISSING}/clientes/${ana.id}`],
    ] as Array<[Method, string, object?]>) {
      const response = await t.request({ method, url, cookie: tasksAdmin, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: TASK_MESSAGES.projectNotFound });
    }
    const badUser = await t.request({ method: 'DELETE', url: `/api/tareas/proyectos/${MISSING}/clientes/nadie`, cookie: tasksAdmin });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().error).toMatchObject({ field: 'user_id', message: CLIENT_MESSAGES.accountRequired });
  });
});
