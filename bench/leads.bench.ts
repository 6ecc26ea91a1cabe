/**
 * Lead lists at scale (ADR 137, 140): 50,000 valuation contacts and 50,000 land owners' inquiries
 * on the embedded database, spread over the pipeline's states with follow-up days; their first and
 * a deep page, each filter of the pipeline, sequential requests over HTTP, and the CSV of a whole
 * list. The bar: ≤ 100 ms p95 per page.
 *
 * Run: node bench/leads.bench.ts [leads per list = 50000]   (≈1 minute; nothing else should run)
 * Smoke: node bench/leads.bench.ts --smoke   (500 per list, 2 calls per page; checks, measures nothing)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { createUsersService } from '../src/server/areas/accounts/users.service.ts';
import { createAuth } from '../src/server/platform/auth/auth.ts';
import { createEmbeddedMaintenance } from '../src/server/platform/db/maintenance.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listenSignedIn } from './bench-session.ts';
import { sized } from './smoke.ts';

const LEADS = Number(process.argv[2] ?? sized(50_000, 500));
const ROUNDS = sized(60, 2);
const WARM_UP = sized(5, 1);
const PASSWORD = 'Escritura-Mensura-Lindero-63';

const { config, database, dispose } = await openBenchDatabase();
await createUsersService({ db: database.db, auth: createAuth(database.db, config) }).add({
  username: 'bench.leads',
  email: 'bench.leads@parcela.local',
  password: PASSWORD,
  roles: ['admin', 'fondo'],
});

const t0 = performance.now();
// A lead every ten minutes, oldest first, as they arrive.
await database.db.execute(sql`
  insert into contactos_valuacion (origen, nombre, email, telefono, comentario, created_at)
  select 'analista', 'Persona ' || g, 'persona' || g || '@correo.com.ar', '11 5' || lpad(g::text, 7, '0'),
         case when g % 4 = 0 then 'Quiero vender mi lote' end, now() - (${LEADS}::int - g) * interval '10 minutes'
  from generate_series(1, ${LEADS}) g`);
await database.db.execute(sql`
  insert into contactos_terrenos (nombre, email, telefono, ubicacion_terreno, m2_vendibles_estimados, created_at)
  select 'Propietario ' || g, 'propietario' || g || '@correo.com.ar', '11 4' || lpad(g::text, 7, '0'),
         'Calle ' || g || ', Vicente López', 300 + g % 700, now() - (${LEADS}::int - g) * interval '10 minutes'
  from generate_series(1, ${LEADS}) g`);
// The pipeline (ADR 140): a fifth in each state, open ones with a follow-up day from 15 days ago to 14 ahead.
for (const table of ['contactos_valuacion', 'contactos_terrenos'])
  await database.db.execute(sql`
    update ${sql.identifier(table)} set
      estado = (array['nuevo', 'contactado', 'en_negociacion', 'ganado', 'perdido'])[1 + (hashtext(id::text) & 1023) % 5],
      motivo_perdida = case when (hashtext(id::text) & 1023) % 5 = 4 then 'Vendió a otro' end,
      proximo_seguimiento = case when (hashtext(id::text) & 1023) % 5 in (1, 2) then current_date + ((hashtext(id::text) & 1023) % 30 - 15) end`);
const seedMs = performance.now() - t0;
// What the server does at start on the embedded database (src/server/platform/db/maintenance.ts).
await createEmbeddedMaintenance({ database }).tick();

const app = await buildApp({ config, database });
const { base, headers, cookie } = await listenSignedIn(app, config.publicUrl, { username: 'bench.leads', password: PASSWORD });

async function timed(path: string, filtered = false): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { ...headers, cookie } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { total?: number };
    if (filtered ? !(body.total && body.total < LEADS) : body.total !== LEADS)
      throw new Error(`${path}: total ${body.total}, se esperaban ${filtered ? 'menos de ' : ''}${LEADS}`);
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;

const deep = Math.max(1, Math.floor(LEADS / 20 / 2));
const rows = [`leads: ${LEADS.toLocaleString('es-AR')} por lista (sembrados en ${ms(seedMs)}); carga de la máquina al empezar: ${loadavg()[0]?.toFixed(1)}`];
let worst = 0;
const pages = ['/api/admin/contactos', `/api/admin/contactos?page=${deep}`, '/api/fondo/contactos', `/api/fondo/contactos?page=${deep}`];
const filters = ['estado=abiertos', 'estado=perdido', 'seguimiento=vencido', 'responsable=sin&estado=en_negociacion'].flatMap((q) => [
  `/api/admin/contactos?${q}`,
  `/api/fondo/contactos?${q}`,
]);
for (const path of [...pages, ...filters]) {
  const times = await timed(path, filters.includes(path));
  worst = Math.max(worst, pct(times, 95));
  rows.push(`GET ${path}: p50 ${ms(pct(times, 50))} · p95 ${ms(pct(times, 95))} · máx ${ms(times.at(-1) ?? 0)}`);
}
// The export of a whole list, once (memory bounded: keyset batches of LEADS_CSV_BATCH).
for (const path of ['/api/admin/contactos/csv', '/api/fondo/contactos/csv']) {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { ...headers, cookie } });
  const lines = (await response.text()).trim().split('\r\n').length - 1;
  if (response.status !== 200 || lines !== LEADS) throw new Error(`${path}: ${response.status}, ${lines} filas`);
  rows.push(`GET ${path}: ${lines.toLocaleString('es-AR')} filas en ${ms(performance.now() - start)}`);
}

await app.close();
await dispose();
rows.push(`peor p95: ${ms(worst)} (objetivo ≤ 100 ms); carga de la máquina al terminar: ${loadavg()[0]?.toFixed(1)}`);
process.stdout.write(`${rows.join('\n')}\n`);
