import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestState } from '../../../domain/requests/lists.ts';
import {
  alreadyMovedMessage,
  type Board,
  type BoardRequest,
  REQUEST_MESSAGES,
  type RequestInput,
  type ServiceRequest,
} from '../../../domain/requests/request.ts';
import { SAMPLE_REQUEST as valid } from '../../../domain/requests/sample-request.ts';
import { solicitudesInternas } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let crm: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  crm = await t.signInAs(['crm'], 'laura.crm');
  admin = await t.signInAs(['admin'], 'jefa.admin');
});
afterAll(() => t.close());

/** Each create from its own address: the per-address limit is tested on its own. */
const create = (payload: unknown, remoteAddress = `10.1.${randomInt(255)}.${randomInt(1, 255)}`) =>
  t.request({ method: 'POST', url: '/api/solicitudes', payload: payload as object, remoteAddress });

async function created(overrides: Partial<RequestInput> = {}): Promise<ServiceRequest> {
  const response = await create({ ...valid, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const board = async (query = '', cookie = crm): Promise<Board> => {
  const response = await t.request({ method: 'GET', url: `/api/solicitudes${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const column = (b: Board, estado: RequestState) => b.columnas.find((c) => c.estado === estado);
const move = (id: string, desde: RequestState, hacia: RequestState, cookie = crm, extra: object = {}) =>
  t.request({ method: 'POST', url: `/api/solicitudes/${id}/transiciones`, payload: { desde, hacia, ...extra }, cookie });

describe('create (public form)', () => {
  it('stores a request pendiente, comments optional', async () => {
    const request = await created();
    expect(request).toMatchObject({ ...valid, estado: 'pendiente', comentarios: null, fecha_aprobacion: null });
    const [row] = await t.database.db.select().from(solicitudesInternas).limit(1);
    expect(row?.estado).toBe('pendiente');
  });

  // ADR 024: the form sends the text typed; a JSON client may send the number. Both store the same.
  it('stores the days typed as text and sent as a number alike', async () => {
    expect((await created({ codigo_interno: 'DIAS-TXT', dias_estimados: '12' })).dias_estimados).toBe(12);
    expect((await created({ codigo_interno: 'DIAS-NUM', dias_estimados: 12 })).dias_estimados).toBe(12);
    const rows = await t.database.db.select().from(solicitudesInternas);
    expect(rows.filter((r) => r.codigoInterno.startsWith('DIAS-')).map((r) => r.diasEstimados)).toEqual([12, 12]);
  });

  it("stores the new client's name in place of 'Nuevo cliente'", async () => {
    const request = await created({ sucursal: 'Nuevo cliente', nuevo_cliente: 'Club Atlético Munro' });
    expect(request.sucursal).toBe('Club Atlético Munro');
  });

  it('refuses bad input with the field and its Spanish message, storing nothing', async () => {
    const before = (await t.database.db.select().from(solicitudesInternas)).length;
    const cases: Array<[unknown, string, string]> = [
      [{ ...valid, sucursal: 'Nuevo cliente' }, 'nuevo_cliente', REQUEST_MESSAGES.nuevoClienteRequired],
      [{ ...valid, dias_estimados: 0 }, 'dias_estimados', REQUEST_MESSAGES.diasInvalid],
      [{ ...valid, dias_estimados: 1.5 }, 'dias_estimados', 'Leímos «1.5» como 1,5, con decimales: escribí un número entero, por ejemplo 1.250.'],
      [{ ...valid, dias_estimados: '1.5' }, 'dias_estimados', 'Leímos «1.5» como 1,5, con decimales: escribí un número entero, por ejemplo 1.250.'],
      [
        { ...valid, dias_estimados: '1,2,3' },
        'dias_estimados',
        'No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250.',
      ],
      [{ ...valid, dias_estimados: '1.000' }, 'dias_estimados', REQUEST_MESSAGES.diasTooMany],
      [{ ...valid, codigo_interno: '' }, 'codigo_interno', REQUEST_MESSAGES.codigoRequired],
      [{ ...valid, tipo_servicio: 'Jardinería' }, 'tipo_servicio', REQUEST_MESSAGES.tipoRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const { error } = response.json();
      expect(error).toEqual({ code: 'VALIDATION', message, field });
    }
    expect((await t.database.db.select().from(solicitudesInternas)).length).toBe(before);
  });

  it('is rate limited per address', async () => {
    const address = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await create({ ...valid, codigo_interno: `RL-${i}` }, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await create(valid, '10.250.0.2')).statusCode).toBe(201);
  });
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/solicitudes' },
    { method: 'POST', url: `/api/solicitudes/${SOME_ID}/transiciones` },
    { method: 'POST', url: `/api/solicitudes/${SOME_ID}/deshacer` },
    { method: 'GET', url: '/api/solicitudes/responsables' },
    { method: 'PUT', url: `/api/solicitudes/${SOME_ID}/responsable` },
    { method: 'GET', url: `/api/solicitudes/${SOME_ID}/actividad` },
    { method: 'POST', url: `/api/solicitudes/${SOME_ID}/notas` },
    { method: 'PUT', url: `/api/solicitudes/${SOME_ID}/visita` },
    { method: 'POST', url: `/api/solicitudes/${SOME_ID}/obra` },
  ],
  { allowed: ['crm'] },
);

describe('role matrix', () => {
  it('a refused move leaves the request where it was', async () => {
    const request = await created();
    expect((await move(request.id, 'pendiente', 'aprobada', '')).statusCode).toBe(401);
    expect((await move(request.id, 'pendiente', 'aprobada', await t.signInAs(['fondo']))).statusCode).toBe(403);
    expect(column(await board(), 'pendiente')?.items.some((r) => r.id === request.id)).toBe(true);
  });

  it('crm and admin read and move', async () => {
    const request = await created();
    expect((await board('', admin)).columnas.map((c) => c.estado)).toEqual(['pendiente', 'aprobada', 'en_ejecucion', 'finalizada', 'rechazada', 'cancelada']);
    expect((await move(request.id, 'pendiente', 'aprobada', admin)).statusCode).toBe(200);
    expect((await move(request.id, 'aprobada', 'en_ejecucion', crm)).statusCode).toBe(200);
  });
});

describe('transitions', () => {
  it('walks pendiente → aprobada → en_ejecucion → finalizada, approval dated, each change in the history with who and when', async () => {
    const request = await created({ codigo_interno: 'SI-CAMINO' });
    const approved = await move(request.id, 'pendiente', 'aprobada');
    expect(approved.statusCode, approved.body).toBe(200);
    const approvedBody: BoardRequest = approved.json();
    expect(approvedBody.estado).toBe('aprobada');
    expect(Date.now() - new Date(approvedBody.fecha_aprobacion ?? 0).getTime()).toBeLessThan(60_000);

    expect((await move(request.id, 'aprobada', 'en_ejecucion', admin)).statusCode).toBe(200);
    const finished: BoardRequest = (await move(request.id, 'en_ejecucion', 'finalizada')).json();
    expect(finished.estado).toBe('finalizada');
    expect(finished.fecha_aprobacion).toBe(approvedBody.fecha_aprobacion);
    // Newest first (ADR 125).
    expect(finished.actividad.map((h) => [h.estado_anterior, h.estado, h.usuario])).toEqual([
      ['en_ejecucion', 'finalizada', 'laura.crm'],
      ['aprobada', 'en_ejecucion', 'jefa.admin'],
      ['pendiente', 'aprobada', 'laura.crm'],
      [null, 'pendiente', null],
    ]);
    const card = column(await board('?q=SI-CAMINO'), 'finalizada')?.items[0];
    expect(card?.actividad_total).toBe(4);
  });

  it('refuses any pair outside the table with 409 and a Spanish message', async () => {
    const request = await created();
    for (const [desde, hacia] of [
      ['pendiente', 'finalizada'],
      ['pendiente', 'en_ejecucion'],
      ['pendiente', 'pendiente'],
      ['aprobada', 'pendiente'],
      ['aprobada', 'rechazada'],
      ['en_ejecucion', 'rechazada'],
      ['finalizada', 'en_ejecucion'],
      ['finalizada', 'cancelada'],
      ['rechazada', 'pendiente'],
      ['cancelada', 'aprobada'],
    ] as const) {
      const response = await move(request.id, desde, hacia, crm, { motivo: 'Un motivo' });
      expect(response.statusCode, `${desde} → ${hacia}`).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'REQUEST_TRANSITION_INVALID',
        message: expect.stringMatching(/^Una solicitud .+ no puede pasar a /),
      });
    }
    expect(column(await board(), 'pendiente')?.items.find((r) => r.id === request.id)?.estado).toBe('pendiente');
  });

  it('answers 409 saying where it is when the request already left the state the person saw', async () => {
    const request = await created();
    await move(request.id, 'pendiente', 'aprobada');
    const stale = await move(request.id, 'aprobada', 'en_ejecucion');
    expect(stale.statusCode).toBe(200);
    const again = await move(request.id, 'aprobada', 'en_ejecucion');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'REQUEST_ALREADY_MOVED', message: alreadyMovedMessage('en_ejecucion') });
  });

  it('lets exactly one of two concurrent approvals win; the other gets 409; one history entry', async () => {
    const request = await created({ codigo_interno: 'SI-CARRERA' });
    const other = await t.signInAs(['crm'], 'pablo.crm');
    const responses = await Promise.all([move(request.id, 'pendiente', 'aprobada', crm), move(request.id, 'pendiente', 'aprobada', other)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error).toEqual({ code: 'REQUEST_ALREADY_MOVED', message: alreadyMovedMessage('aprobada') });
    const card = column(await board('?q=SI-CARRERA'), 'aprobada')?.items[0];
    expect(card?.actividad.filter((h) => h.estado === 'aprobada')).toHaveLength(1);
  });

  it('answers 404 for an unknown request and 400 for a malformed id or state', async () => {
    expect((await move('00000000-0000-4000-8000-000000000000', 'pendiente', 'aprobada')).statusCode).toBe(404);
    expect((await move('no-es-un-id', 'pendiente', 'aprobada')).statusCode).toBe(400);
    const request = await created();
    expect((await move(request.id, 'pendiente', 'archivada' as RequestState)).statusCode).toBe(400);
  });
});

describe('board', () => {
  it('counts, orders oldest first (newest on request), flags pending requests older than 48 h, searches and filters', async () => {
    const fresh = await created({ codigo_interno: 'SI-FILTRO-1', sucursal: 'Barrio Las Lomas', tipo_servicio: 'Humedades', solicitante: 'Sofía' });
    const old = await created({ codigo_interno: 'SI-FILTRO-2', sucursal: 'Nuevo cliente', nuevo_cliente: 'Panadería La Espiga', tipo_servicio: 'Humedades' });
    await t.database.db
      .update(solicitudesInternas)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(solicitudesInternas.id, old.id));

    const all = await board('?q=SI-FILTRO');
    const pending = column(all, 'pendiente');
    expect(pending?.items.map((r) => r.codigo_interno)).toEqual(['SI-FILTRO-2', 'SI-FILTRO-1']);
    expect(pending).toMatchObject({ total: 2, demoradas: 1 });
    expect(column(await board('?q=SI-FILTRO&orden=recientes'), 'pendiente')?.items.map((r) => r.codigo_interno)).toEqual(['SI-FILTRO-1', 'SI-FILTRO-2']);
    // The 48 h badge's filter: only the late pending ones, every other column empty.
    const late = await board('?q=SI-FILTRO&demoradas=1');
    expect(column(late, 'pendiente')?.items.map((r) => r.id)).toEqual([old.id]);
    expect(late.columnas.filter((c) => c.estado !== 'pendiente').every((c) => c.total === 0)).toBe(true);

    expect(column(await board('?q=sof%C3%ADa&tipo_servicio=Humedades'), 'pendiente')?.items.map((r) => r.id)).toEqual([fresh.id]);
    expect(column(await board('?q=espiga'), 'pendiente')?.items.map((r) => r.id)).toEqual([old.id]);
    expect(column(await board('?q=SI-FILTRO&sucursal=Nuevo%20cliente'), 'pendiente')?.items.map((r) => r.id)).toEqual([old.id]);
    expect(column(await board('?q=SI-FILTRO&sucursal=Barrio%20Las%20Lomas'), 'pendiente')?.items.map((r) => r.id)).toEqual([fresh.id]);
    // A search character of LIKE is searched for, not used as a wildcard.
    expect(column(await board('?q=SI%25FILTRO'), 'pendiente')?.total).toBe(0);
  });

  it('limits the finished column and still counts all of it', async () => {
    for (let i = 0; i < 3; i++) {
      const request = await created({ codigo_interno: `SI-FIN-${i}` });
      await move(request.id, 'pendiente', 'aprobada');
      await move(request.id, 'aprobada', 'en_ejecucion');
      await move(request.id, 'en_ejecucion', 'finalizada');
    }
    const finished = column(await board('?q=SI-FIN&finalizada=2'), 'finalizada');
    expect(finished?.total).toBe(3);
    expect(finished?.items.map((r) => r.codigo_interno)).toEqual(['SI-FIN-2', 'SI-FIN-1']);
    expect((await t.request({ method: 'GET', url: '/api/solicitudes?finalizada=100000', cookie: crm })).statusCode).toBe(400);
  });
});

describe('audit trail', () => {
  it('records each move on the board with who, from where and the states; a refused move records nothing', async () => {
    const request = await created({ codigo_interno: 'SI-AUD1' });
    const before = (await auditRows(t, 'solicitud_movida')).length;
    expect((await move(request.id, 'pendiente', 'finalizada')).statusCode).toBe(409);
    expect(await auditRows(t, 'solicitud_movida')).toHaveLength(before);
    const moved = await t.request({
      method: 'POST',
      url: `/api/solicitudes/${request.id}/transiciones`,
      payload: { desde: 'pendiente', hacia: 'aprobada' },
      cookie: crm,
      remoteAddress: '203.0.113.9',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await auditRows(t, 'solicitud_movida')).slice(before)).toEqual([
      expect.objectContaining({ actor: 'laura.crm', direccion: '203.0.113.9', detalle: 'SI-AUD1 (Torre Maipú 900, Pintura): pendiente → aprobada' }),
    ]);
  });
});
