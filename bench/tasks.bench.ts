/**
 * Tasks admin at scale (ADR 070): 10,000 tasks and 50 projects on the embedded database; the
 * first page of every tab of the dashboard, sequential requests over HTTP.
 *
 * Run: node bench/tasks.bench.ts [tasks = 10000] [projects = 50]   (≈1 minute; nothing else should run)
 * Smoke: node bench/tasks.bench.ts --smoke   (500 tasks, 5 projects, 2 calls per tab; checks, measures nothing)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { ASSIGNABLE_PEOPLE } from '../src/domain/tasks/lists.ts';
import { buildApp } from '../src/server/app.ts';
import { createUsersService } from '../src/server/areas/accounts/users.service.ts';
import { createAuth } from '../src/server/platform/auth/auth.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listenSignedIn, ms, percentile, timedGets } from './bench-session.ts';
import { sized } from './smoke.ts';

const TASKS = Number(process.argv[2] ?? sized(10_000, 500));
const PROJECTS = Number(process.argv[3] ?? sized(50, 5));
const ROUNDS = sized(60, 2);
const WARM_UP = sized(5, 1);
const PASSWORD = 'Ladrillo-Andamio-Plomada-71';

const { config, database, dispose } = await openBenchDatabase();
await createUsersService({ db: database.db, auth: createAuth(database.db, config) }).add({
  username: 'bench.tareas',
  email: 'bench.tareas@parcela.local',
  password: PASSWORD,
  roles: ['tareas_admin'],
});

const t0 = performance.now();
const people = sql.raw(`array[${ASSIGNABLE_PEOPLE.map((p) => `'${p}'`).join(',')}]`);
await database.db.execute(sql`
  insert into proyectos (nombre, estado, fecha_inicio)
  select 'Proyecto ' || lpad(g::text, 3, '0'), (array['Activo','En pausa','Terminado'])[1 + g % 3], current_date - g * 7
  from generate_series(1, ${PROJECTS}) g`);
// Spread like a real board: a fifth done, every urgency and priority, due dates a month either side of today.
await database.db.execute(sql`
  with p as (select id, (row_number() over (order by nombre) - 1)::int as n from proyectos)
  insert into tareas (titulo, proyecto_id, responsable_nombre, creada_por_nombre, nivel_urgencia, prioridad, fecha_limite, fecha_creacion, fecha_cierre, estado, posicion)
  select 'Tarea ' || g,
         case when g % 10 = 0 then null else p.id end,
         (${people})[1 + g % 12],
         'Bench',
         (array['Crítico','Alto','Medio','Bajo'])[1 + (g * 3) % 4],
         (array['P0','P1','P2','P3'])[1 + (g * 5) % 4],
         current_date + ((g * 13) % 61 - 30),
         now() - ((g % 200) || ' days')::interval,
         case when (g * 7) % 5 = 4 then now() - ((g % 40) || ' days')::interval end,
         (array['Inbox','En curso','Bloqueada','En espera','Hecha'])[1 + (g * 7) % 5],
         g
  from generate_series(1, ${TASKS}) g
  join p on p.n = g % ${PROJECTS}`);
await database.db.execute(sql`analyze`);
const seedMs = performance.now() - t0;

const app = await buildApp({ config, database });
const session = await listenSignedIn(app, config.publicUrl, { username: 'bench.tareas', password: PASSWORD });

const rows: string[] = [
  `tareas: ${TASKS.toLocaleString('es-AR')}, proyectos: ${PROJECTS} (sembrados en ${ms(seedMs)}); carga de la máquina al empezar: ${loadavg()[0]?.toFixed(1)}`,
  '| pestaña | request | p50 | p95 | máx | respuesta |',
  '|---|---|---:|---:|---:|---:|',
];
let worst = 0;
for (const [tab, path] of [
  ['Dashboard', '/api/tareas/resumen'],
  ['Kanban', '/api/tareas/tablero'],
  ['Kanban (filtro responsable)', '/api/tareas/tablero?responsable=Diego'],
  ['Por Responsable', '/api/tareas/por-responsable'],
  ['Por Proyecto', '/api/tareas/por-proyecto'],
  ['Historial', '/api/tareas/historial?page=1&page_size=20'],
  ['Urgentes', '/api/tareas/urgentes?page=1&page_size=20'],
  ['Vencidas', '/api/tareas/vencidas?page=1&page_size=20'],
  ['Proyectos', '/api/tareas/proyectos?page=1&page_size=20'],
  ['Equipo', '/api/tareas/equipo'],
] as const) {
  const { times, bytes } = await timedGets(session, path, { rounds: ROUNDS, warmUp: WARM_UP });
  worst = Math.max(worst, percentile(times, 95));
  rows.push(
    `| ${tab} | \`GET ${path}\` | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) ?? 0)} | ${(bytes / 1024).toFixed(1)} kB |`,
  );
}

await app.close();
await dispose();
rows.push(`peor p95: ${ms(worst)} (objetivo < 100 ms); carga de la máquina al terminar: ${loadavg()[0]?.toFixed(1)}`);
process.stdout.write(`${rows.join('\n')}\n`);
