import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buenosAiresMonth, type MonthTotals, type Movement, type MovementInput } from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Metrics } from '../../../domain/tasks/metrics.ts';
import type { Project } from '../../../domain/tasks/task.ts';
import { movimientos, tareas } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '../../test/test-app.ts';
import { createTasksCashService } from './cash.service.ts';
import { createTasksMetricsService } from './metrics.service.ts';

let t: TestApp;
let tasksAdmin: string;
let thames: Project;

beforeAll(async () => {
  t = await createTestApp();
  tasksAdmin = await t.signInAs(['tareas_admin'], 'caja.admin');
  const response = await t.request({ method: 'POST', url: '/api/tareas/proyectos', payload: { nombre: 'Edificio Thames 900' }, cookie: tasksAdmin });
  thames = response.json();
});
afterAll(() => t.close());

const valid: MovementInput = { tipo: 'ingreso', monto: '1250,50', moneda: 'USD', quien: 'Belén', concepto: 'Anticipo', fecha: '2026-11-23', hora: '14:05' };

const post = (payload: object, cookie = tasksAdmin) => t.request({ method: 'POST', url: '/api/tareas/movimientos', payload, cookie });
async function get<T>(url: string, cookie = tasksAdmin): Promise<T> {
  const response = await t.request({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describeRoleMatrix(
  () => t,
  [
    { method: 'POST', url: '/api/tareas/movimientos' },
    { method: 'GET', url: '/api/tareas/movimientos' },
    { method: 'GET', url: '/api/tareas/movimientos/totales' },
    { method: 'GET', url: '/api/tareas/movimientos/csv' },
    { method: 'GET', url: '/api/tareas/metricas' },
  ],
  { allowed: ['tareas_admin'] },
);

describe('record a movement', () => {
  it('stores an income with who in recibido_por_nombre, created_at from fecha + hora in Buenos Aires, money exact', async () => {
    const response = await post({ ...valid, obra: thames.id, sucursal: 'Vicente López' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      tipo: 'ingreso',
      monto: 1250.5,
      moneda: 'USD',
      quien: 'Belén',
      recibido_por_nombre: 'Belén',
      pagado_por_nombre: null,
      obra: 'Edificio Thames 900',
      proyecto_id: thames.id,
      sucursal: 'Vicente López',
      descripcion: 'Recibió: Belén · Obra: Edificio Thames 900 · Sucursal: Vicente López',
      created_at: '2026-11-23T17:05:00.000Z',
    } satisfies Partial<Movement>);
  });

  it('stores an expense with who in pagado_por_nombre, without obra or sucursal', async () => {
    const response = await post({ ...valid, tipo: 'egreso', monto: 350000, moneda: 'ARS', quien: 'Agustín', concepto: 'Cemento', obra: '', sucursal: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      pagado_por_nombre: 'Agustín',
      recibido_por_nombre: null,
      monto: 350000,
      obra: null,
      sucursal: null,
      descripcion: 'Pagó: Agustín',
    });
  });

  it('refuses monto 0, −1, 1.005, a missing hora and an unknown obra with the field and its message', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...valid, monto: 0 }, 'monto', CASH_MESSAGES.montoPositive],
      [{ ...valid, monto: -1 }, 'monto', CASH_MESSAGES.montoPositive],
      [{ ...valid, monto: 1.005 }, 'monto', 'Leímos «1.005» como 1,005: admite hasta 2 decimales, por ejemplo 1.250 o 1.250,5.'],
      [{ ...valid, hora: undefined }, 'hora', CASH_MESSAGES.horaRequired],
      [{ ...valid, fecha: '' }, 'fecha', CASH_MESSAGES.fechaRequired],
      [{ ...valid, moneda: 'EUR' }, 'moneda', CASH_MESSAGES.monedaRequired],
      [{ ...valid, quien: 'Nadie' }, 'quien', CASH_MESSAGES.quienRequired],
      [{ ...valid, obra: '00000000-0000-4000-8000-000000000000' }, 'obra', CASH_MESSAGES.obraInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ field, message });
    }
  });
});

// ADR 024 (supersedes ADR 071's refusal): «350.000» typed in the form is 350000, as the JSON number is.
describe('amounts typed the Argentine way', () => {
  const month = '2031-05';
  const listed = async () => (await get<{ items: Movement[] }>(`/api/tareas/movimientos?mes=${month}`)).items;

  it('stores «350.000», «$ 1.500.000,50» and the JSON numbers alike', async () => {
    const cases: Array<[string | number, number]> = [
      ['350.000', 350_000],
      [350_000, 350_000],
      ['$ 1.500.000,50', 1_500_000.5],
      [1_500_000.5, 1_500_000.5],
    ];
    for (const [i, [monto]] of cases.entries()) {
      const response = await post({ ...valid, moneda: 'ARS', monto, concepto: `Tipeado ${i}`, fecha: `${month}-10` });
      expect(response.statusCode, response.body).toBe(201);
    }
    const stored = new Map((await listed()).map((m) => [m.concepto, m.monto]));
    expect(cases.map((_, i) => stored.get(`Tipeado ${i}`))).toEqual(cases.map(([, value]) => value));
  });

  it('refuses «1,2,3» naming monto, and stores nothing', async () => {
    const before = (await listed()).length;
    const response = await post({ ...valid, monto: '1,2,3', fecha: `${month}-11` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'monto' });
    expect(response.json().error.message).toMatch(/^No entendemos «1,2,3» como número/);
    expect(await listed()).toHaveLength(before);
  });
});

describe('list, totals and CSV', () => {
  it('pages by 100 at most, the latest first, and filters by month, tipo, moneda and obra', async () => {
    const cash = createTasksCashService({ db: t.database.db, audit: t.app.audit, storage: t.app.storage });
    const base = new Date('2026-10-15T12:00:00Z').getTime();
    await t.database.db.insert(movimientos).values(
      Array.from({ length: 105 }, (_, i) => ({
        tipo: 'egreso',
        monto: 10,
        moneda: 'ARS',
        concepto: `Gasto ${i}`,
        pagadoPorNombre: 'Diego',
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = await cash.list({ page: 1, page_size: 100, mes: '2026-10' });
    expect(first.items).toHaveLength(100);
    expect(first.total).toBe(105);
    expect(first.items[0]?.concepto).toBe('Gasto 104');
    const older = await get<{ items: Movement[] }>('/api/tareas/movimientos?mes=2026-10&page=2');
    expect(older.items.map((m) => m.concepto)).toEqual(['Gasto 4', 'Gasto 3', 'Gasto 2', 'Gasto 1', 'Gasto 0']);
    expect((await t.request({ method: 'GET', url: '/api/tareas/movimientos?page_size=101', cookie: tasksAdmin })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/tareas/movimientos?mes=2026-13', cookie: tasksAdmin })).statusCode).toBe(400);

    const byObra = await get<{ items: Movement[]; total: number }>(`/api/tareas/movimientos?obra=${thames.id}`);
    expect(byObra.items.map((m) => m.concepto)).toEqual(['Anticipo']);
    const usd = await get<{ items: Movement[] }>('/api/tareas/movimientos?moneda=USD&tipo=ingreso&mes=2026-11');
    expect(usd.items.every((m) => m.moneda === 'USD' && m.tipo === 'ingreso')).toBe(true);
  });

  it('totals a month per currency, never adding USD to ARS', async () => {
    const november = await get<MonthTotals>('/api/tareas/movimientos/totales?mes=2026-11');
    expect(november.USD).toEqual({ ingresos: 1250.5, egresos: 0, saldo: 1250.5 });
    expect(november.ARS).toEqual({ ingresos: 0, egresos: 350000, saldo: -350000 });
    const october = await get<MonthTotals>('/api/tareas/movimientos/totales?mes=2026-10');
    expect(october.ARS.egresos).toBe(1050);
    expect(october.USD).toEqual({ ingresos: 0, egresos: 0, saldo: 0 });
    const thamesOnly = await get<MonthTotals>(`/api/tareas/movimientos/totales?mes=2026-11&obra=${thames.id}`);
    expect(thamesOnly.ARS.egresos).toBe(0);
    const current = await get<MonthTotals>('/api/tareas/movimientos/totales');
    expect(current.mes).toBe(buenosAiresMonth(new Date()));
  });

  it('exports the filtered list as CSV (BOM, ;, decimal comma, dated name), across batches', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tareas/movimientos/csv?mes=2026-11', cookie: tasksAdmin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="movimientos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFFecha;Tipo;Moneda;Monto;Concepto;Quién;Obra;Sucursal;Descripción;Categoría;Cotización tipo;Cotización valor;Cotización fecha;Equivalente USD;Saldo;Estado;Motivo de anulación;Comprobante',
    );
    const thames = lines.find((l) => l.startsWith('23/11/2026 14:05;Ingreso;USD;1250,50;'));
    expect(thames).toMatch(
      /^23\/11\/2026 14:05;Ingreso;USD;1250,50;Anticipo;Belén;Edificio Thames 900;Vicente López;Recibió: Belén · Obra: Edificio Thames 900 · Sucursal: Vicente López;;;;;1250,50;-?[\d,]+;Vigente;;No$/,
    );

    const cash = createTasksCashService({ db: t.database.db, audit: t.app.audit, storage: t.app.storage });
    const { csv } = await cash.csv({ mes: '2026-10' }, TEST_ACTOR, 7);
    let text = '';
    for await (const chunk of csv) text += chunk;
    const rows = text.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(106);
    expect(new Set(rows).size).toBe(106);
  });
});

describe('metrics', () => {
  it('counts from SQL: weeks, rounded resolution days, open by urgency and priority, critical, per project, cash per currency', async () => {
    const now = new Date('2026-11-23T13:00:00Z');
    const day = 86_400_000;
    await t.database.db.insert(tareas).values([
      {
        titulo: 'A',
        responsableNombre: 'Diego',
        creadaPorNombre: 'x',
        estado: 'Hecha',
        proyectoId: thames.id,
        fechaCreacion: new Date(now.getTime() - 10 * day),
        fechaCierre: new Date(now.getTime() - 7 * day),
      },
      {
        titulo: 'B',
        responsableNombre: 'Diego',
        creadaPorNombre: 'x',
        estado: 'Hecha',
        fechaCreacion: new Date(now.getTime() - 6 * day),
        fechaCierre: new Date(now.getTime() - 2 * day),
      },
      {
        titulo: 'C',
        responsableNombre: 'Emilia',
        creadaPorNombre: 'x',
        estado: 'Inbox',
        nivelUrgencia: 'Crítico',
        prioridad: 'P0',
        fechaCreacion: new Date(now.getTime() - day),
      },
      { titulo: 'D', responsableNombre: 'Emilia', creadaPorNombre: 'x', estado: 'En curso', nivelUrgencia: 'Bajo', prioridad: 'P3', fechaCreacion: now },
    ]);
    const m: Metrics = await createTasksMetricsService({ db: t.database.db, now: () => now }).metrics();
    expect(m.semanas).toHaveLength(12);
    expect(m.semanas.at(-1)).toEqual({ semana: '2026-11-23', abiertas: 1, hechas: 0 });
    expect(m.semanas.at(-2)).toEqual({ semana: '2026-11-16', abiertas: 2, hechas: 2 });
    // 3 and 4 days: 3.5 → 4.
    expect(m.resolucion).toMatchObject({ promedio_dias: 4, hechas: 2 });
    expect(m.resolucion.por_responsable.find((p) => p.nombre === 'Diego')).toEqual({ nombre: 'Diego', hechas: 2, promedio_dias: 4 });
    expect(m.resolucion.por_responsable.find((p) => p.nombre === 'Emilia')?.promedio_dias).toBeNull();
    expect(m.por_urgencia).toEqual([
      { nivel_urgencia: 'Crítico', abiertas: 1 },
      { nivel_urgencia: 'Alto', abiertas: 0 },
      { nivel_urgencia: 'Medio', abiertas: 0 },
      { nivel_urgencia: 'Bajo', abiertas: 1 },
    ]);
    expect(m.por_prioridad.map((p) => p.abiertas)).toEqual([1, 0, 0, 1]);
    expect(m.criticas_abiertas).toBe(1);
    expect(m.hechas_por_proyecto).toEqual(
      expect.arrayContaining([
        { proyecto: 'Edificio Thames 900', hechas: 1 },
        { proyecto: 'Sin proyecto', hechas: 1 },
      ]),
    );
    expect(m.caja.at(-1)).toEqual({ mes: '2026-11', USD: { ingresos: 1250.5, egresos: 0 }, ARS: { ingresos: 0, egresos: 350000 } });
    expect(m.caja.at(-2)?.ARS.egresos).toBe(1050);
  });

  it('says null, not 0, for the average with nothing done', async () => {
    const empty = await createTestApp();
    try {
      const m = await createTasksMetricsService({ db: empty.database.db }).metrics();
      expect(m.resolucion).toMatchObject({ promedio_dias: null, hechas: 0 });
      expect(m.caja).toHaveLength(12);
    } finally {
      await empty.close();
    }
  });
});

describe('audit trail', () => {
  it('records a movement (tipo, moneda, monto) and a CSV export (filters) with who and from where; refusals record nothing', async () => {
    const before = { movement: (await auditRows(t, 'movimiento_registrado')).length, csv: (await auditRows(t, 'movimientos_exportados')).length };
    expect((await post({ ...valid, monto: '0' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/tareas/movimientos/csv?mes=2026-13', cookie: tasksAdmin })).statusCode).toBe(400);
    expect(await auditRows(t, 'movimiento_registrado')).toHaveLength(before.movement);
    expect(await auditRows(t, 'movimientos_exportados')).toHaveLength(before.csv);
    const as = { cookie: tasksAdmin, remoteAddress: '2001:db8:1::42' };
    const created = await t.request({
      method: 'POST',
      url: '/api/tareas/movimientos',
      payload: { ...valid, tipo: 'egreso', monto: '300,25', moneda: 'ARS' },
      ...as,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.request({ method: 'GET', url: '/api/tareas/movimientos/csv?mes=2026-11&moneda=USD', ...as })).statusCode).toBe(200);
    expect((await auditRows(t, 'movimiento_registrado')).slice(before.movement)).toEqual([
      expect.objectContaining({ actor: 'caja.admin', direccion: '2001:db8:1::42', detalle: `egreso ARS 300.25 «Anticipo» (movimiento ${created.json().id})` }),
    ]);
    expect((await auditRows(t, 'movimientos_exportados')).slice(before.csv)).toEqual([
      expect.objectContaining({ actor: 'caja.admin', direccion: '2001:db8:1::42', detalle: 'filtros: mes=2026-11, moneda=USD' }),
    ]);
  });
});
