import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Currency,
  DEFAULT_MOVEMENT_CATEGORIES,
  type MonthTotals,
  type Movement,
  type MovementInput,
  type MovementType,
  monthRange,
  runningBalances,
  signedCents,
  toCents,
  usdEquivalentCents,
} from '../../../domain/tasks/cash.ts';
import type { Project } from '../../../domain/tasks/task.ts';
import { movimientos, user } from '../../platform/db/schema/index.ts';
import { auditRows } from '../../test/audit-rows.ts';
import { describeRoleMatrix } from '../../test/role-matrix.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '../../test/test-app.ts';
import { createTasksCashService } from './cash.service.ts';

let t: TestApp;
let cashier: string;
let obra: Project;

beforeAll(async () => {
  t = await createTestApp();
  cashier = await t.signInAs(['tareas_admin'], 'caja.libro');
  obra = (await t.request({ method: 'POST', url: '/api/tareas/proyectos', payload: { nombre: 'Obra Coghlan' }, cookie: cashier })).json();
});
afterAll(() => t.close());

const peso: MovementInput = {
  tipo: 'egreso',
  monto: '350.000',
  moneda: 'ARS',
  quien: 'Agustín',
  concepto: 'Cemento',
  fecha: '2026-10-05',
  hora: '09:30',
  categoria: 'Materiales',
  cotizacion_tipo: 'mep',
  cotizacion_valor: '1.455,50',
  cotizacion_fecha: '2026-10-05',
};
const ID = '00000000-0000-4000-8000-000000000001';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = cashier) => t.request({ method, url, payload, cookie });

describeRoleMatrix(
  () => t,
  [
    { method: 'PUT', url: `/api/tareas/movimientos/${ID}` },
    { method: 'POST', url: `/api/tareas/movimientos/${ID}/anular` },
    { method: 'GET', url: '/api/tareas/caja/saldos-iniciales' },
    { method: 'PUT', url: '/api/tareas/caja/saldos-iniciales' },
    { method: 'GET', url: '/api/tareas/movimientos/categorias' },
    { method: 'GET', url: '/api/tareas/movimientos/presupuestos?ids=' },
    { method: 'PUT', url: `/api/tareas/proyectos/${ID}/presupuesto` },
  ],
  { allowed: ['tareas_admin'] },
);
describeRoleMatrix(() => t, [{ method: 'PUT', url: '/api/tareas/movimientos/categorias' }], { allowed: [] });

describe('edit and void', () => {
  it('records an ARS movement with its rate and shows its USD equivalent beside the pesos', async () => {
    const response = await call('POST', '/api/tareas/movimientos', peso);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      monto: 350000,
      moneda: 'ARS',
      cotizacion_tipo: 'mep',
      cotizacion_valor: 1455.5,
      usd_equivalente: 240.47,
      categoria: 'Materiales',
    });
  });

  it('refuses a category off the list and a rate on dollars', async () => {
    const bad = await call('POST', '/api/tareas/movimientos', { ...peso, categoria: 'Viáticos' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'categoria', message: 'Elegí una categoría de la lista' });
    const usd = await call('POST', '/api/tareas/movimientos', { ...peso, moneda: 'USD' });
    expect(usd.json().error).toMatchObject({ field: 'cotizacion_tipo', message: 'La cotización es solo para movimientos en pesos' });
  });

  it('edits a movement and audits before → after', async () => {
    const created: Movement = (await call('POST', '/api/tareas/movimientos', { ...peso, monto: '1.000', concepto: 'Arena' })).json();
    const response = await call('PUT', `/api/tareas/movimientos/${created.id}`, { ...peso, monto: '1.500,25', concepto: 'Arena fina' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ monto: 1500.25, concepto: 'Arena fina' });
    expect(response.json().editado_at).not.toBeNull();
    const [row] = (await auditRows(t, 'movimiento_editado')).filter((r) => r.detalle?.includes(created.id));
    expect(row).toMatchObject({ actor: 'caja.libro' });
    expect(row?.detalle).toContain('monto: 1000 → 1500.25');
    expect(row?.detalle).toContain('concepto: Arena → Arena fina');
  });

  it('voids with a reason: kept, out of the totals and balances, audited, never changed again', async () => {
    const month = '2026-09';
    const make = (monto: string, hora: string) =>
      call('POST', '/api/tareas/movimientos', { ...peso, monto, hora, fecha: '2026-09-10', cotizacion_fecha: '2026-09-10' });
    const keep: Movement = (await make('100', '09:00')).json();
    const wrong: Movement = (await make('900', '09:01')).json();
    const before: MonthTotals = (await call('GET', `/api/tareas/movimientos/totales?mes=${month}`)).json();
    expect(before.ARS.egresos).toBe(1000);

    expect((await call('POST', `/api/tareas/movimientos/${wrong.id}/anular`, { motivo: ' ' })).json().error.message).toBe('Escribí el motivo de la anulación');
    const voided = await call('POST', `/api/tareas/movimientos/${wrong.id}/anular`, { motivo: 'Cargado dos veces' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ anulado: true, motivo_anulacion: 'Cargado dos veces' });

    const after: MonthTotals = (await call('GET', `/api/tareas/movimientos/totales?mes=${month}`)).json();
    expect(after.ARS.egresos).toBe(100);
    expect(after.ARS_en_USD.egresos).toBe(0.07);
    expect(after.anulados).toBe(1);
    const list = (await call('GET', `/api/tareas/movimientos?mes=${month}`)).json().items as Movement[];
    expect(list.map((m) => m.id)).toContain(wrong.id);
    const listedKeep = list.find((m) => m.id === keep.id);
    const listedWrong = list.find((m) => m.id === wrong.id);
    // The voided one changes no balance: its saldo equals the one before it.
    expect(listedWrong?.saldo).toBe(listedKeep?.saldo);

    expect((await call('POST', `/api/tareas/movimientos/${wrong.id}/anular`, { motivo: 'otra vez' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/tareas/movimientos/${wrong.id}`, peso)).statusCode).toBe(409);
    const [row] = (await auditRows(t, 'movimiento_anulado')).filter((r) => r.detalle?.includes(wrong.id));
    expect(row?.detalle).toContain('Cargado dos veces');
    expect((await call('POST', `/api/tareas/movimientos/${ID}/anular`, { motivo: 'x' })).statusCode).toBe(404);
  });
});

describe('opening balance, categories, budgets', () => {
  it('starts every running balance at the opening balance of its currency', async () => {
    const before: Movement[] = (await call('GET', '/api/tareas/movimientos?moneda=ARS')).json().items;
    const put = await call('PUT', '/api/tareas/caja/saldos-iniciales', { USD: '0', ARS: '-1.000,50' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ USD: 0, ARS: -1000.5 });
    const after: Movement[] = (await call('GET', '/api/tareas/movimientos?moneda=ARS')).json().items;
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((m, i) => toCents(m.saldo) - toCents(before[i]?.saldo ?? 0))).toEqual(after.map(() => -100050));
    expect((await auditRows(t, 'saldo_inicial_modificado')).at(-1)?.detalle).toContain('ARS: 0 → -1000.5');
    await call('PUT', '/api/tareas/caja/saldos-iniciales', { USD: '0', ARS: '0' });
  });

  it('lets admins edit the categories; a removed one stays on its movements', async () => {
    const admin = await t.signInAs(['admin']);
    const put = await call('PUT', '/api/tareas/movimientos/categorias', { categorias: ['Materiales', 'Fletes', 'Otros'] }, admin);
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', '/api/tareas/movimientos/categorias')).json()).toEqual({ categorias: ['Materiales', 'Fletes', 'Otros'] });
    expect((await call('POST', '/api/tareas/movimientos', { ...peso, categoria: 'Impuestos' })).statusCode).toBe(400);
    await call('PUT', '/api/tareas/movimientos/categorias', { categorias: [...DEFAULT_MOVEMENT_CATEGORIES] }, admin);
  });

  it('keeps a USD budget per obra and its spend to date (USD, and ARS at their rate)', async () => {
    await call('POST', '/api/tareas/movimientos', { ...peso, obra: obra.id, monto: '145.500', cotizacion_valor: '1.455' });
    await call('POST', '/api/tareas/movimientos', {
      ...peso,
      obra: obra.id,
      moneda: 'USD',
      monto: '50',
      cotizacion_tipo: '',
      cotizacion_valor: '',
      cotizacion_fecha: '',
    });
    await call('POST', '/api/tareas/movimientos', { ...peso, obra: obra.id, monto: '2.000', cotizacion_tipo: '', cotizacion_valor: '', cotizacion_fecha: '' });
    const put = await call('PUT', `/api/tareas/proyectos/${obra.id}/presupuesto`, { presupuesto_usd: '10.000' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ proyecto_id: obra.id, presupuesto_usd: 10000, gastado_usd: 150, gastado_ars_sin_cotizacion: 2000 });
    const list = (await call('GET', `/api/tareas/movimientos/presupuestos?ids=${obra.id}`)).json();
    expect(list).toEqual([put.json()]);
    expect((await call('GET', '/api/tareas/movimientos/presupuestos?ids=nope')).statusCode).toBe(400);
  });
});

describe('20,000 movements in two currencies', () => {
  it('running balances, void, edit and monthly totals exact to the centavo', async () => {
    const db = t.database.db;
    await db.delete(movimientos);
    // A deterministic spread over two years, amounts with centavos that floats cannot add exactly.
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const start = Date.parse('2025-01-01T03:00:00Z');
    const rows = Array.from({ length: 20_000 }, (_, i) => {
      const moneda: Currency = next() % 2 ? 'USD' : 'ARS';
      const tipo: MovementType = next() % 3 ? 'egreso' : 'ingreso';
      const withRate = moneda === 'ARS' && next() % 2 === 0;
      return {
        tipo,
        moneda,
        monto: (1 + (next() % 99_999_999)) / 100,
        concepto: `Movimiento ${i}`,
        createdAt: new Date(start + (next() % (730 * 86_400)) * 1000),
        cotizacionTipo: withRate ? 'oficial' : null,
        cotizacionValor: withRate ? (900_0000 + (next() % 600_0000)) / 10_000 : null,
        cotizacionFecha: withRate ? '2025-06-01' : null,
      };
    });
    for (let i = 0; i < rows.length; i += 2000) await db.insert(movimientos).values(rows.slice(i, i + 2000));
    const cash = createTasksCashService({ db, audit: t.app.audit, storage: t.app.storage });
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.username, 'caja.libro'));
    const actor = { ...TEST_ACTOR, id: account?.id ?? '' };

    async function checkAll() {
      const { csv } = await cash.csv({}, TEST_ACTOR);
      let text = '';
      for await (const chunk of csv) text += chunk;
      const lines = text.split('\r\n').slice(1).filter(Boolean).reverse(); // oldest first
      expect(lines).toHaveLength(20_000);
      const parsed = lines.map((l) => {
        const c = l.split(';');
        return {
          tipo: c[1] === 'Ingreso' ? ('ingreso' as const) : ('egreso' as const),
          moneda: c[2] as Currency,
          monto: Number(c[3]?.replace(',', '.')),
          saldo: c[14] ?? '',
          anulado: c[15] === 'Anulado',
        };
      });
      const expected = runningBalances({ USD: 0, ARS: 0 }, parsed);
      expect(parsed.map((m) => toCents(Number(m.saldo.replace(',', '.'))))).toEqual(expected);
    }

    async function checkMonth(mes: string) {
      const totals = await cash.totals({ mes });
      const { from, to } = monthRange(mes);
      const live = (await db.select().from(movimientos)).filter((m) => m.createdAt >= from && m.createdAt < to && m.anuladoAt === null);
      for (const moneda of ['USD', 'ARS'] as const) {
        const mine = live.filter((m) => m.moneda === moneda);
        const sum = (tipo: string) => mine.filter((m) => m.tipo === tipo).reduce((s, m) => s + toCents(m.monto), 0);
        expect(toCents(totals[moneda].ingresos)).toBe(sum('ingreso'));
        expect(toCents(totals[moneda].egresos)).toBe(sum('egreso'));
        expect(toCents(totals[moneda].saldo)).toBe(mine.reduce((s, m) => s + signedCents({ ...m, tipo: m.tipo as MovementType, anulado: false }), 0));
      }
      const usd = (tipo: string) =>
        live
          .filter((m) => m.moneda === 'ARS' && m.tipo === tipo && m.cotizacionValor !== null)
          .reduce((s, m) => s + usdEquivalentCents(toCents(m.monto), m.cotizacionValor as number), 0);
      expect(toCents(totals.ARS_en_USD.egresos)).toBe(usd('egreso'));
      expect(toCents(totals.ARS_en_USD.ingresos)).toBe(usd('ingreso'));
    }

    await checkAll();
    await checkMonth('2025-07');
    const page = await cash.list({ mes: '2025-07', page: 1, page_size: 100 });
    const [a, b] = page.items;
    if (!a || !b) throw new Error('no movements in the month');
    await cash.void(a.id, 'Prueba de anulación', actor);
    await cash.update(
      b.id,
      {
        tipo: 'ingreso',
        monto: 12345.67,
        moneda: b.moneda,
        quien: 'Belén',
        concepto: 'Editado',
        fecha: '2025-07-15',
        hora: '10:00',
        obra: undefined,
        sucursal: undefined,
        categoria: undefined,
        cotizacion_tipo: undefined,
        cotizacion_valor: null,
        cotizacion_fecha: undefined,
      },
      actor,
    );
    await checkAll();
    await checkMonth('2025-07');
  }, 180_000);
});
