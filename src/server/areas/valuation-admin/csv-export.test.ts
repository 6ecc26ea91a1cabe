import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { GENERIC_MESSAGES } from '../../../domain/shared/api-error.ts';
import { TEXT_MESSAGES } from '../../../domain/shared/text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The export reads the database in batches; this file makes a chosen batch fail, as a database
// that goes away in the middle of a download would.
const batches = vi.hoisted(() => ({ calls: 0, failOnCall: 0, pretendMore: false }));
vi.mock('./valuation-admin.repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./valuation-admin.repo.ts')>();
  return {
    ...actual,
    async consultasCsvBatch(...args: Parameters<typeof actual.consultasCsvBatch>) {
      batches.calls++;
      if (batches.calls === batches.failOnCall) throw new Error('simulated: the database went away');
      if (!batches.pretendMore) return actual.consultasCsvBatch(...args);
      const [db, filter] = args;
      const sample = (await actual.consultasCsvBatch(db, filter, null, 1)).rows[0];
      // A full batch (tens of kB, as a real one of 5,000 rows is) and the promise of more, so the
      // 200 and the first rows are on the wire before the failing batch is asked for.
      return {
        rows: Array.from({ length: 500 }, () => sample).filter((r) => r !== undefined),
        next: { fecha: '2000-01-01 00:00:00+00', id: '00000000-0000-4000-8000-000000000000' },
      };
    },
  };
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin']);
  const [localidad] = (await t.request({ method: 'GET', url: '/api/localidades' })).json();
  const [barrio] = (await t.request({ method: 'GET', url: `/api/barrios?localidad_id=${localidad.id}` })).json();
  const created = await t.request({
    method: 'POST',
    url: '/api/consultas',
    payload: { localidad_id: localidad.id, barrio_id: barrio.id, m2_vendibles: 250, ubicacion_calidad: 'Buena' },
  });
  expect(created.statusCode).toBe(201);
});
afterAll(() => t.close());
beforeEach(() => {
  Object.assign(batches, { calls: 0, failOnCall: 0, pretendMore: false });
});

it('refuses a bad filter with a 400 before anything is streamed', async () => {
  const response = await t.request({ method: 'GET', url: '/api/admin/consultas/csv?q=%00', cookie: admin });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.message).toBe(TEXT_MESSAGES.controlCharacters);
  expect(batches.calls).toBe(0);
});

it('a query that fails at once is an error answer, not a 200 with a cut file', async () => {
  batches.failOnCall = 1;
  const response = await t.request({ method: 'GET', url: '/api/admin/consultas/csv', cookie: admin });
  expect(response.statusCode).toBe(500);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json().error.message).toBe(GENERIC_MESSAGES.internal);
});

it('a failure after the 200 aborts the connection, so the download fails instead of ending short', async () => {
  batches.pretendMore = true;
  batches.failOnCall = 3;
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${address}/api/admin/consultas/csv`, { headers: { cookie: admin } });
  expect(response.status).toBe(200);
  // The chunked body never gets its last chunk: the client sees an error, not a clean end of file.
  await expect(response.text()).rejects.toThrow();
  expect(batches.calls).toBe(3);
});

it('without failures the whole file arrives', async () => {
  const response = await t.request({ method: 'GET', url: '/api/admin/consultas/csv', cookie: admin });
  expect(response.statusCode).toBe(200);
  expect(response.body.trim().split('\r\n')).toHaveLength(2);
});

it('writes bytes Excel in Argentina opens in columns: BOM, ";" separator, decimal comma, quoted names', async () => {
  const localidad = await t.request({ method: 'POST', url: '/api/admin/localidades', cookie: admin, payload: { nombre: 'Tigre; Delta' } });
  expect(localidad.statusCode).toBe(201);
  const barrio = await t.request({
    method: 'POST',
    url: '/api/admin/barrios',
    cookie: admin,
    payload: { nombre: 'El "Bajo", Norte', localidad_id: localidad.json().id, valor_incidencia_usd_m2: 500 },
  });
  expect(barrio.statusCode).toBe(201);
  const created = await t.request({
    method: 'POST',
    url: '/api/consultas',
    payload: { localidad_id: localidad.json().id, barrio_id: barrio.json().id, m2_vendibles: 120.5, ubicacion_calidad: 'Buena', origen: 'mobile' },
  });
  expect(created.statusCode).toBe(201);

  const response = await t.request({ method: 'GET', url: '/api/admin/consultas/csv?q=Tigre', cookie: admin });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="consultas-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, row, end] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe('Fecha;Localidad;Barrio;M² Vendibles;Ubicación;Valor Lista USD;Valor Mercado USD;Origen');
  const cells = row?.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  expect(cells).toHaveLength(8);
  expect(cells?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(cells?.slice(1, 5)).toEqual(['"Tigre; Delta"', '"El ""Bajo"", Norte"', '120,5', 'Buena']);
  expect(cells?.[5]).toMatch(/^\d+$/);
  expect(cells?.[7]).toBe('Móvil');
  expect(end).toBe('');
});
