import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { buenosAiresDayRange } from '../../../domain/shared/day-range.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { barrios, barrioValoresHistorial, consultas, contactosValuacion, localidades } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '../../test/test-app.ts';
import { createValuationAdminService } from './valuation-admin.service.ts';

let t: TestApp;
let admin: string;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function barrioByName(nombre: string) {
  const [row] = await db().select().from(barrios).where(eq(barrios.nombre, nombre));
  if (!row) throw new Error(`no barrio ${nombre}`);
  return row;
}

type ConsultaSeed = { barrio: string; fecha: Date; m2?: number; calidad?: string; origen?: string; mercado?: number };
async function insertConsultas(rows: ConsultaSeed[]) {
  for (const r of rows) {
    const b = await barrioByName(r.barrio);
    const m2 = r.m2 ?? 100;
    const lista = m2 * b.valorIncidenciaUsdM2;
    await db()
      .insert(consultas)
      .values({
        fecha: r.fecha,
        localidadId: b.localidadId,
        barrioId: b.id,
        m2Vendibles: m2,
        ubicacionCalidad: r.calidad ?? 'Buena',
        valorListaUsd: lista,
        valorMercadoUsd: r.mercado ?? lista * 0.86,
        porcentajeAjuste: 14,
        origen: r.origen ?? 'web',
      });
  }
}

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: '/api/admin/consultas' },
    { method: 'GET', url: '/api/admin/consultas/csv' },
    { method: 'GET', url: '/api/admin/localidades' },
    { method: 'POST', url: '/api/admin/localidades' },
    { method: 'PATCH', url: `/api/admin/localidades/${UNKNOWN_ID}` },
    { method: 'GET', url: '/api/admin/barrios' },
    { method: 'POST', url: '/api/admin/barrios' },
    { method: 'PATCH', url: `/api/admin/barrios/${UNKNOWN_ID}` },
    { method: 'GET', url: `/api/admin/barrios/${UNKNOWN_ID}/historial` },
    { method: 'GET', url: '/api/admin/contactos' },
    { method: 'GET', url: '/api/admin/contactos/barrios-pedidos' },
  ],
  { allowed: ['admin'] },
);

describe('localidades', () => {
  it('creates a locality with a trimmed name and lists it', async () => {
    const created = await t.request({ method: 'POST', url: '/api/admin/localidades', payload: { nombre: '  San Isidro  ' }, cookie: admin });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nombre: 'San Isidro', activo: true, cantidad_barrios: 0 });
    const list = (await t.request({ method: 'GET', url: '/api/admin/localidades', cookie: admin })).json() as Array<{
      nombre: string;
      cantidad_barrios: number;
    }>;
    expect(list.map((l) => l.nombre)).toEqual(['Ciudad de Buenos Aires', 'San Isidro', 'Vicente López']);
    expect(list[0]?.cantidad_barrios).toBe(6);
  });

  it('refuses a blank name and a duplicate (any case) in Spanish', async () => {
    const blank = await t.request({ method: 'POST', url: '/api/admin/localidades', payload: { nombre: '   ' }, cookie: admin });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(ADMIN_MESSAGES.localidadNameRequired);
    const duplicate = await t.request({ method: 'POST', url: '/api/admin/localidades', payload: { nombre: 'vicente lópez' }, cookie: admin });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(ADMIN_MESSAGES.localidadDuplicate);
  });

  it('renames and toggles a locality; renaming onto another name is a conflict', async () => {
    const created = (await t.request({ method: 'POST', url: '/api/admin/localidades', payload: { nombre: 'Tigre' }, cookie: admin })).json();
    const renamed = await t.request({ method: 'PATCH', url: `/api/admin/localidades/${created.id}`, payload: { nombre: 'Tigre Centro' }, cookie: admin });
    expect(renamed.json()).toMatchObject({ nombre: 'Tigre Centro', activo: true });
    const toggled = await t.request({ method: 'PATCH', url: `/api/admin/localidades/${created.id}`, payload: { activo: false }, cookie: admin });
    expect(toggled.json()).toMatchObject({ nombre: 'Tigre Centro', activo: false });
    const clash = await t.request({ method: 'PATCH', url: `/api/admin/localidades/${created.id}`, payload: { nombre: 'San Isidro' }, cookie: admin });
    expect(clash.statusCode).toBe(409);
    const missing = await t.request({ method: 'PATCH', url: `/api/admin/localidades/${UNKNOWN_ID}`, payload: { activo: true }, cookie: admin });
    expect(missing.statusCode).toBe(404);
    const nothing = await t.request({ method: 'PATCH', url: `/api/admin/localidades/${created.id}`, payload: {}, cookie: admin });
    expect(nothing.json().error.message).toBe(ADMIN_MESSAGES.nothingToChange);
  });
});

describe('barrios', () => {
  let caba: string;
  let vicenteLopez: string;
  beforeAll(async () => {
    const rows = await db().select().from(localidades);
    caba = rows.find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
    vicenteLopez = rows.find((l) => l.nombre === 'Vicente López')?.id ?? '';
  });
  const postBarrio = (payload: object) => t.request({ method: 'POST', url: '/api/admin/barrios', payload, cookie: admin });
  const patchBarrio = (id: string, payload: object) => t.request({ method: 'PATCH', url: `/api/admin/barrios/${id}`, payload, cookie: admin });
  const barrioHistory = (id: string) => t.request({ method: 'GET', url: `/api/admin/barrios/${id}/historial`, cookie: admin });

  it('validates with the spec messages', async () => {
    const cases: Array<[object, string]> = [
      [{ nombre: '', localidad_id: caba, valor_incidencia_usd_m2: 500 }, 'Completá todos los campos'],
      [{ nombre: 'Saavedra', valor_incidencia_usd_m2: 500 }, 'Completá todos los campos'],
      [{ nombre: 'Saavedra', localidad_id: caba }, 'Completá todos los campos'],
      [{ nombre: 'Saavedra', localidad_id: caba, valor_incidencia_usd_m2: 199 }, 'El valor debe estar entre 200 y 1700'],
      [{ nombre: 'Saavedra', localidad_id: caba, valor_incidencia_usd_m2: 1701 }, 'El valor debe estar entre 200 y 1700'],
      [{ nombre: 'Saavedra', localidad_id: UNKNOWN_ID, valor_incidencia_usd_m2: 500 }, ADMIN_MESSAGES.localidadNotFound],
    ];
    for (const [payload, message] of cases) {
      const response = await postBarrio(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await db().select().from(barrios).where(eq(barrios.nombre, 'Saavedra'))).toEqual([]);
  });

  it('creates a barrio with its first history entry; no duplicate name within a locality', async () => {
    const created = await postBarrio({ nombre: 'Saavedra', localidad_id: caba, valor_incidencia_usd_m2: 480 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nombre: 'Saavedra', localidad_nombre: 'Ciudad de Buenos Aires', valor_incidencia_usd_m2: 480, activo: true });
    const history = await barrioHistory(created.json().id);
    expect(history.json()).toEqual([{ valor_incidencia_usd_m2: 480, created_at: expect.any(String) }]);

    const duplicate = await postBarrio({ nombre: 'SAAVEDRA', localidad_id: caba, valor_incidencia_usd_m2: 500 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(ADMIN_MESSAGES.barrioDuplicate);
    const elsewhere = await postBarrio({ nombre: 'Saavedra', localidad_id: vicenteLopez, valor_incidencia_usd_m2: 500 });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('changing the value stamps the date and appends to the history; toggling does neither', async () => {
    const palermo = await barrioByName('Palermo');
    const before = palermo.valorActualizadoAt.getTime();
    const toggled = await patchBarrio(palermo.id, { activo: false });
    expect(toggled.json()).toMatchObject({ activo: false, valor_incidencia_usd_m2: 690 });
    expect(new Date(toggled.json().valor_actualizado_at).getTime()).toBe(before);

    const changed = await patchBarrio(palermo.id, { valor_incidencia_usd_m2: 720 });
    expect(changed.json()).toMatchObject({ valor_incidencia_usd_m2: 720, activo: false });
    expect(new Date(changed.json().valor_actualizado_at).getTime()).toBeGreaterThan(before);
    const history = (await barrioHistory(palermo.id)).json();
    expect(history.map((h: { valor_incidencia_usd_m2: number }) => h.valor_incidencia_usd_m2)).toEqual([720, 690]);
    expect(history[0].created_at).toBe(changed.json().valor_actualizado_at);

    const same = await patchBarrio(palermo.id, { valor_incidencia_usd_m2: 720 });
    expect(same.json().valor_actualizado_at).toBe(changed.json().valor_actualizado_at);
    expect(await db().select().from(barrioValoresHistorial).where(eq(barrioValoresHistorial.barrioId, palermo.id))).toHaveLength(2);

    const outOfRange = await patchBarrio(palermo.id, { valor_incidencia_usd_m2: 5000 });
    expect(outOfRange.json().error.message).toBe('El valor debe estar entre 200 y 1700');
    await patchBarrio(palermo.id, { activo: true, valor_incidencia_usd_m2: 690 });
  });

  it('reads the value as typed in Argentina or as a JSON number alike, on create and on change (ADR 024)', async () => {
    const create = (nombre: string, valor: string | number) => postBarrio({ nombre, localidad_id: caba, valor_incidencia_usd_m2: valor });
    const typed = await create('Parque Chas', '1.250,5');
    const sent = await create('Agronomía', 1250.5);
    expect(typed.statusCode).toBe(201);
    expect(sent.statusCode).toBe(201);
    expect(typed.json().valor_incidencia_usd_m2).toBe(1250.5);
    expect((await barrioByName('Parque Chas')).valorIncidenciaUsdM2).toBe(1250.5);
    expect((await barrioByName('Agronomía')).valorIncidenciaUsdM2).toBe(1250.5);
    // «850,5» was 8505 through the number input: here it is 850,5, cents kept as the column keeps them.
    expect((await create('Villa Ortúzar', '850,5')).json().valor_incidencia_usd_m2).toBe(850.5);

    const refused = await create('Villa Pueyrredón', '1,2,3');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'VALIDATION',
      message: 'No entendemos «1,2,3» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5.',
      field: 'valor_incidencia_usd_m2',
    });
    expect((await create('Villa Pueyrredón', '8505')).json().error).toMatchObject({
      message: ADMIN_MESSAGES.barrioValueRange,
      field: 'valor_incidencia_usd_m2',
    });
    expect(await db().select().from(barrios).where(eq(barrios.nombre, 'Villa Pueyrredón'))).toEqual([]);

    const id = typed.json().id;
    const change = (valor: string | number, activo?: boolean) =>
      patchBarrio(id, { valor_incidencia_usd_m2: valor, ...(activo === undefined ? {} : { activo }) });
    expect((await change('1.100')).json().valor_incidencia_usd_m2).toBe(1100);
    expect((await change(990.25)).json().valor_incidencia_usd_m2).toBe(990.25);
    expect((await change('990,25')).json().valor_incidencia_usd_m2).toBe(990.25);
    // Nothing half-saved: a refused value leaves the flag it came with unchanged too.
    const half = await change('1,2,3', false);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.field).toBe('valor_incidencia_usd_m2');
    const row = await barrioByName('Parque Chas');
    expect(row).toMatchObject({ valorIncidenciaUsdM2: 990.25, activo: true });
    const history = (await barrioHistory(id)).json();
    expect(history.map((h: { valor_incidencia_usd_m2: number }) => h.valor_incidencia_usd_m2)).toEqual([990.25, 1100, 1250.5]);
  });

  it('lists barrios with their locality name, 404 for an unknown one', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/admin/barrios', cookie: admin })).json() as Array<{ nombre: string; localidad_nombre: string }>;
    expect(list.find((b) => b.nombre === 'Núñez')?.localidad_nombre).toBe('Ciudad de Buenos Aires');
    expect((await barrioHistory(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/admin/barrios/no-es-un-id/historial', cookie: admin })).statusCode).toBe(400);
  });
});

describe('consultas', () => {
  // A known data set, far in the past so "today" is 0 for it, plus two rows around today's midnight.
  const day = (iso: string) => new Date(iso);
  beforeAll(async () => {
    await insertConsultas([
      { barrio: 'Coghlan', fecha: day('2025-01-10T15:00:00Z'), m2: 100, calidad: 'Excelente', origen: 'web', mercado: 40_000 },
      { barrio: 'Coghlan', fecha: day('2025-01-11T15:00:00Z'), m2: 200, calidad: 'Regular', origen: 'mobile', mercado: 80_000 },
      { barrio: 'Chacarita', fecha: day('2025-01-12T15:00:00Z'), m2: 300, calidad: 'Excelente', origen: 'web', mercado: 120_000 },
      { barrio: 'Vicente López', fecha: day('2025-01-13T15:00:00Z'), m2: 150, calidad: 'Buena', origen: 'mobile', mercado: 90_000 },
    ]);
  });

  it('pages newest first with stats over the filtered set', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/consultas?page=1&page_size=2', cookie: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 2, stats: { total: 4, hoy: 0, promedio_m2: 187.5, promedio_valor_mercado_usd: 82_500 } });
    expect(body.items.map((c: { barrio_nombre: string }) => c.barrio_nombre)).toEqual(['Vicente López', 'Chacarita']);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      fecha: '2025-01-13T15:00:00.000Z',
      localidad_nombre: 'Vicente López',
      barrio_nombre: 'Vicente López',
      m2_vendibles: 150,
      ubicacion_calidad: 'Buena',
      valor_lista_usd: 108_000,
      valor_mercado_usd: 90_000,
      porcentaje_ajuste: 14,
      origen: 'mobile',
    });
    const second = (await t.request({ method: 'GET', url: '/api/admin/consultas?page=2&page_size=2', cookie: admin })).json();
    expect(second.items.map((c: { barrio_nombre: string }) => c.barrio_nombre)).toEqual(['Coghlan', 'Coghlan']);
  });

  it('filters by text on locality or barrio, quality and origin', async () => {
    const get = async (query: string) => (await t.request({ method: 'GET', url: `/api/admin/consultas?${query}`, cookie: admin })).json();
    expect((await get('q=coghlan')).stats).toMatchObject({ total: 2, promedio_m2: 150, promedio_valor_mercado_usd: 60_000 });
    expect((await get('q=BUENOS%20aires')).total).toBe(3);
    expect((await get('q=vicente')).total).toBe(1);
    expect((await get('calidad=Excelente')).stats).toMatchObject({ total: 2, promedio_m2: 200 });
    expect((await get('origen=mobile&calidad=Regular')).total).toBe(1);
    expect((await get(`q=${encodeURIComponent('100%')}`)).total).toBe(0);
    const none = await get('q=Atlantis');
    expect(none).toMatchObject({ items: [], total: 0, stats: { total: 0, hoy: 0, promedio_m2: null, promedio_valor_mercado_usd: null } });
  });

  it('refuses bad filters with a Spanish message', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/admin/consultas?calidad=Mala', cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Calidad de ubicación inválida');
    expect((await t.request({ method: 'GET', url: '/api/admin/consultas?page_size=1000', cookie: admin })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/consultas?origen=fax', cookie: admin })).statusCode).toBe(400);
  });

  it('counts "today" as the Buenos Aires calendar day (from 03:00 UTC)', async () => {
    // Rows on both sides of the boundary of a fixed day, in a barrio of their own.
    const nunez = await barrioByName('Núñez');
    await insertConsultas([
      { barrio: 'Núñez', fecha: day('2026-03-10T02:59:59Z') },
      { barrio: 'Núñez', fecha: day('2026-03-10T03:00:01Z') },
      { barrio: 'Núñez', fecha: day('2026-03-10T23:59:00Z') },
    ]);
    const service = createValuationAdminService({ db: db(), audit: t.app.audit });
    const at = (iso: string) => service.consultasPage({ q: 'Núñez' }, { page: 1, page_size: 20 }, day(iso));
    expect((await at('2026-03-10T12:00:00Z')).stats).toMatchObject({ total: 3, hoy: 2 });
    // Just before that midnight it is still the 9th: only the 9th's consulta is today's.
    expect((await at('2026-03-10T02:59:59.999Z')).stats.hoy).toBe(1);
    expect((await at('2026-03-11T03:00:00Z')).stats.hoy).toBe(0);
    expect(nunez).toBeDefined();

    // And through the API with the real clock: one second on each side of today's midnight.
    const { from: midnight } = buenosAiresDayRange({ desde: buenosAiresDay(new Date()) });
    if (!midnight) throw new Error('no midnight');
    await insertConsultas([
      { barrio: 'Belgrano', fecha: new Date(midnight.getTime() - 1000) },
      { barrio: 'Belgrano', fecha: new Date(midnight.getTime() + 1000) },
    ]);
    const stats = (await t.request({ method: 'GET', url: '/api/admin/consultas?q=belgrano', cookie: admin })).json().stats;
    expect(stats).toMatchObject({ total: 2, hoy: 1 });
  });
});

describe('consultas CSV', () => {
  beforeAll(async () => {
    const [loc] = await db().insert(localidades).values({ nombre: 'San Fernando, Norte' }).returning();
    if (!loc) throw new Error('no locality');
    await db().insert(barrios).values({ nombre: 'Ñandú "Alto"', localidadId: loc.id, valorIncidenciaUsdM2: 400 });
    await insertConsultas([{ barrio: 'Ñandú "Alto"', fecha: new Date('2026-03-10T02:30:00Z'), m2: 120.5, calidad: 'Muy buena', mercado: 41_452.6 }]);
  });

  it('streams a UTF-8 CSV with BOM, the spec columns and proper quoting, named with the date', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/consultas/csv?q=fernando', cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="consultas-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toBe(
      '\uFEFFFecha;Localidad;Barrio;M² Vendibles;Ubicación;Valor Lista USD;Valor Mercado USD;Origen\r\n' +
        '09/03/2026 23:30;San Fernando, Norte;"Ñandú ""Alto""";120,5;Muy buena;48200;41453;Web\r\n',
    );
  });

  it('exports every row of a set larger than one batch, ties on the same instant included, once each', async () => {
    const [loc] = await db().insert(localidades).values({ nombre: 'Escobar' }).returning();
    if (!loc) throw new Error('no locality');
    const [b] = await db().insert(barrios).values({ nombre: 'Belén de Escobar', localidadId: loc.id, valorIncidenciaUsdM2: 300 }).returning();
    if (!b) throw new Error('no barrio');
    // 2,500 rows, half of them on one identical instant: the keyset must break ties by id.
    await db().execute(sql`
      insert into consultas (fecha, localidad_id, barrio_id, m2_vendibles, ubicacion_calidad, valor_lista_usd, valor_mercado_usd, porcentaje_ajuste, origen)
      select case when g % 2 = 0 then timestamptz '2026-01-01 12:00:00.123456+00' else timestamptz '2026-01-01 12:00:00+00' - g * interval '1 second' end,
             ${loc.id}, ${b.id}, g, 'Buena', g * 300, g * 258, 14, 'web'
      from generate_series(1, 2500) g`);
    const response = await t.request({ method: 'GET', url: '/api/admin/consultas/csv?q=escobar', cookie: admin });
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2501);
    const m2 = lines.slice(1).map((l) => Number(l.split(';')[3]));
    expect(new Set(m2).size).toBe(2500);

    // Small batches, so the 1,250 rows sharing one instant straddle several of them.
    let text = '';
    for await (const chunk of (await createValuationAdminService({ db: db(), audit: t.app.audit }).consultasCsv({ q: 'escobar' }, TEST_ACTOR, 400)).csv)
      text += chunk;
    expect(text).toBe(response.body);
  });

  it('answers 400 for a bad filter instead of a broken file', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/consultas/csv?calidad=Mala', cookie: admin });
    expect(response.statusCode).toBe(400);
  });
});

describe('contactos', () => {
  it('lists the valuation leads newest first, paginated', async () => {
    await db()
      .insert(contactosValuacion)
      .values([
        { nombre: 'Ana', email: 'ana@example.com', telefono: '+54 9 11 5555-0001', createdAt: new Date('2026-01-01T10:00:00Z') },
        {
          nombre: 'Beto',
          email: 'beto@example.com',
          telefono: '+54 9 11 5555-0002',
          comentario: 'Lote en Olivos',
          createdAt: new Date('2026-01-03T10:00:00Z'),
        },
        { nombre: 'Carla', email: 'carla@example.com', telefono: '+54 9 11 5555-0003', createdAt: new Date('2026-01-02T10:00:00Z') },
      ]);
    const body = (await t.request({ method: 'GET', url: '/api/admin/contactos?page_size=2', cookie: admin })).json();
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(body.items.map((c: { nombre: string }) => c.nombre)).toEqual(['Beto', 'Carla']);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      origen: 'analista',
      nombre: 'Beto',
      email: 'beto@example.com',
      telefono: '+54 9 11 5555-0002',
      comentario: 'Lote en Olivos',
      consulta_id: null,
      consentimiento: null,
      zona: null,
      seguimiento: { estado: 'nuevo', motivo: null, responsable: null, proximo_seguimiento: null, seguimiento_vencido: false },
      created_at: '2026-01-03T10:00:00.000Z',
    });
  });
});

describe('audit trail', () => {
  it('records a CSV export of consultas with who, from where and the filters; a refused export records nothing', async () => {
    const exporter = await t.signInAs(['admin'], 'exporta.consultas');
    const before = (await auditRows(t, 'consultas_exportadas')).length;
    expect((await t.request({ method: 'GET', url: '/api/admin/consultas/csv?calidad=Mala', cookie: exporter })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/consultas/csv', cookie: await t.signInAs(['crm']) })).statusCode).toBe(403);
    expect(await auditRows(t, 'consultas_exportadas')).toHaveLength(before);
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/consultas/csv?q=palermo&origen=mobile',
      cookie: exporter,
      remoteAddress: '203.0.113.5',
    });
    expect(response.statusCode).toBe(200);
    expect((await auditRows(t, 'consultas_exportadas')).slice(before)).toEqual([
      expect.objectContaining({ actor: 'exporta.consultas', direccion: '203.0.113.5', detalle: 'filtros: q=palermo, origen=mobile' }),
    ]);
  });

  it('records a barrio change before → after; saving the same value records nothing', async () => {
    const editor = await t.signInAs(['admin'], 'edita.barrios');
    const [barrio] = await db().select().from(barrios).limit(1);
    if (!barrio) throw new Error('no barrio');
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/admin/barrios/${barrio.id}`, payload, cookie: editor, remoteAddress: '203.0.113.6' });
    const before = (await auditRows(t, 'barrio_modificado')).length;
    expect((await patch({ valor_incidencia_usd_m2: barrio.valorIncidenciaUsdM2 })).statusCode).toBe(200);
    expect(await auditRows(t, 'barrio_modificado')).toHaveLength(before);
    const next = barrio.valorIncidenciaUsdM2 === 1000 ? 1100 : 1000;
    expect((await patch({ valor_incidencia_usd_m2: next })).statusCode).toBe(200);
    expect((await auditRows(t, 'barrio_modificado')).slice(before)).toEqual([
      expect.objectContaining({
        actor: 'edita.barrios',
        direccion: '203.0.113.6',
        detalle: expect.stringMatching(`^${barrio.nombre} \\(.*\\): valor_incidencia_usd_m2: ${barrio.valorIncidenciaUsdM2} → ${next}$`),
      }),
    ]);
  });
});
