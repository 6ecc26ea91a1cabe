import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUATION_MESSAGES } from '../../../domain/valuation/valuation.ts';
import { barrios, configuracionSistema, consultas, contactosValuacion, localidades } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createValuationService } from './valuation.service.ts';

let t: TestApp;
let caba: string;
let vicenteLopez: string;
let palermo: string;
let vicenteLopezBarrio: string;
let address = 0;
/** A distinct client address per call keeps the tests clear of the route's rate limit (tested on its own). */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const post = (payload: unknown, remoteAddress = nextAddress()) =>
  t.request({ method: 'POST', url: '/api/consultas', payload: payload as object, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const locs = await db.select().from(localidades);
  caba = locs.find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
  vicenteLopez = locs.find((l) => l.nombre === 'Vicente López')?.id ?? '';
  const rows = await db.select().from(barrios);
  palermo = rows.find((b) => b.nombre === 'Palermo')?.id ?? '';
  vicenteLopezBarrio = rows.find((b) => b.nombre === 'Vicente López')?.id ?? '';
});
afterAll(() => t.close());

describe('reference lists', () => {
  it('lists active localities by name and the active barrios of one', async () => {
    const locs = await t.request({ method: 'GET', url: '/api/localidades' });
    expect(locs.statusCode).toBe(200);
    expect(locs.json()).toEqual([
      { id: caba, nombre: 'Ciudad de Buenos Aires' },
      { id: vicenteLopez, nombre: 'Vicente López' },
    ]);
    const list = await t.request({ method: 'GET', url: `/api/barrios?localidad_id=${caba}` });
    expect(list.json().map((b: { nombre: string }) => b.nombre)).toEqual(['Belgrano', 'Chacarita', 'Coghlan', 'Núñez', 'Palermo', 'Villa Crespo']);
    expect(list.json()).toContainEqual({ id: palermo, nombre: 'Palermo', localidad_id: caba, valor_incidencia_usd_m2: 690 });
  });

  it('refuses a missing or malformed locality id with a Spanish message', async () => {
    for (const url of ['/api/barrios', '/api/barrios?localidad_id=palermo']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Elegí una localidad válida');
    }
  });

  it('serves the price table grouped by locality, cacheable', async () => {
    const response = await t.request({ method: 'GET', url: '/api/precios' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = response.json() as { localidad_nombre: string; barrio_nombre: string; valor_incidencia_usd_m2: number }[];
    expect(rows.map((r) => [r.localidad_nombre, r.barrio_nombre, r.valor_incidencia_usd_m2])).toEqual([
      ['Ciudad de Buenos Aires', 'Belgrano', 650],
      ['Ciudad de Buenos Aires', 'Chacarita', 450],
      ['Ciudad de Buenos Aires', 'Coghlan', 460],
      ['Ciudad de Buenos Aires', 'Núñez', 700],
      ['Ciudad de Buenos Aires', 'Palermo', 690],
      ['Ciudad de Buenos Aires', 'Villa Crespo', 580],
      ['Vicente López', 'Vicente López', 720],
    ]);
  });
});

describe('POST /api/consultas', () => {
  it('values Palermo 690 × 100 m² at 14%: list 69.000, market 59.340, and stores it', async () => {
    const response = await post({ localidad_id: caba, barrio_id: palermo, m2_vendibles: 100, ubicacion_calidad: 'Excelente' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      localidad_id: caba,
      localidad_nombre: 'Ciudad de Buenos Aires',
      barrio_id: palermo,
      barrio_nombre: 'Palermo',
      m2_vendibles: 100,
      ubicacion_calidad: 'Excelente',
      valor_lista_usd: 69_000,
      valor_mercado_usd: 59_340,
      porcentaje_ajuste: 14,
      origen: 'web',
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = await t.database.db.select().from(consultas).where(eq(consultas.id, body.id));
    expect(stored).toMatchObject({ valorListaUsd: 69_000, valorMercadoUsd: 59_340, porcentajeAjuste: 14, m2Vendibles: 100, origen: 'web' });

    const read = await t.request({ method: 'GET', url: `/api/consultas/${body.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it('refuses values the client has no say in, naming the field; accepts a comma decimal and origen mobile', async () => {
    const base = { localidad_id: caba, barrio_id: palermo, m2_vendibles: '100,5', ubicacion_calidad: 'Buena', origen: 'mobile' };
    for (const [key, value] of Object.entries({
      valor_lista_usd: 1,
      valor_mercado_usd: 999_999_999,
      porcentaje_ajuste: 0,
      id: '00000000-0000-4000-8000-000000000000',
    })) {
      const refused = await post({ ...base, [key]: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION', field: key });
    }
    const response = await post(base);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ m2_vendibles: 100.5, valor_lista_usd: 69_345, valor_mercado_usd: 59_637, porcentaje_ajuste: 14, origen: 'mobile' });
  });

  it('reads m² typed the Argentine way and the same JSON number alike, and stores the same value (ADR 024)', async () => {
    const stored = async (m2: string | number) => {
      const response = await post({ localidad_id: caba, barrio_id: palermo, m2_vendibles: m2, ubicacion_calidad: 'Buena' });
      expect(response.statusCode, String(m2)).toBe(201);
      const [row] = await t.database.db.select().from(consultas).where(eq(consultas.id, response.json().id));
      return { body: response.json(), m2: row?.m2Vendibles };
    };
    const typed = await stored('1.250,5');
    const sent = await stored(1250.5);
    expect(typed.m2).toBe(1250.5);
    expect(sent.m2).toBe(1250.5);
    expect(typed.body).toMatchObject({ m2_vendibles: 1250.5, valor_lista_usd: 862_845, valor_mercado_usd: sent.body.valor_mercado_usd });
    // «1.250» is a thousand two hundred and fifty m², never 1,25: 1.250 × 690 = 862.500; −14% = 741.750.
    expect((await stored('1.250')).body).toMatchObject({ m2_vendibles: 1250, valor_lista_usd: 862_500, valor_mercado_usd: 741_750 });
    expect((await stored('2.500,75 m²')).m2).toBe(2500.75);
  });

  it.each([
    [
      'a missing field',
      { barrio: true, m2_vendibles: 100, ubicacion_calidad: 'Buena', localidad_id: undefined },
      VALUATION_MESSAGES.incomplete,
      'VALUATION_INCOMPLETE',
      'localidad_id',
    ],
    ['m² = 0', { m2_vendibles: 0 }, 'Los m² vendibles deben ser al menos 10', 'VALIDATION', 'm2_vendibles'],
    ['m² below 10 (ADR 104)', { m2_vendibles: 9.99 }, 'Los m² vendibles deben ser al menos 10', 'VALIDATION', 'm2_vendibles'],
    ['negative m²', { m2_vendibles: '-5' }, 'Los m² vendibles deben ser al menos 10', 'VALIDATION', 'm2_vendibles'],
    [
      'non-numeric m²',
      { m2_vendibles: 'cien' },
      'No entendemos «cien» como número. Escribilo con coma para los decimales y punto para los miles, por ejemplo 1.250 o 1.250,5 m².',
      'VALIDATION',
      'm2_vendibles',
    ],
    ['m² typed «1,2,3»', { m2_vendibles: '1,2,3' }, expect.stringMatching(/^No entendemos «1,2,3» como número/), 'VALIDATION', 'm2_vendibles'],
    ['m² with three decimals', { m2_vendibles: 10.555 }, expect.stringMatching(/admite hasta 2 decimales/), 'VALIDATION', 'm2_vendibles'],
    ['blank m²', { m2_vendibles: '  ' }, VALUATION_MESSAGES.incomplete, 'VALUATION_INCOMPLETE', 'm2_vendibles'],
    ['absurd m²', { m2_vendibles: 1e12 }, VALUATION_MESSAGES.m2TooLarge, 'VALIDATION', 'm2_vendibles'],
    ['an unknown quality', { ubicacion_calidad: 'Mala' }, VALUATION_MESSAGES.qualityInvalid, 'VALIDATION', 'ubicacion_calidad'],
    ['a malformed locality id', { localidad_id: 'caba' }, VALUATION_MESSAGES.localityUnavailable, 'VALUATION_OPTION_UNAVAILABLE', 'localidad_id'],
    [
      'an unknown locality',
      { localidad_id: '7d9c1f0e-1111-4222-8333-944455556666' },
      VALUATION_MESSAGES.localityUnavailable,
      'VALUATION_OPTION_UNAVAILABLE',
      'localidad_id',
    ],
    [
      'an unknown barrio',
      { barrio_id: '7d9c1f0e-1111-4222-8333-944455556666' },
      VALUATION_MESSAGES.barrioUnavailable,
      'VALUATION_OPTION_UNAVAILABLE',
      'barrio_id',
    ],
    ['a barrio of another locality', { localidad_id: 'VL' }, VALUATION_MESSAGES.barrioUnavailable, 'VALUATION_OPTION_UNAVAILABLE', 'barrio_id'],
  ])('answers 400 for %s, with its code and field', async (_name, change, message, code, field) => {
    const body: Record<string, unknown> = { localidad_id: caba, barrio_id: palermo, m2_vendibles: 100, ubicacion_calidad: 'Buena', ...change };
    if (body.localidad_id === 'VL') body.localidad_id = vicenteLopez;
    delete body.barrio;
    const before = await t.database.db.$count(consultas);
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message, field } });
    expect(await t.database.db.$count(consultas)).toBe(before);
  });

  it('refuses an inactive locality or barrio', async () => {
    const db = t.database.db;
    await db.update(barrios).set({ activo: false }).where(eq(barrios.id, palermo));
    const inactiveBarrio = await post({ localidad_id: caba, barrio_id: palermo, m2_vendibles: 100, ubicacion_calidad: 'Buena' });
    expect(inactiveBarrio.json().error.message).toBe(VALUATION_MESSAGES.barrioUnavailable);
    await db.update(barrios).set({ activo: true }).where(eq(barrios.id, palermo));

    await db.update(localidades).set({ activo: false }).where(eq(localidades.id, vicenteLopez));
    const inactiveLoc = await post({ localidad_id: vicenteLopez, barrio_id: vicenteLopezBarrio, m2_vendibles: 100, ubicacion_calidad: 'Buena' });
    expect(inactiveLoc.statusCode).toBe(400);
    expect(inactiveLoc.json().error.message).toBe(VALUATION_MESSAGES.localityUnavailable);
    const list = await t.request({ method: 'GET', url: `/api/barrios?localidad_id=${vicenteLopez}` });
    expect(list.json()).toEqual([]);
    await db.update(localidades).set({ activo: true }).where(eq(localidades.id, vicenteLopez));
  });

  it('uses a new adjustment for the next valuation and keeps the old results as they were', async () => {
    const payload = { localidad_id: caba, barrio_id: palermo, m2_vendibles: 100, ubicacion_calidad: 'Regular' };
    const before = (await post(payload)).json();
    // An admin changes it the way /admin/configuracion does.
    const admin = await t.signInAs(['admin']);
    const setAdjustment = (valor: string) =>
      t.request({ method: 'PUT', url: '/api/admin/configuracion/porcentaje_ajuste_mercado', cookie: admin, payload: { valor } });
    expect((await setAdjustment('20.5')).statusCode).toBe(200);
    const after = (await post(payload)).json();
    expect(after).toMatchObject({ valor_lista_usd: 69_000, valor_mercado_usd: 54_855, porcentaje_ajuste: 20.5 });

    const old = (await t.request({ method: 'GET', url: `/api/consultas/${before.id}` })).json();
    expect(old).toMatchObject({ valor_mercado_usd: 59_340, porcentaje_ajuste: 14 });

    // Missing or blank setting (rows the API would refuse, e.g. older data): back to 14.
    const setting = eq(configuracionSistema.clave, 'porcentaje_ajuste_mercado');
    await t.database.db.delete(configuracionSistema).where(setting);
    expect((await post(payload)).json()).toMatchObject({ valor_mercado_usd: 59_340, porcentaje_ajuste: 14 });
    await t.database.db.insert(configuracionSistema).values({ clave: 'porcentaje_ajuste_mercado', valor: ' ' });
    expect((await post(payload)).json()).toMatchObject({ valor_mercado_usd: 59_340, porcentaje_ajuste: 14 });
    expect((await setAdjustment('14')).statusCode).toBe(200);
  });

  it('is rate limited per client address', async () => {
    const payload = { localidad_id: caba, barrio_id: palermo, m2_vendibles: 10, ubicacion_calidad: 'Buena' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(payload, '10.200.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await post(payload, '10.200.0.2')).statusCode).toBe(201);
  });
});

describe('GET /api/consultas/:id', () => {
  it.each(['6f1d7f4e-0000-4000-8000-000000000000', 'no-es-un-uuid', '1'])('answers 404 Consulta no encontrada for %s', async (id) => {
    const response = await t.request({ method: 'GET', url: `/api/consultas/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Consulta no encontrada' } });
  });
});

describe('POST /api/contactos-valuacion', () => {
  const lead = { nombre: 'Ana Pérez', email: 'ana@example.com', telefono: '+54 9 11 1234-5678', comentario: 'Tengo un lote en Coghlan' };

  it('stores the lead', async () => {
    const response = await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: lead, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.id, response.json().id));
    expect(row).toMatchObject(lead);
  });

  it.each([
    [{ nombre: '  ' }, 'El nombre es obligatorio'],
    [{ email: 'ana' }, 'Email inválido'],
    [{ telefono: undefined }, 'El teléfono es obligatorio'],
    [{ comentario: 'x'.repeat(1001) }, 'El comentario debe tener menos de 1000 caracteres'],
  ])('refuses %j', async (change, message) => {
    const response = await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: { ...lead, ...change }, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('from a result page: tied to its consulta (ADR 103); an unknown consulta is a 404 and stores nothing', async () => {
    const created = await post({ localidad_id: caba, barrio_id: palermo, m2_vendibles: 250, ubicacion_calidad: 'Buena' });
    expect(created.statusCode).toBe(201);
    const consulta = created.json() as { id: string };
    const offer = { ...lead, email: 'oferta@example.com', comentario: 'Quiero una oferta por mi terreno.', consulta_id: consulta.id };
    const response = await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: offer, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.id, response.json().id));
    expect(row).toMatchObject({ consultaId: consulta.id, origen: 'analista', comentario: offer.comentario });
    const unknown = { ...offer, email: 'fantasma@example.com', consulta_id: '6f1d7f4e-0000-4000-8000-000000000000' };
    expect((await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: unknown, remoteAddress: nextAddress() })).statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: { ...offer, consulta_id: 'x' }, remoteAddress: nextAddress() });
    expect(bad.json().error).toMatchObject({ message: 'No encontramos esa valuación: volvé a abrir el enlace del resultado.', field: 'consulta_id' });
    expect(await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.email, 'fantasma@example.com'))).toHaveLength(0);
  });

  it('«¿No está tu barrio?» (ADR 141): its own origin, the place as typed and its key; a barrio is required and a consulta refused', async () => {
    const zona = { localidad: ' Vicente López ', barrio: 'Villa Adelína' };
    const response = await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: { ...lead, zona }, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(contactosValuacion).where(eq(contactosValuacion.id, response.json().id));
    expect(row).toMatchObject({
      origen: 'barrio-faltante',
      zonaLocalidad: 'Vicente López',
      zonaBarrio: 'Villa Adelína',
      zonaClave: 'vicente lopez|villa adelina',
    });
    const noBarrio = await t.request({
      method: 'POST',
      url: '/api/contactos-valuacion',
      payload: { ...lead, zona: { ...zona, barrio: ' ' } },
      remoteAddress: nextAddress(),
    });
    expect(noBarrio.json().error).toMatchObject({ field: 'zona.barrio', message: 'Escribí el barrio' });
    const withConsulta = await t.request({
      method: 'POST',
      url: '/api/contactos-valuacion',
      payload: { ...lead, zona, consulta_id: '6f1d7f4e-0000-4000-8000-000000000000' },
      remoteAddress: nextAddress(),
    });
    expect(withConsulta.statusCode).toBe(400);
  });

  it('is rate limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.request({ method: 'POST', url: '/api/contactos-valuacion', payload: lead, remoteAddress: '10.201.0.1' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('price cache', () => {
  it('serves the table from memory until its time is up', async () => {
    let clock = 0;
    const service = createValuationService({ db: t.database.db, priceTtlMs: 1000, now: () => clock });
    const cache = { get: () => service.precios() };
    const first = await cache.get();
    await t.database.db.update(barrios).set({ valorIncidenciaUsdM2: 999 }).where(eq(barrios.id, palermo));
    expect(await cache.get()).toBe(first);
    clock = 1000;
    const fresh = await cache.get();
    expect(fresh.find((r) => r.barrio_id === palermo)?.valor_incidencia_usd_m2).toBe(999);
    await t.database.db.update(barrios).set({ valorIncidenciaUsdM2: 690 }).where(eq(barrios.id, palermo));
  });
});

it('documents every valuation route in OpenAPI as public', async () => {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const path of ['/api/localidades', '/api/barrios', '/api/precios', '/api/consultas', '/api/consultas/{id}', '/api/contactos-valuacion']) {
    expect(doc.paths[path], path).toBeDefined();
  }
  expect(doc.paths['/api/consultas'].post.security).toBeUndefined();
});
