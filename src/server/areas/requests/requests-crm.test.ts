import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestState } from '../../../domain/requests/lists.ts';
import type { ActivityEntry } from '../../../domain/requests/request.ts';
import { type Board, type BoardRequest, REQUEST_MESSAGES, type RequestInput, type ServiceRequest } from '../../../domain/requests/request.ts';
import { visitDay } from '../../../domain/requests/transitions.ts';
import { proyectos, solicitudesHistorial, tareas, user } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The CRM board's follow-up (ADR 125–128): reasons, undo, owners, notes, visit and «Crear obra». */
let t: TestApp;
let crm: string;
let otherCrm: string;
let tasksAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  crm = await t.signInAs(['crm'], 'ana.crm');
  otherCrm = await t.signInAs(['crm'], 'beto.crm');
  tasksAdmin = await t.signInAs(['tareas_admin'], 'carla.tareas');
});
afterAll(() => t.close());

const valid: RequestInput = {
  codigo_interno: 'SI-CRM',
  sucursal: 'Torre Maipú 900',
  tipo_servicio: 'Pintura',
  dias_estimados: 3,
  solicitante: 'Mariana',
  celular: '11 5555-0101',
};

async function created(codigo = `SI-${randomInt(1e6)}`): Promise<ServiceRequest> {
  const response = await t.request({
    method: 'POST',
    url: '/api/solicitudes',
    payload: { ...valid, codigo_interno: codigo },
    remoteAddress: `10.2.${randomInt(255)}.${randomInt(1, 255)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const move = (id: string, desde: RequestState, hacia: RequestState, extra: object = {}, cookie = crm) =>
  t.request({ method: 'POST', url: `/api/solicitudes/${id}/transiciones`, payload: { desde, hacia, ...extra }, cookie });
const moved = async (id: string, desde: RequestState, hacia: RequestState, extra: object = {}): Promise<BoardRequest> => {
  const response = await move(id, desde, hacia, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const undo = (id: string, movimiento_id: string, cookie = crm) =>
  t.request({ method: 'POST', url: `/api/solicitudes/${id}/deshacer`, payload: { movimiento_id }, cookie });
const board = async (query: string): Promise<Board> => {
  const response = await t.request({ method: 'GET', url: `/api/solicitudes${query}`, cookie: crm });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const column = (b: Board, estado: RequestState) => b.columnas.find((c) => c.estado === estado);
const accountId = async (username: string) => (await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, username)))[0]?.id ?? '';

describe('rechazada and cancelada', () => {
  it('need a reason: none is a 400 on the field and nothing moves', async () => {
    const request = await created();
    for (const extra of [{}, { motivo: '' }, { motivo: '   ' }]) {
      const response = await move(request.id, 'pendiente', 'rechazada', extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error).toMatchObject({ field: 'motivo', message: REQUEST_MESSAGES.motivoRequired });
    }
    expect((await move(request.id, 'pendiente', 'cancelada', { motivo: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(column(await board(`?q=${request.codigo_interno}`), 'pendiente')?.total).toBe(1);
  });

  it('stores the reason on the request and in its activity, in its own column', async () => {
    const request = await created('SI-RECHAZO');
    const rejected = await moved(request.id, 'pendiente', 'rechazada', { motivo: 'Fuera de la zona de cobertura' });
    expect(rejected).toMatchObject({ estado: 'rechazada', motivo: 'Fuera de la zona de cobertura' });
    expect(rejected.actividad[0]).toMatchObject({ tipo: 'movimiento', estado: 'rechazada', texto: 'Fuera de la zona de cobertura', usuario: 'ana.crm' });
    expect(column(await board('?q=SI-RECHAZO'), 'rechazada')?.items.map((r) => r.id)).toEqual([request.id]);
  });

  it('cancels from aprobada and from en_ejecucion, never once finished', async () => {
    const a = await created();
    await moved(a.id, 'pendiente', 'aprobada');
    expect((await moved(a.id, 'aprobada', 'cancelada', { motivo: 'El cliente desistió' })).estado).toBe('cancelada');
    const b = await created();
    await moved(b.id, 'pendiente', 'aprobada');
    await moved(b.id, 'aprobada', 'en_ejecucion');
    expect((await moved(b.id, 'en_ejecucion', 'cancelada', { motivo: 'Sin presupuesto' })).estado).toBe('cancelada');
    const c = await created();
    await moved(c.id, 'pendiente', 'aprobada');
    await moved(c.id, 'aprobada', 'en_ejecucion');
    await moved(c.id, 'en_ejecucion', 'finalizada');
    const refused = await move(c.id, 'finalizada', 'cancelada', { motivo: 'Tarde' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('REQUEST_TRANSITION_INVALID');
  });
});

describe('undo (10 minutes, ADR 126)', () => {
  it('takes an approval back: pendiente again, no approval or visit date, the undo in the activity', async () => {
    const request = await created();
    const approved = await moved(request.id, 'pendiente', 'aprobada');
    expect(approved.ultimo_movimiento).toMatchObject({ estado_anterior: 'pendiente', estado: 'aprobada', usuario: 'ana.crm' });
    const response = await undo(request.id, approved.ultimo_movimiento?.id ?? '', otherCrm);
    expect(response.statusCode, response.body).toBe(200);
    const back: BoardRequest = response.json();
    expect(back).toMatchObject({ estado: 'pendiente', fecha_aprobacion: null, fecha_visita: null, ultimo_movimiento: null });
    expect(back.actividad[0]).toMatchObject({ estado_anterior: 'aprobada', estado: 'pendiente', deshecho: true, usuario: 'beto.crm' });
    // Once: the same move cannot be undone twice.
    const again = await undo(request.id, approved.ultimo_movimiento?.id ?? '');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'REQUEST_UNDO_REFUSED', message: REQUEST_MESSAGES.undoMovedSince });
  });

  it('takes a rejection back, clearing its reason', async () => {
    const request = await created();
    const rejected = await moved(request.id, 'pendiente', 'rechazada', { motivo: 'Duplicada' });
    const back: BoardRequest = (await undo(request.id, rejected.ultimo_movimiento?.id ?? '')).json();
    expect(back).toMatchObject({ estado: 'pendiente', motivo: null });
  });

  it('is refused with 409 after 10 minutes', async () => {
    const request = await created();
    const approved = await moved(request.id, 'pendiente', 'aprobada');
    const moveId = approved.ultimo_movimiento?.id ?? '';
    await t.database.db
      .update(solicitudesHistorial)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(solicitudesHistorial.id, moveId));
    const response = await undo(request.id, moveId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REQUEST_MESSAGES.undoExpired);
    expect(column(await board(`?q=${request.codigo_interno}`), 'aprobada')?.items[0]?.ultimo_movimiento).toBeNull();
  });

  it('is refused with 409 once someone moved the request since', async () => {
    const request = await created();
    const approved = await moved(request.id, 'pendiente', 'aprobada');
    await moved(request.id, 'aprobada', 'en_ejecucion');
    const response = await undo(request.id, approved.ultimo_movimiento?.id ?? '');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REQUEST_MESSAGES.undoMovedSince);
  });

  it('concurrent undo and move: exactly one wins, the other gets 409, the history holds only the winner', async () => {
    for (let round = 0; round < 4; round++) {
      const request = await created();
      const approved = await moved(request.id, 'pendiente', 'aprobada');
      const [undone, next] = await Promise.all([
        undo(request.id, approved.ultimo_movimiento?.id ?? '', otherCrm),
        move(request.id, 'aprobada', 'en_ejecucion'),
      ]);
      expect([undone.statusCode, next.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const rows = await t.database.db.select().from(solicitudesHistorial).where(eq(solicitudesHistorial.solicitudId, request.id));
      expect(rows).toHaveLength(3);
      const final = undone.statusCode === 200 ? 'pendiente' : 'en_ejecucion';
      expect(column(await board(`?q=${request.codigo_interno}`), final)?.items.map((r) => r.id)).toEqual([request.id]);
    }
  });

  it('answers 409 for a move id of another request and 404 for an unknown request', async () => {
    const a = await created();
    const b = await created();
    const approved = await moved(a.id, 'pendiente', 'aprobada');
    expect((await undo(b.id, approved.ultimo_movimiento?.id ?? '')).statusCode).toBe(409);
    expect((await undo('00000000-0000-4000-8000-000000000000', approved.ultimo_movimiento?.id ?? '')).statusCode).toBe(404);
    expect((await undo(a.id, 'no-es-un-id')).statusCode).toBe(400);
  });
});

describe('owner', () => {
  it('lists the CRM accounts; assigns one, filters by it and by «sin»; refuses an account without the role', async () => {
    const owners = (await t.request({ method: 'GET', url: '/api/solicitudes/responsables', cookie: crm })).json() as Array<{ id: string; nombre: string }>;
    expect(owners.map((o) => o.nombre)).toEqual(expect.arrayContaining(['ana.crm', 'beto.crm']));
    expect(owners.map((o) => o.nombre)).not.toContain('carla.tareas');

    const request = await created('SI-DUENO');
    const beto = await accountId('beto.crm');
    const set = await t.request({ method: 'PUT', url: `/api/solicitudes/${request.id}/responsable`, payload: { responsable_id: beto }, cookie: crm });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().responsable).toEqual({ id: beto, nombre: 'beto.crm' });
    expect(column(await board(`?q=SI-DUENO&responsable=${beto}`), 'pendiente')?.items.map((r) => r.id)).toEqual([request.id]);
    expect(column(await board('?q=SI-DUENO&responsable=sin'), 'pendiente')?.total).toBe(0);

    const refused = await t.request({
      method: 'PUT',
      url: `/api/solicitudes/${request.id}/responsable`,
      payload: { responsable_id: await accountId('carla.tareas') },
      cookie: crm,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ field: 'responsable_id', message: REQUEST_MESSAGES.responsableInvalid });
    const cleared = await t.request({ method: 'PUT', url: `/api/solicitudes/${request.id}/responsable`, payload: { responsable_id: null }, cookie: crm });
    expect(cleared.json().responsable).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/solicitudes?responsable=juan', cookie: crm })).statusCode).toBe(400);
  });
});

describe('notes and activity', () => {
  it('adds a note by the signed-in account, shown first; the whole activity pages newest first', async () => {
    const request = await created();
    await moved(request.id, 'pendiente', 'aprobada');
    const empty = await t.request({ method: 'POST', url: `/api/solicitudes/${request.id}/notas`, payload: { texto: '  ' }, cookie: crm });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ field: 'texto', message: REQUEST_MESSAGES.notaRequired });
    for (const texto of ['Llamé a Mariana: no atendió', 'Llamé otra vez: visita confirmada']) {
      const response = await t.request({ method: 'POST', url: `/api/solicitudes/${request.id}/notas`, payload: { texto }, cookie: otherCrm });
      expect(response.statusCode, response.body).toBe(201);
    }
    const page = await t.request({ method: 'GET', url: `/api/solicitudes/${request.id}/actividad?page_size=2`, cookie: crm });
    const body = page.json() as { items: ActivityEntry[]; total: number };
    expect(body.total).toBe(4);
    expect(body.items.map((e) => [e.tipo, e.texto, e.usuario])).toEqual([
      ['nota', 'Llamé otra vez: visita confirmada', 'beto.crm'],
      ['nota', 'Llamé a Mariana: no atendió', 'beto.crm'],
    ]);
    const second = (await t.request({ method: 'GET', url: `/api/solicitudes/${request.id}/actividad?page=2&page_size=2`, cookie: crm })).json();
    expect(second.items.map((e: ActivityEntry) => e.estado)).toEqual(['aprobada', 'pendiente']);
    expect((await t.request({ method: 'GET', url: '/api/solicitudes/00000000-0000-4000-8000-000000000000/actividad', cookie: crm })).statusCode).toBe(404);
  });
});

describe('visit date (ADR 127)', () => {
  it('is stored on approval, 7 days ahead or as chosen, and editable while approved', async () => {
    const a = await created();
    expect((await moved(a.id, 'pendiente', 'aprobada')).fecha_visita).toBe(visitDay(new Date()));
    const b = await created();
    expect((await moved(b.id, 'pendiente', 'aprobada', { fecha_visita: '2026-12-15' })).fecha_visita).toBe('2026-12-15');
    const edited = await t.request({ method: 'PUT', url: `/api/solicitudes/${b.id}/visita`, payload: { fecha_visita: '2026-12-18' }, cookie: crm });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().fecha_visita).toBe('2026-12-18');
    for (const fecha_visita of ['2026-02-30', '18/12/2026', '']) {
      const bad = await t.request({ method: 'PUT', url: `/api/solicitudes/${b.id}/visita`, payload: { fecha_visita }, cookie: crm });
      expect(bad.statusCode, fecha_visita).toBe(400);
    }
    const pending = await created();
    const refused = await t.request({ method: 'PUT', url: `/api/solicitudes/${pending.id}/visita`, payload: { fecha_visita: '2026-12-18' }, cookie: crm });
    expect(refused.statusCode).toBe(409);
  });
});

describe('«Crear obra» (ADR 128)', () => {
  it('creates the project with the client and código and the visit task, linked both ways; once', async () => {
    const request = await created('SI-OBRA');
    await moved(request.id, 'pendiente', 'aprobada', { fecha_visita: '2026-12-10' });
    const response = await t.request({ method: 'POST', url: `/api/solicitudes/${request.id}/obra`, payload: { responsable_nombre: 'Camila' }, cookie: crm });
    expect(response.statusCode, response.body).toBe(201);
    const withWork: BoardRequest = response.json();
    expect(withWork.proyecto?.nombre).toBe('SI-OBRA · Torre Maipú 900');
    expect(withWork.actividad[0]).toMatchObject({ tipo: 'nota', texto: expect.stringContaining('Obra creada') });

    const [project] = await t.database.db
      .select()
      .from(proyectos)
      .where(eq(proyectos.id, withWork.proyecto?.id ?? ''));
    expect(project).toMatchObject({ solicitudId: request.id, estado: 'Activo', fechaInicio: '2026-12-10' });
    const tasks = await t.database.db
      .select()
      .from(tareas)
      .where(eq(tareas.proyectoId, project?.id ?? ''));
    expect(tasks.map((x) => [x.titulo, x.responsableNombre, x.fechaLimite, x.estado, x.creadaPorNombre])).toEqual([
      ['Visita', 'Camila', '2026-12-10', 'Inbox', 'ana.crm'],
    ]);

    // tareas_admin sees it on its board and in its projects, with the link back.
    const tasksBoard = await t.request({ method: 'GET', url: `/api/tareas/tablero?proyecto_id=${project?.id}`, cookie: tasksAdmin });
    expect(tasksBoard.statusCode, tasksBoard.body).toBe(200);
    expect(JSON.stringify(tasksBoard.json())).toContain('"titulo":"Visita"');
    const projects = (await t.request({ method: 'GET', url: '/api/tareas/proyectos?page_size=100', cookie: tasksAdmin })).json();
    expect(projects.items.find((p: { id: string }) => p.id === project?.id)?.solicitud_id).toBe(request.id);
    // The project's link back opens the board on that one request.
    const only = await board(`?solicitud=${request.id}`);
    expect(only.columnas.flatMap((c) => c.items.map((r) => r.id))).toEqual([request.id]);

    const twice = await t.request({ method: 'POST', url: `/api/solicitudes/${request.id}/obra`, payload: { responsable_nombre: 'Camila' }, cookie: otherCrm });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(REQUEST_MESSAGES.obraExists);
    expect((await t.database.db.select().from(proyectos).where(eq(proyectos.solicitudId, request.id))).length).toBe(1);

    // The approval cannot be undone under its project.
    const undoApproval = await undo(request.id, withWork.ultimo_movimiento?.id ?? '');
    expect(undoApproval.statusCode).toBe(409);
    expect(undoApproval.json().error.message).toBe(REQUEST_MESSAGES.undoHasProject);
  });

  it('two concurrent «Crear obra»: one project, one 201 and one 409', async () => {
    const request = await created();
    await moved(request.id, 'pendiente', 'aprobada');
    const responses = await Promise.all(
      [crm, otherCrm].map((cookie) =>
        t.request({ method: 'POST', url: `/api/solicitudes/${request.id}/obra`, payload: { responsable_nombre: 'Belén' }, cookie }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await t.database.db.select().from(proyectos).where(eq(proyectos.solicitudId, request.id))).length).toBe(1);
  });

  it('refuses a pending request, an unknown person, and stores nothing', async () => {
    const before = (await t.database.db.select().from(proyectos)).length;
    const pending = await created();
    const refused = await t.request({ method: 'POST', url: `/api/solicitudes/${pending.id}/obra`, payload: { responsable_nombre: 'Camila' }, cookie: crm });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(REQUEST_MESSAGES.obraNeedsApproval);
    const approved = await created();
    await moved(approved.id, 'pendiente', 'aprobada');
    const nobody = await t.request({ method: 'POST', url: `/api/solicitudes/${approved.id}/obra`, payload: { responsable_nombre: 'Nadie' }, cookie: crm });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.field).toBe('responsable_nombre');
    expect((await t.database.db.select().from(proyectos)).length).toBe(before);
  });
});
