/**
 * The cash log at 20,000 movements in two currencies (ADR 121): monthly totals (with the pesos'
 * dollar worth and the voided ones left out), the first page with running balances, and the whole
 * CSV, sequential requests over HTTP on the embedded database.
 *
 * Run: node bench/cash.bench.ts [movements = 20000]   (≈1 minute; nothing else should run)
 * Smoke: node bench/cash.bench.ts --smoke   (1,000 movements, 2 calls per case; checks, measures nothing)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { createUsersService } from '../src/server/areas/accounts/users.service.ts';
import { createAuth } from '../src/server/platform/auth/auth.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listenSignedIn } from './bench-session.ts';
import { sized } from './smoke.ts';

const MOVEMENTS = Number(process.argv[2] ?? sized(20_000, 1000));
const ROUNDS = sized(60, 2);
const WARM_UP = sized(5, 1);
const PASSWORD = 'Ladrillo-Andamio-Plomada-71';

const { config, database, dispose } = await openBenchDatabase();
await createUsersService({ db: database.db, auth: createAuth(database.db, config) }).add({
  username: 'bench.caja',
  email: 'bench.caja@parcela.local',
  password: PASSWORD,
  roles: ['tareas_admin'],
});

const t0 = performance.now();
await database.db.execute(sql`insert into proyectos (nombre) select 'Obra ' || g from generate_series(1, 20) g`);
// Two years of movements, half in pesos (half of those with a rate), one in fifty voided.
await database.db.execute(sql`
  with p as (select id, (row_number() over (order by nombre) - 1)::int as n from proyectos)
  insert into movimientos (tipo, monto, moneda, concepto, proyecto_id, created_at, categoria, cotizacion_tipo, cotizacion_valor, cotizacion_fecha, anulado_at, motivo_anulacion)
  select case when g % 3 = 0 then 'ingreso' else 'egreso' end,
         ((g * 7919) % 9999999 + 1) / 100.0,
         case when g % 2 = 0 then 'ARS' else 'USD' end,
         'Movimiento ' || g,
         p.id,
         timestamptz '2025-01-01 03:00:00+00' + ((g * 104729) % (730 * 86400)) * interval '1 second',
         (array['Materiales','Mano de obra','Honorarios','Impuestos','Servicios','Otros'])[1 + g % 6],
         case when g % 4 = 0 then 'oficial' end,
         case when g % 4 = 0 then 1000 + (g % 500) end,
         case when g % 4 = 0 then date '2025-06-01' end,
         case when g % 50 = 0 then now() end,
         case when g % 50 = 0 then 'Duplicado' end
  from generate_series(1, ${MOVEMENTS}) g
  join p on p.n = g % 20`);
await database.db.execute(sql`analyze`);
const seedMs = performance.now() - t0;

const app = await buildApp({ config, database });
const { base, headers, cookie } = await listenSignedIn(app, config.publicUrl, { username: 'bench.caja', password: PASSWORD });

async function timed(path: string, rounds = ROUNDS): Promise<{ times: number[]; bytes: number; body: string }> {
  const times: number[] = [];
  let bytes = 0;
  let body = '';
  for (let i = 0; i < rounds + WARM_UP; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { ...headers, cookie } });
    body = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
    bytes = Buffer.byteLength(body);
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), bytes, body };
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;

const rows: string[] = [
  `movimientos: ${MOVEMENTS.toLocaleString('es-AR')} (sembrados en ${ms(seedMs)}); carga de la máquina al empezar: ${loadavg()[0]?.toFixed(1)}`,
  '| caso | request | p50 | p95 | máx | respuesta |',
  '|---|---|---:|---:|---:|---:|',
];
let totalsP95 = 0;
for (const [label, path, rounds] of [
  ['Totales de un mes', '/api/tareas/movimientos/totales?mes=2025-07', ROUNDS],
  ['Totales de un mes y una obra', '/api/tareas/movimientos/totales?mes=2025-07&obra=', ROUNDS],
  ['Primera página (100, con saldos)', '/api/tareas/movimientos?page=1&page_size=100', ROUNDS],
  ['Página de un mes', '/api/tareas/movimientos?mes=2025-07&page=1&page_size=100', ROUNDS],
  ['CSV completo', '/api/tareas/movimientos/csv', sized(5, 1)],
] as const) {
  let url: string = path;
  if (url.endsWith('obra=')) {
    const result = (await database.db.execute(sql`select id from proyectos order by nombre limit 1`)) as unknown as { rows: Array<{ id: string }> };
    url += result.rows[0]?.id ?? '';
  }
  const { times, bytes, body } = await timed(url, rounds);
  if (label === 'CSV completo' && body.split('\r\n').filter(Boolean).length !== MOVEMENTS + 1) throw new Error('al CSV le faltan filas');
  if (label.startsWith('Totales')) totalsP95 = Math.max(totalsP95, pct(times, 95));
  rows.push(
    `| ${label} | \`GET ${url.replace(/obra=[^&]+/, 'obra=…')}\` | ${ms(pct(times, 50))} | ${ms(pct(times, 95))} | ${ms(times.at(-1) ?? 0)} | ${(bytes / 1024).toFixed(1)} kB |`,
  );
}

await app.close();
await dispose();
rows.push(`totales del mes, peor p95: ${ms(totalsP95)} (objetivo ≤ 100 ms); carga de la máquina al terminar: ${loadavg()[0]?.toFixed(1)}`);
process.stdout.write(`${rows.join('\n')}\n`);
