import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_PARAMETERS_MESSAGES } from '../../../domain/shared/firm-parameters.ts';
import type { ClosingCostsAdmin } from '../../../domain/valuation/closing-costs.schemas.ts';
import { CLOSING_COSTS_MESSAGES } from '../../../domain/valuation/closing-costs.ts';
import { DEFAULT_CLOSING_COSTS } from '../../../domain/valuation/closing-costs-defaults.ts';
import { barrios, localidades } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let address = 0;
const nextAddress = () => `10.44.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const URL = '/api/admin/costos-cierre';
const put = (payload: unknown, cookie = admin) =>
  t.request({ method: 'PUT', url: URL, cookie, remoteAddress: nextAddress(), payload: payload as Record<string, unknown> });
const get = (cookie = admin) => t.request({ method: 'GET', url: URL, cookie, remoteAddress: nextAddress() });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin'], 'costos.admin');
});
afterAll(() => t.close());

describeRoleMatrix(
  () => t,
  [
    { method: 'GET', url: URL },
    { method: 'PUT', url: URL },
  ],
  { allowed: ['admin'] },
);

describe('the closing costs table (ADR 144)', () => {
  it('reads the defaults with version 0 before the first save', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = response.json() as ClosingCostsAdmin;
    expect(body).toMatchObject({ version: 0, actualizadoEn: null, actualizadoPor: null });
    expect(body.valor).toEqual(DEFAULT_CLOSING_COSTS);
  });

  it('saves a table typed the Argentine way, audits before and after, and the result page follows', async () => {
    const caba = DEFAULT_CLOSING_COSTS.caba.map((i) =>
      i.clave === 'sellos-comprador' ? { ...i, tasaPct: '2,5', exencionViviendaUnicaHastaArs: '250.000.000' } : i,
    );
    const response = await put({ valor: { caba, pba: DEFAULT_CLOSING_COSTS.pba }, version: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ClosingCostsAdmin;
    expect(body.version).toBe(1);
    expect(body.actualizadoPor).toBe('costos.admin');
    expect(body.valor.caba[0]).toMatchObject({ tasaPct: 2.5, exencionViviendaUnicaHastaArs: 250_000_000 });

    const rows = await auditRows(t, 'costos_cierre_modificados');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actor).toBe('costos.admin');
    expect(rows[0]?.detalle).toContain('caba[0].tasaPct: 1.75 → 2.5');
    expect(rows[0]?.detalle).toContain('caba[0].exencionViviendaUnicaHastaArs: 226100000 → 250000000');

    // A CABA consulta's page reads the new rate.
    const db = t.database.db;
    const city = (await db.select().from(localidades)).find((l) => l.nombre === 'Ciudad de Buenos Aires');
    const palermo = (await db.select().from(barrios)).find((b) => b.nombre === 'Palermo');
    const consulta = await t.request({
      method: 'POST',
      url: '/api/consultas',
      remoteAddress: nextAddress(),
      payload: { localidad_id: city?.id, barrio_id: palermo?.id, m2_vendibles: 100, ubicacion_calidad: 'Buena' },
    });
    const costs = await t.request({ method: 'GET', url: `/api/consultas/${consulta.json().id}/costos-cierre`, remoteAddress: nextAddress() });
    expect(costs.json().items[0]).toMatchObject({ clave: 'sellos-comprador', tasaPct: 2.5 });
  });

  it('a stale version is a 409 in Spanish and writes nothing', async () => {
    const response = await put({ valor: DEFAULT_CLOSING_COSTS, version: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'PARAMETERS_CHANGED', message: FIRM_PARAMETERS_MESSAGES.changedMeanwhile });
    expect(((await get()).json() as ClosingCostsAdmin).valor.caba[0]?.tasaPct).toBe(2.5);
    expect(await auditRows(t, 'costos_cierre_modificados')).toHaveLength(1);
  });

  it('refuses bad figures, unknown keys and a missing version with a 400 in Spanish', async () => {
    const bad = DEFAULT_CLOSING_COSTS.caba.map((i, n) => (n === 1 ? { ...i, tasaPct: '15' } : i));
    const rate = await put({ valor: { caba: bad, pba: DEFAULT_CLOSING_COSTS.pba }, version: 1 });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().error).toMatchObject({ message: CLOSING_COSTS_MESSAGES.rateRange, field: 'valor.caba.1.tasaPct' });

    const typo = await put({ valor: { caba: bad, pba: DEFAULT_CLOSING_COSTS.pba }, version: 1, extra: true });
    expect(typo.statusCode).toBe(400);
    const unknownItemKey = await put({ valor: { caba: [{ ...DEFAULT_CLOSING_COSTS.caba[0], iva: 1 }], pba: DEFAULT_CLOSING_COSTS.pba }, version: 1 });
    expect(unknownItemKey.statusCode).toBe(400);
    const noVersion = await put({ valor: DEFAULT_CLOSING_COSTS });
    expect(noVersion.statusCode).toBe(400);
    const notNumber = await put({ valor: { caba: [{ ...DEFAULT_CLOSING_COSTS.caba[0], tasaPct: 'tres' }], pba: DEFAULT_CLOSING_COSTS.pba }, version: 1 });
    expect(notNumber.statusCode).toBe(400);
    expect(await auditRows(t, 'costos_cierre_modificados')).toHaveLength(1);
  });
});
