import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { GENERIC_MESSAGES } from '../../domain/shared/api-error.ts';
import { TEXT_MESSAGES } from '../../domain/shared/text.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

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
