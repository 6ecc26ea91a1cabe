import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_RANGE_MESSAGES } from '../../../domain/shared/day-range.ts';
import type { ConsultasTrend } from '../../../domain/valuation-admin/responses.ts';
import { barrios, consultas } from '../../platform/db/schema/index.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Consultas by a range of Buenos Aires days: list, stats, CSV and the trend read the same filter. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
  const [palermo] = await t.database.db.select().from(barrios).where(eq(barrios.nombre, 'Palermo'));
  if (!palermo) throw new Error('sin Palermo');
  // Buenos Aires is UTC−3: 02:30 UTC on the 9th is still the 8th there, 02:59 UTC on the 11th the 10th.
  const at = ['2026-03-09T02:30:00Z', '2026-03-10T03:00:00Z', '2026-03-10T15:00:00Z', '2026-03-11T02:59:00Z', '2026-03-20T12:00:00Z', '2026-05-04T12:00:00Z'];
  await t.database.db.insert(consultas).values(
    at.map((fecha) => ({
      fecha: new Date(fecha),
      localidadId: palermo.localidadId,
      barrioId: palermo.id,
      m2Vendibles: 100,
      ubicacionCalidad: 'Buena',
      valorListaUsd: 69_000,
      valorMercadoUsd: 60_000,
      porcentajeAjuste: 14,
      origen: 'web',
    })),
  );
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, cookie: admin });

describeRoleMatrix(() => t, [{ method: 'GET', url: '/api/admin/consultas/tendencia' }], { allowed: ['admin'] });

describe('consultas by date', () => {
  it('filters list, stats and CSV by Buenos Aires days, both ends included', async () => {
    const page = await get('/api/admin/consultas?desde=2026-03-10&hasta=2026-03-10');
    expect(page.statusCode, page.body).toBe(200);
    // 03:00 UTC and 15:00 UTC on the 10th, and 02:59 UTC on the 11th (23:59 of the 10th in Buenos Aires).
    expect(page.json().total).toBe(3);
    expect(page.json().stats.total).toBe(3);
    const csv = await get('/api/admin/consultas/csv?desde=2026-03-10&hasta=2026-03-10');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 3);
    expect((await get('/api/admin/consultas?desde=2026-03-11')).json().total).toBe(2);
    expect((await get('/api/admin/consultas?hasta=2026-03-09')).json().total).toBe(1);
  });

  it('counts per day over the range, the empty days at 0, and per week over a longer one', async () => {
    const days: ConsultasTrend = (await get('/api/admin/consultas/tendencia?desde=2026-03-08&hasta=2026-03-12')).json();
    expect(days).toEqual({
      desde: '2026-03-08',
      hasta: '2026-03-12',
      unidad: 'dia',
      puntos: [
        { periodo: '2026-03-08', cantidad: 1 },
        { periodo: '2026-03-09', cantidad: 0 },
        { periodo: '2026-03-10', cantidad: 3 },
        { periodo: '2026-03-11', cantidad: 0 },
        { periodo: '2026-03-12', cantidad: 0 },
      ],
    });
    const weeks: ConsultasTrend = (await get('/api/admin/consultas/tendencia?desde=2026-03-01&hasta=2026-05-31&calidad=Buena')).json();
    expect(weeks.unidad).toBe('semana');
    expect(weeks.puntos.find((p) => p.periodo === '2026-03-09')?.cantidad).toBe(3);
    expect(weeks.puntos.find((p) => p.periodo === '2026-03-02')?.cantidad).toBe(1);
    expect(weeks.puntos.reduce((n, p) => n + p.cantidad, 0)).toBe(6);
    const none: ConsultasTrend = (await get('/api/admin/consultas/tendencia?desde=2026-03-08&hasta=2026-03-12&calidad=Excelente')).json();
    expect(none.puntos.every((p) => p.cantidad === 0)).toBe(true);
  });

  it('refuses a reversed range, an impossible date and unknown keys with a Spanish message — never a 5xx', async () => {
    const reversed = await get('/api/admin/consultas?desde=2026-03-10&hasta=2026-03-09');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatchObject({ field: 'hasta', message: DAY_RANGE_MESSAGES.rangeReversed });
    expect((await get('/api/admin/consultas/tendencia?desde=2026-02-30')).json().error.message).toBe(DAY_RANGE_MESSAGES.dateInvalid);
    expect((await get('/api/admin/consultas/csv?desde=mañana')).statusCode).toBe(400);
    expect((await get('/api/admin/consultas?fecha=2026-03-10')).statusCode).toBe(400);
  });
});
