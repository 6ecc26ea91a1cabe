import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings/settings.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { barrios, barrioValoresHistorial, localidades } from '../../platform/db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { reportFileName, winAnsi } from './report.ts';

let t: TestApp;
let admin: string;
let caba: string;
const barrioIds: Record<string, string> = {};
let address = 0;
/** A distinct client address per call keeps the tests clear of the rate limits (tested on their own). */
const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const get = (url: string, remoteAddress = nextAddress()) => t.request({ method: 'GET', url, remoteAddress });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function consulta(
  barrio: string,
  m2: number,
  quality: string,
): Promise<{ id: string; fecha: string; valor_lista_usd: number; valor_mercado_usd: number }> {
  const response = await t.request({
    method: 'POST',
    url: '/api/consultas',
    remoteAddress: nextAddress(),
    payload: { localidad_id: caba, barrio_id: barrioIds[barrio], m2_vendibles: m2, ubicacion_calidad: quality },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function pdfText(body: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  // Spacing aside (no-break spaces, line breaks), the words as printed.
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
  const db = t.database.db;
  caba = (await db.select().from(localidades)).find((l) => l.nombre === 'Ciudad de Buenos Aires')?.id ?? '';
  for (const b of await db.select().from(barrios)) barrioIds[b.nombre] = b.id;
  // Palermo's value a year and a half ago, 13 months ago and 2 months ago (the seed wrote today's 690).
  await db.insert(barrioValoresHistorial).values([
    { barrioId: barrioIds.Palermo as string, valorIncidenciaUsdM2: 600, createdAt: daysAgo(540) },
    { barrioId: barrioIds.Palermo as string, valorIncidenciaUsdM2: 640, createdAt: daysAgo(400) },
    { barrioId: barrioIds.Palermo as string, valorIncidenciaUsdM2: 670, createdAt: daysAgo(60) },
  ]);
});
afterAll(() => t.close());

describe('GET /api/consultas/:id/informe.pdf', () => {
  it('downloads an A4 PDF named after the barrio and the day, holding every figure and the legal text', async () => {
    const c = await consulta('Palermo', 100, 'Excelente');
    const response = await get(`/api/consultas/${c.id}/informe.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="valuacion-palermo-${buenosAiresDay(c.fecha)}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const part of [
      'Parcela Desarrollos',
      'Informe de valuación',
      'Terreno en Palermo, Ciudad de Buenos Aires',
      'Ciudad de Buenos Aires',
      '100 m²',
      'Excelente',
      // 100 × 690 = 69.000; −14 % = 59.340.
      'US$ 69.000',
      'Valor de mercado (–14%)',
      'US$ 59.340',
      'Rango estimado del valor de mercado: entre US$',
      'no constituye una tasación',
      'US$ 690 por m²',
      // 640 in force 12 months ago, 690 now: +7,8 %.
      'Subió 7,8 % en 12 meses',
      DEFAULT_SETTINGS.email_contacto,
      // The firm's numbers as people read them (settings hold 5491100000000 and +54 11 0000-0000).
      'WhatsApp: +54 9 11 0000-0000',
      'Teléfono: +54 11 0000-0000',
    ])
      expect(text).toContain(part);
    // The link under the QR code wraps where it must.
    expect(text.replace(/ /g, '')).toContain(`${TEST_ORIGIN}/resultado/${c.id}`);
    expect(text).toContain(DEFAULT_SETTINGS.texto_legal.replace(/\s+/g, ' ').slice(0, 80));
  });

  it('names the file with an ASCII slug of the barrio', async () => {
    expect(reportFileName({ barrio_nombre: 'Núñez', fecha: '2026-11-23T02:00:00.000Z' })).toBe('valuacion-nunez-2026-11-22.pdf');
    expect(reportFileName({ barrio_nombre: 'Villa Crespo', fecha: '2026-11-23T12:00:00.000Z' })).toBe('valuacion-villa-crespo-2026-11-23.pdf');
    expect(reportFileName({ barrio_nombre: '"; rm -rf /', fecha: '2026-11-23T12:00:00.000Z' })).toBe('valuacion-rm-rf-2026-11-23.pdf');
    expect(reportFileName({ barrio_nombre: '東京', fecha: '2026-11-23T12:00:00.000Z' })).toBe('valuacion-barrio-2026-11-23.pdf');
    const c = await consulta('Núñez', 80, 'Regular');
    const response = await get(`/api/consultas/${c.id}/informe.pdf`);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="valuacion-nunez-\d{4}-\d{2}-\d{2}\.pdf"$/);
  });

  it('prints the legal text in force, whatever characters it holds (cached per content, not per consulta alone)', async () => {
    const c = await consulta('Belgrano', 250, 'Buena');
    const first = await pdfText((await get(`/api/consultas/${c.id}/informe.pdf`)).rawPayload);
    expect(first.text).toContain(DEFAULT_SETTINGS.texto_legal.slice(0, 60));
    const hostile = `Texto ≈ nuevo 🏗️ ‮al revés‬ «comillas» 2 m² ñ ${'largo '.repeat(800)}fin del texto`;
    const saved = await t.request({ method: 'PUT', url: '/api/admin/configuracion/texto_legal', cookie: admin, payload: { valor: hostile } });
    expect(saved.statusCode).toBe(200);
    const response = await get(`/api/consultas/${c.id}/informe.pdf`);
    expect(response.statusCode).toBe(200);
    const second = await pdfText(response.rawPayload);
    expect(second.pages).toBeGreaterThanOrEqual(2);
    expect(second.text).toContain('Texto ~ nuevo');
    expect(second.text).toContain('«comillas» 2 m² ñ');
    expect(second.text).toContain('fin del texto');
    await t.request({ method: 'PUT', url: '/api/admin/configuracion/texto_legal', cookie: admin, payload: { valor: DEFAULT_SETTINGS.texto_legal } });
  });

  it('answers 404 for unknown and malformed ids, and never 5xx for a hostile one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const response = await get(`/api/consultas/${id}/informe.pdf`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Consulta no encontrada' } });
    }
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(5000), "1'%20or%20'1'='1", '%F0%9F%8F%97', '%E0%A4%A']) {
      for (const suffix of ['informe.pdf', 'rango', 'historial']) {
        const response = await get(`/api/consultas/${id}/${suffix}`);
        expect(response.statusCode, `${id}/${suffix}`).toBeLessThan(500);
      }
    }
  });

  it('is rate limited per client address', async () => {
    const c = await consulta('Coghlan', 100, 'Buena');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await get(`/api/consultas/${c.id}/informe.pdf`, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('value range of a consulta', () => {
  it('uses the fixed band without enough suggestions, and the trimmed spread with them', async () => {
    const before = await consulta('Chacarita', 100, 'Buena');
    // 100 × 450 = 45.000; −14 % = 38.700 → ±10 %.
    expect((await get(`/api/consultas/${before.id}/rango`)).json()).toEqual({
      desde_usd: 34_800,
      hasta_usd: 42_600,
      metodo: 'banda_fija',
      sugerencias_usadas: 0,
      sugerencias_descartadas: 0,
    });
    for (const precio of [440, 450, 460, 455, 445, 5, 99_999])
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/comentarios',
            remoteAddress: nextAddress(),
            payload: { barrio_nombre: 'chacarita', autor_nombre: 'Vecina', comentario: 'Sugerencia', precio_sugerido: precio },
          })
        ).statusCode,
      ).toBe(201);
    // The earlier consulta keeps its range: suggestions made after it do not count.
    expect((await get(`/api/consultas/${before.id}/rango`)).json()).toMatchObject({ metodo: 'banda_fija' });
    const after = await consulta('Chacarita', 100, 'Buena');
    expect((await get(`/api/consultas/${after.id}/rango`)).json()).toEqual({
      desde_usd: 36_300,
      hasta_usd: 41_100,
      metodo: 'sugerencias',
      sugerencias_usadas: 5,
      sugerencias_descartadas: 2,
    });
    expect((await get('/api/consultas/00000000-0000-4000-8000-000000000000/rango')).statusCode).toBe(404);
  });
});

describe('public value history', () => {
  it("gives a consulta's barrio history up to the consulta: dates and values only", async () => {
    const c = await consulta('Palermo', 100, 'Buena');
    const response = await get(`/api/consultas/${c.id}/historial`);
    expect(response.statusCode).toBe(200);
    const h = response.json();
    expect(Object.keys(h).sort()).toEqual(['actualizado_at', 'cambio_pct', 'desde', 'hasta', 'puntos']);
    expect(h.hasta).toBe(c.fecha);
    expect(h.puntos.map((p: { valor: number }) => p.valor)).toEqual([640, 670, 690]);
    for (const p of h.puntos) expect(Object.keys(p).sort()).toEqual(['fecha', 'valor']);
    expect(h.cambio_pct).toBe(7.8);
    expect((await get('/api/consultas/no-es-un-id/historial')).statusCode).toBe(404);
  });

  it('lists every active barrio once, public fields only, cacheable', async () => {
    const response = await get('/api/barrios/historial');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const list = response.json() as { barrio_id: string; historial: { puntos: object[]; cambio_pct: number | null } }[];
    expect(list.map((b) => b.barrio_id).sort()).toEqual(Object.values(barrioIds).sort());
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['barrio_id', 'historial']);
      for (const p of item.historial.puntos) expect(Object.keys(p).sort()).toEqual(['fecha', 'valor']);
    }
    const palermo = list.find((b) => b.barrio_id === barrioIds.Palermo);
    expect(palermo?.historial.cambio_pct).toBe(7.8);
    // Seeded today and never changed: nothing to compare with.
    expect(list.find((b) => b.barrio_id === barrioIds.Coghlan)?.historial).toMatchObject({ cambio_pct: null, puntos: [{ valor: 460 }] });
  });
});

describe('text for the standard PDF fonts', () => {
  it('keeps WinAnsi (ñ, á, ², «», US$, –) and spells or marks the rest', () => {
    expect(winAnsi('Núñez «120 m²» US$\u00a01.000 – ok')).toBe('Núñez «120 m²» US$\u00a01.000 – ok');
    expect(winAnsi('≈ −3 % 🏗️ 東\u0007\r\nfin')).toBe('~ -3 % ?? ?\nfin');
  });
});
