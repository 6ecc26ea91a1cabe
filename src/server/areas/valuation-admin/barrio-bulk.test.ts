import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BarrioBulkPreview, BULK_MESSAGES } from '../../../domain/valuation-admin/barrio-bulk.ts';
import { barrios, barrioValoresHistorial } from '../../platform/db/schema/index.ts';
import { sendAtOnce } from '../../test/at-once.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Barrio values updated in bulk (ADR 138): preview writes nothing; apply is all or nothing, with history. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs(['admin'], 'admin.valores');
});
afterAll(() => t.close());

const PREVIEW = '/api/admin/barrios/valores/vista-previa';
const APPLY = '/api/admin/barrios/valores';
const post = (url: string, texto: unknown, cookie = admin) => t.request({ method: 'POST', url, payload: { texto }, cookie });

async function barrioNow(nombre: string): Promise<{ id: string; valor: number; historial: number }> {
  const [row] = await t.database.db.select().from(barrios).where(eq(barrios.nombre, nombre));
  if (!row) throw new Error(`no hay ${nombre}`);
  const history = await t.database.db
    .select()
    .from(barrioValoresHistorial)
    .where(eq(barrioValoresHistorial.barrioId, row.id))
    .orderBy(desc(barrioValoresHistorial.createdAt));
  return { id: row.id, valor: row.valorIncidenciaUsdM2, historial: history.length };
}

describeRoleMatrix(
  () => t,
  [
    { method: 'POST', url: PREVIEW },
    { method: 'POST', url: APPLY },
  ],
  { allowed: ['admin'] },
);

describe('bulk barrio values', () => {
  it('previews old → new without writing, then applies every change into each barrio’s history, audited', async () => {
    const palermo = await barrioNow('Palermo');
    const belgrano = await barrioNow('Belgrano');
    const texto = `Barrio;Valor\nPalermo;${palermo.valor + 10}\nbelgrano;${String(belgrano.valor + 0.5).replace('.', ',')}\n`;

    const preview = await post(PREVIEW, texto);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      cambios: 2,
      rechazadas: 0,
      filas: [
        { linea: 2, estado: 'cambia', barrio: 'Palermo', anterior: palermo.valor, nuevo: palermo.valor + 10 },
        { linea: 3, estado: 'cambia', barrio: 'Belgrano', anterior: belgrano.valor, nuevo: belgrano.valor + 0.5 },
      ],
    });
    expect(await barrioNow('Palermo')).toEqual(palermo);

    const applied = await post(APPLY, texto);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as BarrioBulkPreview).cambios).toBe(2);
    expect(await barrioNow('Palermo')).toEqual({ ...palermo, valor: palermo.valor + 10, historial: palermo.historial + 1 });
    expect(await barrioNow('Belgrano')).toMatchObject({ valor: belgrano.valor + 0.5, historial: belgrano.historial + 1 });

    // The public price table reads the new values at once.
    const table = await t.request({ method: 'GET', url: '/api/precios' });
    expect(table.statusCode).toBe(200);
    expect(JSON.stringify(table.json())).toContain(`"Palermo","valor_incidencia_usd_m2":${palermo.valor + 10}`);

    const [row] = (await auditRows(t, 'barrios_valores_actualizados')).slice(-1);
    expect(row).toMatchObject({
      actor: 'admin.valores',
      detalle: expect.stringContaining(`2 barrios: Palermo (Ciudad de Buenos Aires): ${palermo.valor} → ${palermo.valor + 10}`),
    });

    // The same table again changes nothing: refused, no new history.
    const again = await post(APPLY, texto);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(BULK_MESSAGES.nothingToApply);
    expect((await barrioNow('Palermo')).historial).toBe(palermo.historial + 1);
  });

  it('a refused line refuses the whole table: nothing written', async () => {
    const palermo = await barrioNow('Palermo');
    const texto = `Palermo;${palermo.valor + 1}\nBarrio Inventado;700\nPalermo;5000`;
    const preview = (await post(PREVIEW, texto)).json() as BarrioBulkPreview;
    expect(preview).toMatchObject({ cambios: 1, rechazadas: 2 });
    const applied = await post(APPLY, texto);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error).toMatchObject({ field: 'texto', message: BULK_MESSAGES.refusedLines });
    expect(await barrioNow('Palermo')).toEqual(palermo);
  });

  it('refuses what is not a table — never a 5xx', async () => {
    expect((await post(PREVIEW, '')).json().error.message).toBe(BULK_MESSAGES.textRequired);
    expect((await post(PREVIEW, 42)).statusCode).toBe(400);
    expect((await post(PREVIEW, 'x'.repeat(100_001))).json().error.message).toBe(BULK_MESSAGES.textTooLong);
    const extra = await t.request({ method: 'POST', url: APPLY, payload: { texto: 'Palermo;700', aplicar: true }, cookie: admin });
    expect(extra.statusCode).toBe(400);
    const garbage = await post(PREVIEW, '\u0000;\u0000\n;;;;\n"";""\n');
    expect(garbage.statusCode).toBe(200);
    expect((garbage.json() as BarrioBulkPreview).cambios).toBe(0);
  });

  it('two tables applied at once: one after the other, each change in the history once', async () => {
    const palermo = await barrioNow('Palermo');
    const { responses } = await sendAtOnce(t, [
      { method: 'POST', url: APPLY, payload: { texto: `Palermo;${palermo.valor + 3}` }, cookie: admin },
      { method: 'POST', url: APPLY, payload: { texto: `Palermo;${palermo.valor + 4}` }, cookie: admin },
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200]);
    const after = await barrioNow('Palermo');
    expect([palermo.valor + 3, palermo.valor + 4]).toContain(after.valor);
    expect(after.historial).toBe(palermo.historial + 2);
  });
});
