import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/pagination.ts';
import type { TaskState } from '../../../domain/tasks/lists.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Board, Project, Task, TaskDetail, TaskGroup, TaskInput, TeamMember } from '../../../domain/tasks/task.ts';
import { tareas } from '../../platform/db/schema/index.ts';
import { sendAtOnce } from '../../test/at-once.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CREATE_RATE_LIMIT, createTasksService } from './tasks.service.ts';

let t: TestApp;
let tasksAdmin: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  tasksAdmin = await t.signInAs(['tareas_admin'], 'jefe.obra');
});
afterAll(() => t.close());

const valid: TaskInput = {
  titulo: 'Pintar fachada',
  responsable_nombre: 'Diego',
  creada_por_nombre: 'Belén',
  fecha_limite: '2030-12-01',
};

const create = (payload: unknown, remoteAddress = `10.2.${randomInt(255)}.${randomInt(1, 255)}`) =>
  t.request({ method: 'POST', url: '/api/tareas', payload: payload as object, remoteAddress });

async function created(overrides: Partial<TaskInput> = {}): Promise<Task> {
  const response = await create({ ...valid, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function get<T>(url: string, cookie = tasksAdmin): Promise<T> {
  const response = await t.request({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function move(id: string, body: object, cookie = tasksAdmin): Promise<Task> {
  const response = await t.request({ method: 'POST', url: `/api/tareas/${id}/mover`, payload: body, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function newProject(nombre: string, estado = 'Activo'): Promise<Project> {
  const response = await t.request({ method: 'POST', url: '/api/tareas/proyectos', payload: { nombre, estado }, cookie: tasksAdmin });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const column = (board: Board, estado: TaskState) => board.columnas.find((c) => c.estado === estado);
const ids = (board: Board, estado: TaskState) => column(board, estado)?.items.map((i) => i.id) ?? [];

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/tareas/tablero' },
    { method: 'GET', url: '/api/tareas/tablero/columna?estado=Inbox&page=2' },
    { method: 'POST', url: '/api/tareas/desde-panel' },
    { method: 'GET', url: '/api/tareas/resumen' },
    { method: 'GET', url: '/api/tareas/historial' },
    { method: 'GET', url: '/api/tareas/urgentes' },
    { method: 'GET', url: '/api/tareas/vencidas' },
    { method: 'GET', url: '/api/tareas/por-responsable' },
    { method: 'GET', url: '/api/tareas/por-proyecto' },
    { method: 'GET', url: '/api/tareas/equipo' },
    { method: 'GET', url: '/api/tareas/proyectos' },
    { method: 'POST', url: '/api/tareas/proyectos' },
    { method: 'PUT', url: `/api/tareas/proyectos/${MISSING}` },
    { method: 'GET', url: `/api/tareas/${MISSING}` },
    { method: 'PUT', url: `/api/tareas/${MISSING}` },
    { method: 'POST', url: `/api/tareas/${MISSING}/mover` },
    { method: 'POST', url: `/api/tareas/${MISSING}/comentarios` },
  ],
  { allowed: ['tareas_admin'] },
);

describe('public routes', () => {
  it('anyone may create a task and read the active projects', async () => {
    expect((await create(valid)).statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/api/tareas/proyectos-activos' })).statusCode).toBe(200);
  });
});

describe('create (public form)', () => {
  it('starts in Inbox on top, with the spec defaults P2 / Medio', async () => {
    const first = await created({ titulo: 'Primera' });
    const task = await created({ titulo: 'Segunda', descripcion: '  ' });
    expect(task).toMatchObject({ estado: 'Inbox', prioridad: 'P2', nivel_urgencia: 'Medio', descripcion: null, proyecto_id: null, fecha_cierre: null });
    const board = await get<Board>('/api/tareas/tablero');
    expect(ids(board, 'Inbox').indexOf(task.id)).toBeLessThan(ids(board, 'Inbox').indexOf(first.id));
  });

  it('refuses bad input with the field and its Spanish message', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...valid, titulo: '' }, 'titulo', TASK_MESSAGES.tituloRequired],
      [{ ...valid, responsable_nombre: 'Nadie' }, 'responsable_nombre', TASK_MESSAGES.responsableRequired],
      [{ ...valid, fecha_limite: undefined }, 'fecha_limite', TASK_MESSAGES.fechaLimiteRequired],
      [{ ...valid, prioridad: 'P7' }, 'prioridad', TASK_MESSAGES.prioridadRequired],
      [{ ...valid, proyecto_id: MISSING }, 'proyecto_id', TASK_MESSAGES.proyectoInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', message, field });
    }
  });

  it('offers and accepts only active projects', async () => {
    const active = await newProject('Casa Olivos');
    const paused = await newProject('Galpón Munro', 'En pausa');
    const offered = await get<Array<{ id: string }>>('/api/tareas/proyectos-activos', '');
    expect(offered.map((p) => p.id)).toContain(active.id);
    expect(offered.map((p) => p.id)).not.toContain(paused.id);
    expect((await created({ proyecto_id: active.id })).proyecto_nombre).toBe('Casa Olivos');
    const refused = await create({ ...valid, proyecto_id: paused.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message: TASK_MESSAGES.proyectoInactive, field: 'proyecto_id' });
  });

  it('is rate limited per address', async () => {
    const address = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await create(valid, address)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('kanban moves', () => {
  it('Hecha sets fecha_cierre; moving back keeps it', async () => {
    const task = await created({ titulo: 'Cerrar' });
    const done = await move(task.id, { estado: 'Hecha' });
    expect(done.estado).toBe('Hecha');
    expect(done.fecha_cierre).not.toBeNull();
    const back = await move(task.id, { estado: 'En curso' });
    expect(back).toMatchObject({ estado: 'En curso', fecha_cierre: done.fecha_cierre });
    const again = await move(task.id, { estado: 'Hecha', al_final: true });
    expect(new Date(again.fecha_cierre ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(done.fecha_cierre ?? 0).getTime());
  });

  it('places a card above another, at the bottom and on top, and persists the order', async () => {
    const [a, b, c] = [await created({ titulo: 'A' }), await created({ titulo: 'B' }), await created({ titulo: 'C' })];
    for (const task of [a, b, c]) await move(task.id, { estado: 'Bloqueada', al_final: true });
    expect(ids(await get<Board>('/api/tareas/tablero'), 'Bloqueada').slice(-3)).toEqual([a.id, b.id, c.id]);
    await move(c.id, { estado: 'Bloqueada', antes_de: a.id });
    let order = ids(await get<Board>('/api/tareas/tablero'), 'Bloqueada');
    expect(order.slice(-3)).toEqual([c.id, a.id, b.id]);
    await move(c.id, { estado: 'Bloqueada', al_final: true });
    await move(b.id, { estado: 'Bloqueada' });
    order = ids(await get<Board>('/api/tareas/tablero'), 'Bloqueada');
    expect(order[0]).toBe(b.id);
    expect(order.at(-1)).toBe(c.id);
  });

  it('renumbers a column when repeated drops use up the gap', async () => {
    const [a, b, moving] = [await created({ titulo: 'X1' }), await created({ titulo: 'X2' }), await created({ titulo: 'X3' })];
    await move(a.id, { estado: 'En espera', al_final: true });
    await move(b.id, { estado: 'En espera', al_final: true });
    // Squeeze the gap by hand, as ~1000 drops would.
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(tareas).set({ posicion: 5 }).where(eq(tareas.id, a.id));
    await t.database.db
      .update(tareas)
      .set({ posicion: 5 + Number.EPSILON * 4 })
      .where(eq(tareas.id, b.id));
    await move(moving.id, { estado: 'En espera', antes_de: b.id });
    const order = ids(await get<Board>('/api/tareas/tablero'), 'En espera');
    expect(order.slice(order.indexOf(a.id), order.indexOf(a.id) + 3)).toEqual([a.id, moving.id, b.id]);
  });

  it('refuses an anchor in another column (409) and an unknown task (404)', async () => {
    const a = await created();
    const b = await created();
    const response = await t.request({ method: 'POST', url: `/api/tareas/${a.id}/mover`, payload: { estado: 'Hecha', antes_de: b.id }, cookie: tasksAdmin });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(TASK_MESSAGES.anchorMoved);
    expect((await t.request({ method: 'POST', url: `/api/tareas/${MISSING}/mover`, payload: { estado: 'Hecha' }, cookie: tasksAdmin })).statusCode).toBe(404);
  });

  it('filters the board by responsable, prioridad and urgencia', async () => {
    const mine = await created({ responsable_nombre: 'Micaela', prioridad: 'P0', nivel_urgencia: 'Crítico' });
    const board = await get<Board>('/api/tareas/tablero?responsable=Micaela&prioridad=P0&nivel_urgencia=Cr%C3%ADtico&proyecto_id=');
    expect(ids(board, 'Inbox')).toEqual([mine.id]);
    expect(column(board, 'Inbox')?.total).toBe(1);
  });

  it("filters the board to the tasks without a project with proyecto_id=ninguno (the 'Sin proyecto' group's link)", async () => {
    const project = await newProject(`Obra filtro ${Date.now()}`);
    const loose = await created({ responsable_nombre: 'Lautaro', prioridad: 'P1' });
    const placed = await created({ responsable_nombre: 'Lautaro', prioridad: 'P1', proyecto_id: project.id });
    const none = await get<Board>('/api/tareas/tablero?responsable=Lautaro&prioridad=P1&proyecto_id=ninguno');
    expect(ids(none, 'Inbox')).toContain(loose.id);
    expect(ids(none, 'Inbox')).not.toContain(placed.id);
    const page = await get<Page<Task>>('/api/tareas/tablero/columna?estado=Inbox&page=1&responsable=Lautaro&prioridad=P1&proyecto_id=ninguno');
    expect(page.items.map((t) => t.id)).toContain(loose.id);
    expect(page.total).toBe(column(none, 'Inbox')?.total);
    const bad = await t.request({ method: 'GET', url: '/api/tareas/tablero?proyecto_id=otro', cookie: tasksAdmin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION', message: TASK_MESSAGES.proyectoInvalid });
  });
});

describe('new task from the dashboard (ADR 111)', () => {
  it('creates in Inbox with the public rules and no per-address limit', async () => {
    const post = (payload: object) => t.request({ method: 'POST', url: '/api/tareas/desde-panel', payload, cookie: tasksAdmin, remoteAddress: '10.9.9.9' });
    // More than the public form's 10 a minute from one address.
    for (let i = 0; i < CREATE_RATE_LIMIT.max + 2; i++) {
      const response = await post({ ...valid, titulo: `Desde el panel ${i}` });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ estado: 'Inbox', prioridad: 'P2', nivel_urgencia: 'Medio' });
    }
    const bad = await post({ ...valid, titulo: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION', field: 'titulo', message: TASK_MESSAGES.tituloRequired });
    const unknown = await post({ ...valid, extra: 1 });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('board column pages (Ver más, ADR 110)', () => {
  it('pages a column of 120 filtered cards in board order: every card once, the count right', async () => {
    // A person no other test uses, so the filter isolates these cards.
    await t.database.db.insert(tareas).values(
      Array.from({ length: 120 }, (_, i) => ({
        titulo: `Pila ${i}`,
        responsableNombre: 'Josefina',
        creadaPorNombre: 'Belén',
        nivelUrgencia: 'Bajo',
        prioridad: 'P3',
        estado: 'En espera',
        posicion: 10_000 + i,
      })),
    );
    const filter = 'responsable=Josefina&prioridad=P3';
    const board = await get<Board>(`/api/tareas/tablero?${filter}`);
    expect(column(board, 'En espera')?.total).toBe(120);
    expect(ids(board, 'En espera')).toHaveLength(50);
    const pages = [];
    for (const page of [2, 3, 4]) pages.push(await get<Page<Task>>(`/api/tareas/tablero/columna?estado=En%20espera&page=${page}&${filter}`));
    expect(pages.map((p) => [p.items.length, p.total, p.page, p.page_size])).toEqual([
      [50, 120, 2, 50],
      [20, 120, 3, 50],
      [0, 120, 4, 50],
    ]);
    const all = [...(column(board, 'En espera')?.items ?? []), ...pages.flatMap((p) => p.items)].map((t) => t.titulo);
    expect(all).toEqual(Array.from({ length: 120 }, (_, i) => `Pila ${i}`));
  });

  it('refuses a bad column or page with 400 and its Spanish message', async () => {
    const cases: Array<[string, string]> = [
      ['estado=Nada&page=2', TASK_MESSAGES.estadoRequired],
      ['page=2', TASK_MESSAGES.estadoRequired],
      ['estado=Inbox&page=0', TASK_MESSAGES.pageInvalid],
      ['estado=Inbox&page=1.5', TASK_MESSAGES.pageInvalid],
      ['estado=Inbox&page=x', TASK_MESSAGES.pageInvalid],
      ['estado=Inbox&page=99999999999', TASK_MESSAGES.pageInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await t.request({ method: 'GET', url: `/api/tareas/tablero/columna?${query}`, cookie: tasksAdmin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({ code: 'VALIDATION', message });
    }
  });
});

describe('simultaneous writers (lockBoard)', () => {
  it('many creates and moves into the same columns at once leave every position unique and every card once', async () => {
    const moving = [];
    for (let i = 0; i < 12; i++) moving.push(await created({ titulo: `Carrera ${i}` }));
    const { responses, peakConnections } = await sendAtOnce(t, [
      // Each create lands on top of Inbox, each move on top (or at the bottom) of En curso: without the lock they read the same end.
      ...Array.from({ length: 12 }, (_, i) => ({
        method: 'POST' as const,
        url: '/api/tareas',
        payload: { ...valid, titulo: `Nueva ${i}` },
        remoteAddress: `10.3.${i}.1`,
      })),
      ...moving.map((task, i) => ({
        method: 'POST' as const,
        url: `/api/tareas/${task.id}/mover`,
        payload: { estado: 'En curso', ...(i % 3 === 0 ? { al_final: true } : {}) },
        cookie: tasksAdmin,
      })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(12).fill(200), ...Array(12).fill(201)]);
    if (t.database.kind === 'postgres') expect(peakConnections).toBeGreaterThan(1);

    const rows = await t.database.db.select({ id: tareas.id, estado: tareas.estado, posicion: tareas.posicion }).from(tareas);
    for (const estado of ['Inbox', 'En curso'] as const) {
      const positions = rows.filter((r) => r.estado === estado).map((r) => r.posicion);
      expect(new Set(positions).size, `${estado}: ${positions.length} cards`).toBe(positions.length);
    }
    const board = await get<Board>('/api/tareas/tablero');
    const inProgress = ids(board, 'En curso');
    for (const task of moving)
      expect(
        inProgress.filter((id) => id === task.id),
        task.titulo,
      ).toHaveLength(1);
    const newIds = responses.filter((r) => r.statusCode === 201).map((r) => r.json().id as string);
    for (const id of newIds) expect(ids(board, 'Inbox').filter((i) => i === id)).toHaveLength(1);
    // The board shows each column in position order.
    const byId = new Map(rows.map((r) => [r.id, r.posicion]));
    const shown = inProgress.map((id) => byId.get(id) ?? Number.NaN);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });
});

describe('detail, edit and comments', () => {
  it('edits every field and keeps comments oldest first with their author', async () => {
    const task = await created();
    const project = await newProject('Edificio Belgrano');
    const edited = await t.request({
      method: 'PUT',
      url: `/api/tareas/${task.id}`,
      payload: { ...valid, titulo: 'Pintar fachada y medianera', prioridad: 'P1', nivel_urgencia: 'Alto', proyecto_id: project.id, descripcion: 'Dos manos' },
      cookie: tasksAdmin,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      titulo: 'Pintar fachada y medianera',
      prioridad: 'P1',
      proyecto_nombre: 'Edificio Belgrano',
      descripcion: 'Dos manos',
    });
    for (const texto of ['Falta pintura', 'Ya llegó']) {
      const response = await t.request({ method: 'POST', url: `/api/tareas/${task.id}/comentarios`, payload: { texto }, cookie: tasksAdmin });
      expect(response.statusCode, response.body).toBe(201);
    }
    const detail = await get<TaskDetail>(`/api/tareas/${task.id}`);
    expect(detail.comentarios.map((c) => c.texto)).toEqual(['Falta pintura', 'Ya llegó']);
    expect(detail.comentarios[0]?.autor).toBeTruthy();
    const empty = await t.request({ method: 'POST', url: `/api/tareas/${task.id}/comentarios`, payload: { texto: ' ' }, cookie: tasksAdmin });
    expect(empty.json().error).toMatchObject({ message: TASK_MESSAGES.comentarioRequired, field: 'texto' });
  });
});

describe('projects', () => {
  it('progress for 0, 1 and many tasks, all projects in one list', async () => {
    const none = await newProject('P-vacío');
    const one = await newProject('P-uno');
    const many = await newProject('P-varios');
    const single = await created({ proyecto_id: one.id });
    await move(single.id, { estado: 'Hecha' });
    const trio = [await created({ proyecto_id: many.id }), await created({ proyecto_id: many.id }), await created({ proyecto_id: many.id })];
    await move(trio[0]?.id ?? '', { estado: 'Hecha' });
    const list = await get<{ items: Project[]; total: number }>('/api/tareas/proyectos?page_size=100');
    const byName = new Map(list.items.map((p) => [p.nombre, p]));
    expect(byName.get(none.nombre)).toMatchObject({ total: 0, hechas: 0, progreso: 0 });
    expect(byName.get(one.nombre)).toMatchObject({ total: 1, hechas: 1, progreso: 100 });
    expect(byName.get(many.nombre)).toMatchObject({ total: 3, hechas: 1, progreso: 33 });
  });

  it('edits a project and says 404 for an unknown one', async () => {
    const project = await newProject('Dúplex Saavedra');
    const response = await t.request({
      method: 'PUT',
      url: `/api/tareas/proyectos/${project.id}`,
      payload: { nombre: 'Dúplex Saavedra II', estado: 'Terminado', fecha_inicio: '2026-01-05' },
      cookie: tasksAdmin,
    });
    expect(response.json()).toMatchObject({ nombre: 'Dúplex Saavedra II', estado: 'Terminado', fecha_inicio: '2026-01-05' });
    const missing = await t.request({ method: 'PUT', url: `/api/tareas/proyectos/${MISSING}`, payload: { nombre: 'X' }, cookie: tasksAdmin });
    expect(missing.statusCode).toBe(404);
  });
});

describe('views', () => {
  it('Historial: done tasks by fecha_cierre descending, paginated', async () => {
    const first = await created({ titulo: 'H1' });
    const second = await created({ titulo: 'H2' });
    await move(first.id, { estado: 'Hecha' });
    await move(second.id, { estado: 'Hecha' });
    const page = await get<{ items: Task[]; total: number; page_size: number }>('/api/tareas/historial?page_size=2');
    expect(page.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('Urgentes: Crítico and Alto not done, oldest first', async () => {
    const page = await get<{ items: Task[] }>('/api/tareas/urgentes?page_size=100');
    expect(page.items.every((i) => ['Crítico', 'Alto'].includes(i.nivel_urgencia) && i.estado !== 'Hecha')).toBe(true);
    const times = page.items.map((i) => i.fecha_creacion);
    expect([...times].sort()).toEqual(times);
  });

  it('Por Responsable and Equipo: the 12 people with counts and initials', async () => {
    const groups = await get<TaskGroup[]>('/api/tareas/por-responsable');
    expect(groups.slice(0, 12)).toHaveLength(12);
    const diego = groups.find((g) => g.nombre === 'Diego');
    expect(diego?.total).toBeGreaterThan(0);
    expect(diego?.items.every((i) => i.responsable_nombre === 'Diego' && i.estado !== 'Hecha')).toBe(true);
    const team = await get<TeamMember[]>('/api/tareas/equipo');
    expect(team).toHaveLength(12);
    expect(team.find((m) => m.nombre === 'Agustín')?.iniciales).toBe('A');
    expect(team.find((m) => m.nombre === 'Diego')?.abiertas).toBe(diego?.total);
  });

  it('Por Proyecto: open tasks grouped, tasks without a project last', async () => {
    const groups = await get<TaskGroup[]>('/api/tareas/por-proyecto');
    expect(groups.at(-1)?.nombre).toBe('Sin proyecto');
    for (const g of groups) expect(g.items.length).toBeLessThanOrEqual(g.total);
  });
});

describe('overdue in Buenos Aires time', () => {
  it('counts a task due yesterday only after local midnight: 23:30 and 00:30', async () => {
    const task = await created({ titulo: 'Vence el 10', fecha_limite: '2031-05-10' });
    const at = (iso: string) => createTasksService({ db: t.database.db, now: () => new Date(iso) });
    const listed = async (iso: string) => (await at(iso).overdue({ page: 1, page_size: 100 })).items.find((i) => i.id === task.id);
    // 10 May 23:30 local = 11 May 02:30Z: due today, not overdue.
    expect(await listed('2031-05-11T02:30:00Z')).toBeUndefined();
    // 11 May 00:30 local = 03:30Z: one day overdue.
    expect((await listed('2031-05-11T03:30:00Z'))?.dias_vencida).toBe(1);
    const before = (await at('2031-05-11T02:30:00Z').summary()).vencidas;
    const after = (await at('2031-05-11T03:30:00Z').summary()).vencidas;
    expect(after - before).toBeGreaterThanOrEqual(1);
  });

  it('summary: open, critical open, done this month in Buenos Aires', async () => {
    const before = await get<{ abiertas: number; criticas: number; hechas_mes: number }>('/api/tareas/resumen');
    const critical = await created({ nivel_urgencia: 'Crítico' });
    const mid = await get<{ abiertas: number; criticas: number; hechas_mes: number }>('/api/tareas/resumen');
    expect(mid.abiertas - before.abiertas).toBe(1);
    expect(mid.criticas - before.criticas).toBe(1);
    await move(critical.id, { estado: 'Hecha' });
    const after = await get<{ abiertas: number; criticas: number; hechas_mes: number }>('/api/tareas/resumen');
    expect(after.criticas).toBe(before.criticas);
    expect(after.hechas_mes - mid.hechas_mes).toBe(1);
  });
});
