/**
 * CRM board at scale (ADR 125): 5,000 service requests on the embedded database, each with its
 * history and a fifth with notes; every page the board asks for, sequential requests over HTTP.
 * The bar: ≤ 100 ms p95 per page.
 *
 * Run: node bench/requests.bench.ts [requests = 5000]   (≈1 minute; nothing else should run)
 * Smoke: node bench/requests.bench.ts --smoke   (300 requests, 2 calls per page; checks, measures nothing)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { createUsersService } from '../src/server/areas/accounts/users.service.ts';
import { createAuth } from '../src/server/platform/auth/auth.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listenSignedIn, ms, percentile, timedGets } from './bench-session.ts';
import { sized } from './smoke.ts';

const REQUESTS = Number(process.argv[2] ?? sized(5_000, 300));
const ROUNDS = sized(60, 2);
const WARM_UP = sized(5, 1);
const PASSWORD = 'Ladrillo-Andamio-Plomada-71';

const { config, database, dispose } = await openBenchDatabase();
const users = createUsersService({ db: database.db, auth: createAuth(database.db, config) });
await users.add({ username: 'bench.crm', email: 'bench.crm@parcela.local', password: PASSWORD, roles: ['crm'] });

const t0 = performance.now();
// States like a year of work: most finished, a tail pending (some past 48 h), a few rejected or cancelled.
await database.db.execute(sql`
  insert into solicitudes_internas (codigo_interno, sucursal, tipo_servicio, dias_estimados, solicitante, celular, estado, fecha_aprobacion, fecha_visita, motivo, responsable_id, created_at)
  select 'SI-' || lpad(g::text, 5, '0'),
         (array['Torre Maipú 900','Barrio Las Lomas','Consorcio Cabildo 1800','Centro Médico Olivos'])[1 + g % 4],
         (array['Pintura','Humedades','Reparación','Mantenimiento'])[1 + (g * 3) % 4],
         1 + g % 20, 'Mariana', '11 5555-0101',
         e.estado,
         case when e.estado in ('aprobada','en_ejecucion','finalizada') then now() - ((g % 300) || ' hours')::interval end,
         case when e.estado in ('aprobada','en_ejecucion','finalizada') then current_date + (g % 14) end,
         case when e.estado in ('rechazada','cancelada') then 'Motivo de prueba' end,
         case when g % 3 = 0 then (select id from "user" where username = 'bench.crm') end,
         now() - ((g % 8760) || ' hours')::interval
  from generate_series(1, ${REQUESTS}) g
  cross join lateral (select (array['finalizada','finalizada','finalizada','finalizada','finalizada','en_ejecucion','aprobada','pendiente','rechazada','cancelada'])[1 + (g * 7) % 10] as estado) e`);
await database.db.execute(sql`
  insert into solicitudes_historial (solicitud_id, estado_anterior, estado, usuario_nombre, created_at)
  select id, null, 'pendiente', null, created_at from solicitudes_internas
  union all
  select id, 'pendiente', estado, 'bench.crm', created_at + interval '1 hour' from solicitudes_internas where estado <> 'pendiente'`);
await database.db.execute(sql`
  insert into solicitudes_notas (solicitud_id, usuario_nombre, texto, created_at)
  select s.id, 'bench.crm', 'Llamé: nota ' || n, s.created_at + (n || ' hours')::interval
  from solicitudes_internas s cross join generate_series(1, 3) n
  where ('x' || substr(md5(s.id::text), 1, 4))::bit(16)::int % 5 = 0`);
await database.db.execute(sql`analyze`);
const seedMs = performance.now() - t0;

const app = await buildApp({ config, database });
const session = await listenSignedIn(app, config.publicUrl, { username: 'bench.crm', password: PASSWORD });

const [{ id: someId } = { id: '' }] = (
  (await database.db.execute(sql`select id from solicitudes_internas where estado = 'pendiente' order by created_at limit 1`)) as unknown as {
    rows: Array<{ id: string }>;
  }
).rows;
const [owner] = ((await database.db.execute(sql`select id from "user" where username = 'bench.crm'`)) as unknown as { rows: Array<{ id: string }> }).rows;

const rows: string[] = [
  `solicitudes: ${REQUESTS.toLocaleString('es-AR')} (sembradas con historial y notas en ${ms(seedMs)}); carga de la máquina al empezar: ${loadavg()[0]?.toFixed(1)}`,
  '| página | request | p50 | p95 | máx | respuesta |',
  '|---|---|---:|---:|---:|---:|',
];
let worst = 0;
for (const [page, path] of [
  ['Tablero (primera página por columna)', '/api/solicitudes'],
  ['Más recientes primero', '/api/solicitudes?orden=recientes'],
  ['Insignia 48 h', '/api/solicitudes?demoradas=1'],
  ['Por responsable', `/api/solicitudes?responsable=${owner?.id}`],
  ['Búsqueda', '/api/solicitudes?q=SI-004'],
  ['Ver más ×5 (100 finalizadas)', '/api/solicitudes?finalizada=100'],
  ['Actividad de una solicitud', `/api/solicitudes/${someId}/actividad`],
  ['Responsables', '/api/solicitudes/responsables'],
] as const) {
  const { times, bytes } = await timedGets(session, path, { rounds: ROUNDS, warmUp: WARM_UP });
  worst = Math.max(worst, percentile(times, 95));
  rows.push(
    `| ${page} | \`GET ${path.replace(/[0-9a-f-]{36}/, ':id')}\` | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) ?? 0)} | ${(bytes / 1024).toFixed(1)} kB |`,
  );
}

await app.close();
await dispose();
rows.push(`peor p95: ${ms(worst)} (objetivo ≤ 100 ms); carga de la máquina al terminar: ${loadavg()[0]?.toFixed(1)}`);
process.stdout.write(`${rows.join('\n')}\n`);
