import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTA_ORIGINS, LOCATION_QUALITIES } from '../../../domain/valuation/options.ts';
import type { Executor } from '../../platform/db/client.ts';
import { barrios, consultas, consultasPorDia } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The daily counts (ADR 137) always equal a GROUP BY over `consultas`, whatever is inserted,
 * moved or deleted, and whoever writes at the same time: the admin's stats read only them.
 */

let t: TestApp;
let barrioIds: Array<{ id: string; localidadId: string }>;

beforeAll(async () => {
  t = await createTestApp();
  barrioIds = (await t.database.db.select({ id: barrios.id, localidadId: barrios.localidadId }).from(barrios).limit(3)).slice(0, 3);
  if (barrioIds.length < 3) throw new Error('faltan barrios');
});
afterAll(() => t.close());

/** What the daily counts must hold, computed from the consultas themselves. */
async function expectedCounts(db: Executor) {
  const result = (await db.execute(sql`
    select (fecha at time zone 'America/Argentina/Buenos_Aires')::date::text as dia, barrio_id, ubicacion_calidad, origen,
           count(*)::int as cantidad, sum(m2_vendibles)::text as m2, sum(valor_mercado_usd)::text as valor
    from consultas group by 1, 2, 3, 4 order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] };
  return result.rows;
}
async function storedCounts(db: Executor) {
  const result = (await db.execute(sql`
    select dia::text as dia, barrio_id, ubicacion_calidad, origen, cantidad, suma_m2_vendibles::text as m2, suma_valor_mercado_usd::text as valor
    from consultas_por_dia order by 1, 2, 3, 4`)) as unknown as { rows: unknown[] };
  return result.rows;
}
const normalized = (rows: unknown[]) => (rows as Array<Record<string, string | number>>).map((r) => ({ ...r, m2: Number(r.m2), valor: Number(r.valor) }));

const consulta = (fecha: Date, b: number, calidad: number, origen: number, m2: number) => {
  const barrio = barrioIds[b % barrioIds.length];
  if (!barrio) throw new Error('sin barrio');
  return {
    fecha,
    localidadId: barrio.localidadId,
    barrioId: barrio.id,
    m2Vendibles: m2,
    ubicacionCalidad: LOCATION_QUALITIES[calidad % LOCATION_QUALITIES.length] ?? 'Buena',
    valorListaUsd: m2 * 700,
    valorMercadoUsd: Math.round(m2 * 602 * 100) / 100,
    porcentajeAjuste: 14,
    origen: CONSULTA_ORIGINS[origen % CONSULTA_ORIGINS.length] ?? 'web',
  };
};

describe('daily counts of consultas', () => {
  it('count a consulta at 01:30 UTC on the previous Buenos Aires day (UTC−3)', async () => {
    const [row] = await t.database.db
      .insert(consultas)
      .values(consulta(new Date('2026-03-10T01:30:00Z'), 0, 0, 0, 100))
      .returning({ id: consultas.id });
    const [day] = await t.database.db
      .select()
      .from(consultasPorDia)
      .where(and(eq(consultasPorDia.dia, '2026-03-09'), eq(consultasPorDia.barrioId, barrioIds[0]?.id ?? '')));
    expect(day).toMatchObject({ cantidad: 1 });
    await t.database.db.delete(consultas).where(eq(consultas.id, row?.id ?? ''));
    expect(normalized(await storedCounts(t.database.db))).toEqual(normalized(await expectedCounts(t.database.db)));
  });

  it('equal a GROUP BY over consultas after any inserts, moves and deletes', async () => {
    const instant = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-01-04T23:59:59Z'), noInvalidDate: true });
    const row = fc.tuple(instant, fc.nat(5), fc.nat(5), fc.nat(3), fc.integer({ min: 1, max: 2000 }));
    const step = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), rows: fc.array(row, { minLength: 1, maxLength: 6 }) }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(50), to: instant, barrio: fc.nat(5) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(50), howMany: fc.integer({ min: 1, max: 3 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const db = t.database.db;
        await db.delete(consultas);
        for (const s of steps) {
          const ids = (await db.select({ id: consultas.id }).from(consultas).orderBy(consultas.id)).map((r) => r.id);
          if (s.kind === 'insert') await db.insert(consultas).values(s.rows.map(([fecha, b, c, o, m2]) => consulta(fecha, b, c, o, m2)));
          else if (ids.length === 0) continue;
          else if (s.kind === 'move') {
            const barrio = barrioIds[s.barrio % barrioIds.length];
            await db
              .update(consultas)
              .set({ fecha: s.to, barrioId: barrio?.id, localidadId: barrio?.localidadId })
              .where(eq(consultas.id, ids[s.pick % ids.length] ?? ''));
          } else {
            const start = s.pick % ids.length;
            await db.delete(consultas).where(inArray(consultas.id, ids.slice(start, start + s.howMany)));
          }
        }
        expect(normalized(await storedCounts(db))).toEqual(normalized(await expectedCounts(db)));
      }),
      { numRuns: 25 },
    );
  });

  it('stay exact when writers insert the same keys at once, in opposite orders', async () => {
    const db = t.database.db;
    await db.delete(consultas);
    const at = [new Date('2026-02-01T12:00:00Z'), new Date('2026-02-02T12:00:00Z'), new Date('2026-02-03T12:00:00Z')];
    // Each writer inserts a batch touching all three days' keys, half of them in reverse order,
    // and holds its transaction open a moment so the others queue on the same rows.
    const writers = Array.from({ length: 12 }, (_, i) =>
      db.transaction(async (tx) => {
        const days = i % 2 ? [...at].reverse() : at;
        await tx.insert(consultas).values(days.map((fecha) => consulta(fecha, 0, 0, 0, 10)));
        await tx.execute(sql`select pg_sleep(0.02)`);
        await tx.insert(consultas).values(consulta(at[i % 3] ?? new Date(), 1, 1, 1, 5));
      }),
    );
    const outcomes = await Promise.allSettled(writers);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const perDay = await db
      .select({ dia: consultasPorDia.dia, cantidad: sql<number>`sum(${consultasPorDia.cantidad})::int` })
      .from(consultasPorDia)
      .groupBy(consultasPorDia.dia)
      .orderBy(consultasPorDia.dia);
    expect(perDay).toEqual([
      { dia: '2026-02-01', cantidad: 16 },
      { dia: '2026-02-02', cantidad: 16 },
      { dia: '2026-02-03', cantidad: 16 },
    ]);
    expect(normalized(await storedCounts(db))).toEqual(normalized(await expectedCounts(db)));
  });
});
