import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../../../domain/exchange-rates/rates.ts';
import { user } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '../../test/test-app.ts';
import { createExchangeRatesService } from './exchange-rates.service.ts';

/** Recorded answers of the two sources (shapes of dolarapi.com/v1/dolares and the BCRA's Cotizaciones/USD), replayed locally: no network in tests. */
const DOLARAPI = [
  { moneda: 'USD', casa: 'oficial', nombre: 'Oficial', compra: 1405, venta: 1455, fechaActualizacion: '2026-11-27T15:00:00.000Z' },
  { moneda: 'USD', casa: 'blue', nombre: 'Blue', compra: 1430, venta: 1450, fechaActualizacion: '2026-11-27T15:05:00.000Z' },
  { moneda: 'USD', casa: 'bolsa', nombre: 'Bolsa', compra: 1460.3, venta: 1467.8, fechaActualizacion: '2026-11-27T15:10:00.000Z' },
  { moneda: 'USD', casa: 'tarjeta', nombre: 'Tarjeta', compra: 1800, venta: 1900, fechaActualizacion: '2026-11-27T15:10:00.000Z' },
];
const BCRA = {
  status: 200,
  metadata: { resultset: { count: 1, offset: 0, limit: 1000 } },
  results: [{ fecha: '2026-11-27', detalle: [{ codigoMoneda: 'USD', descripcion: 'DOLAR E.E.U.U.', tipoPase: 1, tipoCotizacion: 1452.5 }] }],
};

type Reply = { status: number; body: string; delayMs?: number };
const replies: Record<string, Reply> = {};
let server: Server;
let base: string;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const reply = replies[req.url ?? ''] ?? { status: 404, body: '{}' };
    setTimeout(() => {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ FX_URL: `${base}/dolares`, FX_BCRA_URL: `${base}/bcra` });
  admin = await t.signInAs(['admin'], 'cotizaciones.admin');
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const set = (path: string, reply: Reply) => {
  replies[path] = reply;
};

describeRoleMatrix(() => t, [{ method: 'GET', url: '/api/cotizaciones' }], { allowed: ['tareas_admin'] });
describeRoleMatrix(
  () => t,
  [
    { method: 'POST', url: '/api/admin/cotizaciones' },
    { method: 'POST', url: '/api/admin/cotizaciones/actualizar' },
  ],
  { allowed: [] },
);

describe('exchange-rate store', () => {
  it('serves nothing before any reading, and says a source is configured', async () => {
    const response = await t.request({ method: 'GET', url: '/api/cotizaciones', cookie: admin });
    expect(response.json()).toEqual({ items: [], fuente_configurada: true });
  });

  it('reads both sources on demand: the BCRA gives the oficial, the list MEP and blue', async () => {
    set('/dolares', { status: 200, body: JSON.stringify(DOLARAPI) });
    set('/bcra', { status: 200, body: JSON.stringify(BCRA) });
    const response = await t.request({ method: 'POST', url: '/api/admin/cotizaciones/actualizar', cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ leidas: 3, errores: [] });
    const byType = Object.fromEntries((body.cotizaciones as ExchangeRates).items.map((r) => [r.tipo, r]));
    expect(byType.oficial).toMatchObject({ venta: 1452.5, compra: null, fuente: 'bcra', fecha: '2026-11-27T15:00:00.000Z' });
    expect(byType.mep).toMatchObject({ venta: 1467.8, compra: 1460.3, fuente: 'dolarapi' });
    expect(byType.blue).toMatchObject({ venta: 1450, fuente: 'dolarapi' });
  });

  it('keeps the last rates when a source fails, times out or answers nonsense, and says why', async () => {
    const service = createExchangeRatesService({
      db: t.database.db,
      audit: t.app.audit,
      sources: { dolarApiUrl: `${base}/lento`, bcraUrl: `${base}/roto` },
      timeoutMs: 300,
    });
    set('/lento', { status: 200, body: JSON.stringify(DOLARAPI), delayMs: 2000 });
    set('/roto', { status: 500, body: 'error' });
    const before = await service.latest();
    const started = Date.now();
    const result = await service.refresh();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.leidas).toBe(0);
    expect(result.errores).toHaveLength(2);
    expect(result.errores.join(' ')).toMatch(/BCRA: respondió 500/);
    expect(result.cotizaciones.items).toEqual(before.items);

    set('/roto', { status: 200, body: '<html>mantenimiento</html>' });
    set('/lento', { status: 200, body: JSON.stringify([{ casa: 'blue', venta: -1, fechaActualizacion: 'x' }]) });
    const nonsense = await service.refresh();
    expect(nonsense.errores).toEqual(['FX_URL: la respuesta no trae cotizaciones oficial, MEP ni blue', 'BCRA: la respuesta no es JSON']);
  });

  it('says a rate older than a day is stale', async () => {
    const later = createExchangeRatesService({ db: t.database.db, audit: t.app.audit, now: () => new Date('2026-11-29T16:00:00Z') });
    const { items, fuente_configurada } = await later.latest();
    expect(fuente_configurada).toBe(false);
    expect(items.find((r) => r.tipo === 'blue')).toMatchObject({ desactualizada: true, edad_minutos: 2935 });
    const fresh = createExchangeRatesService({ db: t.database.db, audit: t.app.audit, now: () => new Date('2026-11-27T18:00:00Z') });
    expect((await fresh.latest()).items.every((r) => !r.desactualizada)).toBe(true);
  });

  it('lets an admin type a rate when the source is down: it becomes the last one, audited', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/admin/cotizaciones', cookie: admin, payload: { tipo: 'blue', venta: '0' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'venta', message: 'La cotización debe ser mayor a 0' });
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/cotizaciones',
      cookie: admin,
      payload: { tipo: 'blue', venta: '1.480,50', compra: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const blue = (response.json() as ExchangeRates).items.find((r) => r.tipo === 'blue');
    expect(blue).toMatchObject({ venta: 1480.5, compra: null, fuente: 'manual', desactualizada: false });
    expect((await auditRows(t, 'cotizacion_cargada')).at(-1)).toMatchObject({ actor: 'cotizaciones.admin', detalle: 'Blue: venta 1480.5' });
  });

  it('fetches nothing without a source, and manual rates still work', async () => {
    let asked = 0;
    const none = createExchangeRatesService({
      db: t.database.db,
      audit: t.app.audit,
      fetchImpl: async () => {
        asked++;
        return new Response('[]');
      },
    });
    none.start(10);
    const result = await none.refresh();
    await none.stop();
    expect(asked).toBe(0);
    expect(result).toMatchObject({ leidas: 0, errores: [] });
    const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'cotizaciones.admin'));
    const manual = await none.addManual({ tipo: 'mep', venta: 1500, compra: null }, { ...TEST_ACTOR, id: account?.id ?? '' });
    expect(manual.items.find((r) => r.tipo === 'mep')).toMatchObject({ venta: 1500, fuente: 'manual' });
  });
});
