/**
 * Valuation admin at scale (ADR 020): with 100,000 consultas on the embedded database,
 * - latency of the first page with stats (no filter, one filter, text search), sequential requests;
 * - the CSV export of every row, streamed: bytes, rows, time, and the process RSS before, at its peak and after.
 *
 * Run: node --expose-gc bench/consultas.bench.ts [count] [--postgres [server URL]] [--sin-csv]
 *   (≈1 minute at 100,000 on the embedded database; nothing else should run). `--postgres` seeds
 *   a new database on a PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres),
 *   dropped at the end; `--sin-csv` skips the export (≈70 s per million rows).
 * Smoke: node bench/consultas.bench.ts --smoke   (2,000 rows, 3 calls per case; checks, measures nothing)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buenosAiresDay } from '../src/domain/shared/dates.ts';
import { buildApp } from '../src/server/app.ts';
import { createUsersService } from '../src/server/areas/accounts/users.service.ts';
import { createAuth } from '../src/server/platform/auth/auth.ts';
import { createEmbeddedMaintenance } from '../src/server/platform/db/maintenance.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listenSignedIn } from './bench-session.ts';
import { seedConsultas } from './seed-consultas.ts';
import { sized } from './smoke.ts';

const args = process.argv.slice(2);
const countArg = args.find((a) => /^\d+$/.test(a));
const COUNT = Number(countArg ?? sized(100_000, 2_000));
const postgresAt = args.indexOf('--postgres');
const POSTGRES_SERVER =
  postgresAt < 0 ? undefined : args[postgresAt + 1]?.startsWith('postgres') ? args[postgresAt + 1] : 'postgres://postgres@127.0.0.1:5432/postgres';
const WITH_CSV = !args.includes('--sin-csv');
const ROUNDS = sized(60, 3);
const WARM_UP = sized(5, 1);
// Must pass the password policy (ADR 005): 'Bench-Admin-2026' stopped passing and the bench with it.
const PASSWORD = 'Tasador-Medianera-Ochava-48';

const { config, database, dispose } = await openBenchDatabase({}, POSTGRES_SERVER);
await createUsersService({ db: database.db, auth: createAuth(database.db, config) }).add({
  username: 'bench',
  email: 'bench@parcela.local',
  password: PASSWORD,
  roles: ['admin'],
});

let t0 = performance.now();
await seedConsultas(database.db, COUNT);
const seedMs = performance.now() - t0;
// What the server does at start on the embedded database (ADR 137): without it PGlite's planner
// never has statistics and, for one, reads a barrio's consultas by the wrong index. On PostgreSQL
// autovacuum does the same within a minute of the seed; done here so it does not run mid-measure.
t0 = performance.now();
if (database.kind === 'pglite') await createEmbeddedMaintenance({ database }).tick();
else await database.db.execute(sql`vacuum (analyze)`);
const vacuumMs = performance.now() - t0;

const app = await buildApp({ config, database });
const { base, headers, cookie } = await listenSignedIn(app, config.publicUrl, { username: 'bench', password: PASSWORD });

async function timed(path: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { ...headers, cookie } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const daysAgo = (n: number) => buenosAiresDay(Date.now() - n * 86_400_000);

// Each figure is printed as soon as it is measured, so a run cut short still reports what it measured.
const report = (line: string) => process.stdout.write(`${line}\n`);
report(
  `consultas: ${COUNT.toLocaleString('es-AR')} en ${POSTGRES_SERVER ? 'PostgreSQL' : 'PGlite'} (sembradas en ${ms(seedMs)}; VACUUM (ANALYZE) ${ms(vacuumMs)}); carga de la máquina al empezar: ${loadavg()[0]?.toFixed(1)}`,
);
for (const [label, path] of [
  ['primera página + stats, sin filtro', '/api/admin/consultas?page=1&page_size=20'],
  ['primera página + stats, calidad=Excelente', '/api/admin/consultas?page=1&page_size=20&calidad=Excelente'],
  ['primera página + stats, origen=mobile', '/api/admin/consultas?page=1&page_size=20&origen=mobile'],
  ['primera página + stats, q=palermo', '/api/admin/consultas?page=1&page_size=20&q=palermo'],
  ['página 200 + stats, calidad=Excelente', '/api/admin/consultas?page=200&page_size=20&calidad=Excelente'],
  ['primera página + stats, últimos 30 días', `/api/admin/consultas?page=1&page_size=20&desde=${daysAgo(29)}&hasta=${daysAgo(0)}`],
  ['primera página + stats, 90 días + calidad + q', `/api/admin/consultas?page=1&page_size=20&desde=${daysAgo(89)}&hasta=${daysAgo(0)}&calidad=Buena&q=a`],
  ['tendencia, últimos 30 días', '/api/admin/consultas/tendencia'],
  ['tendencia, un año (por semana)', `/api/admin/consultas/tendencia?desde=${daysAgo(364)}&hasta=${daysAgo(0)}`],
] as const) {
  const times = await timed(path);
  report(`${label}: p50 ${ms(pct(times, 50))} · p95 ${ms(pct(times, 95))} · máx ${ms(times.at(-1) ?? 0)}`);
}

// CSV of every row: read the stream chunk by chunk (never holding it), sampling RSS meanwhile.
async function measureCsv() {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  (globalThis as { gc?: () => void }).gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 25);
  t0 = performance.now();
  const response = await fetch(`${base}/api/admin/consultas/csv`, { headers: { ...headers, cookie } });
  let bytes = 0;
  let lines = 0;
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
  }
  const csvMs = performance.now() - t0;
  clearInterval(sampler);
  if (response.status !== 200 || lines - 1 !== COUNT) throw new Error(`CSV: ${response.status}, ${lines - 1} filas de ${COUNT}`);
  (globalThis as { gc?: () => void }).gc?.();
  const rssAfter = process.memoryUsage().rss;
  report(
    `CSV completo: ${lines - 1} filas, ${mb(bytes)} en ${ms(csvMs)}; RSS antes ${mb(rssBefore)} · pico ${mb(rssPeak)} (+${mb(rssPeak - rssBefore)}) · después ${mb(rssAfter)}`,
  );
}
if (WITH_CSV) await measureCsv();

await app.close();
await dispose();
report(`carga de la máquina al terminar: ${loadavg()[0]?.toFixed(1)}`);
