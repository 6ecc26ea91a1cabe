import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/platform/db/client.ts';
import { SMOKE } from './smoke.ts';

/**
 * Fills `consultas` with `count` rows quickly: one INSERT … SELECT generate_series per batch,
 * spread over the seeded barrios, the last 365 days (the last ones today), every quality and
 * both origins. Values follow the real formula (m² × incidence, minus 14 %). Oldest first, as a
 * real history grows: each batch adds its own days to `consultas_por_dia` (ADR 137) instead of
 * rewriting every day's row, which no real sequence of valuations would do.
 */
export async function seedConsultas(db: Database, count: number, batch = 25_000): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await db.execute(sql`
      with b as (select id, localidad_id, valor_incidencia_usd_m2 as valor, row_number() over (order by nombre) - 1 as n, count(*) over () as total from barrios),
      g as (select s, 50 + (s * 37 % 950) as m2 from generate_series(${start + 1}::int, ${end}::int) s)
      insert into consultas (fecha, localidad_id, barrio_id, m2_vendibles, ubicacion_calidad, valor_lista_usd, valor_mercado_usd, porcentaje_ajuste, origen)
      select now() - (${count}::int - s) * (interval '365 days' / ${count}::int),
             b.localidad_id, b.id, g.m2,
             (array['Excelente', 'Muy buena', 'Buena', 'Regular'])[1 + s % 4],
             g.m2 * b.valor, round(g.m2 * b.valor * 0.86, 2), 14,
             case when s % 3 = 0 then 'mobile' else 'web' end
      from g join b on b.n = g.s % b.total`);
  }
}

// `node bench/seed-consultas.ts <DATA_DIR> [count]`: seeds an embedded database folder (server stopped).
// `node bench/seed-consultas.ts --smoke`: 1,000 rows into a new temporary folder, counted, then deleted.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import('../src/server/platform/db/client.ts');
  const { seedReference } = await import('../src/server/seed/reference.ts');
  const dataDir = SMOKE ? mkdtempSync(join(tmpdir(), 'parcela-seed-smoke-')) : process.argv[2];
  if (!dataDir) {
    process.stderr.write('uso: node bench/seed-consultas.ts <DATA_DIR> [cantidad]\n');
    process.exit(1);
  }
  const count = Number(process.argv[3] ?? (SMOKE ? 1_000 : 100_000));
  const database = await openDatabase({ dataDir });
  try {
    await seedReference(database.db);
    const started = performance.now();
    await seedConsultas(database.db, count);
    process.stdout.write(`${count} consultas en ${Math.round(performance.now() - started)} ms\n`);
    const rows = (await database.db.execute(sql`select count(*)::int as n from consultas`)) as unknown as { rows: { n: number }[] };
    if (SMOKE && rows.rows[0]?.n !== count) throw new Error(`se esperaban ${count} consultas, hay ${rows.rows[0]?.n}`);
  } finally {
    await database.close();
    if (SMOKE) rmSync(dataDir, { recursive: true, force: true });
  }
}
