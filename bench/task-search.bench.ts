/**
 * Task search at 10,000 tasks and 20,000 comments (ADR 135): case- and accent-insensitive LIKE over
 * title, description and comments, folded in SQL with lower(translate(…)) (no index, no stored
 * column), sequential requests over HTTP on the embedded database.
 *
 * Run: node bench/task-search.bench.ts [tasks = 10000]   (≈1 minute; nothing else should run)
 * Smoke: node bench/task-search.bench.ts --smoke   (500 tasks, 1 + 2 calls per case; checks, measures nothing)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { createUsersService } from '../src/server/areas/accounts/users.service.ts';
import { createAuth } from '../src/server/platform/auth/auth.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listenSignedIn } from './bench-session.ts';
import { sized } from './smoke.ts';

const TASKS = Number(process.argv[2] ?? sized(10_000, 500));
const ROUNDS = sized(40, 2);
const WARM_UP = sized(5, 1);
const PASSWORD = 'Plomada-Nivel-Cuchara-48';

const { config, database, dispose } = await openBenchDatabase();
await createUsersService({ db: database.db, auth: createAuth(database.db, config) }).add({
  username: 'bench.busca',
  email: 'bench.busca@parcela.local',
  password: PASSWORD,
  roles: ['tareas_admin'],
});

const t0 = performance.now();
// Titles and descriptions with accents; two comments per task; one task in a thousand names a rare word in a comment only.
await database.db.execute(sql`
  insert into tareas (titulo, descripcion, responsable_nombre, creada_por_nombre, fecha_limite, estado, posicion)
  select (array['Revoque del muro','Pintura de fachada','Impermeabilización de terraza','Instalación eléctrica','Cañería de gas'])[1 + g % 5] || ' ' || g,
         'Descripción de la tarea ' || g || ': materiales, mano de obra y limpieza del sector ' || (g % 37),
         (array['Agustín','Belén','Camila','Diego'])[1 + g % 4], 'Bench', date '2026-12-01',
         (array['Inbox','En curso','Bloqueada','En espera','Hecha'])[1 + g % 5], g
  from generate_series(1, ${TASKS}) g`);
await database.db.execute(sql`
  insert into tarea_comentarios (tarea_id, autor_nombre, texto)
  select t.id, 'Bench', case when k = 1 and t.posicion::int % 1000 = 7 then 'Llegó el camión con la membrana asfáltica' else 'Comentario de seguimiento número ' || k || ' de la obra' end
  from tareas t cross join generate_series(1, 2) k`);
await database.db.execute(sql`analyze`);
const seedMs = performance.now() - t0;

const app = await buildApp({ config, database });
const { base, headers, cookie } = await listenSignedIn(app, config.publicUrl, { username: 'bench.busca', password: PASSWORD });

async function timed(path: string): Promise<{ times: number[]; bytes: number; total: number }> {
  const times: number[] = [];
  let bytes = 0;
  let total = 0;
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { ...headers, cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
    bytes = Buffer.byteLength(body);
    total = (JSON.parse(body) as { total: number }).total;
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), bytes, total };
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;

const rows: string[] = [
  `tareas: ${TASKS.toLocaleString('es-AR')}, comentarios: ${(TASKS * 2).toLocaleString('es-AR')} (sembrados en ${ms(seedMs)}); carga de la máquina al empezar: ${loadavg()[0]?.toFixed(1)}`,
  '| caso | request | coincidencias | p50 | p95 | máx | respuesta |',
  '|---|---|---:|---:|---:|---:|---:|',
];
for (const [label, q, page] of [
  ['Palabra rara, solo en comentarios', 'CAMION', 1],
  ['Palabra frecuente (título, con acento)', 'impermeabilizacion', 1],
  ['Palabra frecuente, página 50', 'impermeabilizacion', 50],
  ['En todas las tareas (descripción)', 'materiales', 1],
  ['Sin coincidencias', 'zzzz', 1],
  ['100 caracteres', 'x'.repeat(100), 1],
] as const) {
  const url = `/api/tareas/buscar?q=${encodeURIComponent(q)}&page=${page}`;
  const { times, bytes, total } = await timed(url);
  if (label.startsWith('Palabra rara') && total < 1) throw new Error('la búsqueda no encontró el comentario');
  rows.push(
    `| ${label} | \`GET /api/tareas/buscar?q=${q.length > 20 ? `${q.slice(0, 5)}…` : q}&page=${page}\` | ${total} | ${ms(pct(times, 50))} | ${ms(pct(times, 95))} | ${ms(times.at(-1) ?? 0)} | ${(bytes / 1024).toFixed(1)} kB |`,
  );
}

await app.close();
await dispose();
rows.push(`carga de la máquina al terminar: ${loadavg()[0]?.toFixed(1)}`);
process.stdout.write(`${rows.join('\n')}\n`);
