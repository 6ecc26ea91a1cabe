import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSING_COSTS_NOTES, type ClosingCostsData } from '../../../domain/valuation/closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from '../../../domain/valuation/closing-costs-defaults.ts';
import { barrios, localidades } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createValuationService } from './valuation.service.ts';

let t: TestApp;
let admin: string;
const place: Record<string, { localidad: string; barrio: string }> = {};
let address = 0;
const nextAddress = () => `10.45.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const get = (url: string) => t.request({ method: 'GET', url, remoteAddress: nextAddress() });

async function consulta(where: 'caba' | 'pba', m2: number): Promise<{ id: string; valor_mercado_usd: number }> {
  const p = place[where];
  const response = await t.request({
    method: 'POST',
    url: '/api/consultas',
    remoteAddress: nextAddress(),
    payload: { localidad_id: p?.localidad, barrio_id: p?.barrio, m2_vendibles: m2, ubicacion_calidad: 'Buena' },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
  const db = t.database.db;
  const locs = await db.select().from(localidades);
  const all = await db.select().from(barrios);
  for (const [key, name] of [
    ['caba', 'Ciudad de Buenos Aires'],
    ['pba', 'Vicente López'],
  ] as const) {
    const loc = locs.find((l) => l.nombre === name);
    const b = all.find((x) => x.localidadId === loc?.id && x.activo);
    place[key] = { localidad: loc?.id ?? '', barrio: b?.id ?? '' };
  }
});
afterAll(() => t.close());

describe('GET /api/consultas/:id/costos-cierre', () => {
  it('with no rate ever read: the jurisdiction’s items and no rates (the page shows dollars)', async () => {
    const c = await consulta('caba', 100);
    const response = await get(`/api/consultas/${c.id}/costos-cierre`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ClosingCostsData;
    expect(body.jurisdiccion).toBe('caba');
    expect(body.items).toEqual(DEFAULT_CLOSING_COSTS.caba);
    expect(body.cotizaciones?.items).toEqual([]);

    const pdf = await get(`/api/consultas/${c.id}/informe.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Costo total para cerrar');
    expect(text).toContain(CLOSING_COSTS_NOTES.noRates);
  });

  it('a Province consulta gets the Province’s items; the rates come with their source and age', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/admin/cotizaciones',
      cookie: admin,
      remoteAddress: nextAddress(),
      payload: { tipo: 'oficial', venta: '1.455' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const c = await consulta('pba', 100);
    const body = (await get(`/api/consultas/${c.id}/costos-cierre`)).json() as ClosingCostsData;
    expect(body.jurisdiccion).toBe('pba');
    expect(body.items.map((i) => i.clave)).toEqual(DEFAULT_CLOSING_COSTS.pba.map((i) => i.clave));
    expect(body.cotizaciones?.items).toEqual([expect.objectContaining({ tipo: 'oficial', venta: 1455, fuente: 'manual', desactualizada: false })]);

    const text = await pdfText((await get(`/api/consultas/${c.id}/informe.pdf`)).rawPayload);
    expect(text).toContain('Provincia de Buenos Aires');
    expect(text).toContain('Honorarios del escribano (2 % + IVA)');
    expect(text).toContain('Oficial $ 1.455 · carga manual de Parcela');
    expect(text).toContain(CLOSING_COSTS_NOTES.estimate);
  });

  it('an unknown consulta is a 404 like its siblings', async () => {
    expect((await get('/api/consultas/00000000-0000-4000-8000-000000000000/costos-cierre')).statusCode).toBe(404);
    expect((await get('/api/consultas/nada/costos-cierre')).statusCode).toBe(404);
  });

  it('never fails for its sources: a table that cannot be read is the defaults, rates that cannot be read are none', async () => {
    const c = await consulta('caba', 80);
    const broken = createValuationService({
      db: t.database.db,
      closingCosts: { table: () => Promise.reject(new Error('tabla caída')), rates: () => Promise.reject(new Error('cotizaciones caídas')) },
    });
    expect(await broken.consultaClosingCosts(c.id)).toEqual({ jurisdiccion: 'caba', items: DEFAULT_CLOSING_COSTS.caba, cotizaciones: null });
    const pdf = await broken.report(c.id, 'http://localhost:3000');
    expect(await pdfText(pdf.pdf)).toContain(CLOSING_COSTS_NOTES.noRates);
  });
});
