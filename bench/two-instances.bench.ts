/**
 * One instance vs two behind a round-robin proxy (ADR 082): requests per second of
 * GET /api/precios (served from each process's cache) and POST /api/consultas (reads the barrio
 * and the setting, counts the per-address limit in PostgreSQL, inserts one row).
 *
 * Two real servers (`node src/server/main.ts`, logging at `info` as `npm start` does, into a pipe
 * that is drained) run on one fresh PostgreSQL database; a tiny Node proxy in a child process sends
 * each request to the next instance, giving it its own client address in X-Forwarded-For
 * (TRUST_PROXY=loopback: many visitors, so the per-address limits are counted but never trip); autocannon
 * drives the proxy from this process. "proxy, 1 instancia" is the same proxy with one upstream, so the
 * proxy's cost is in both; "directo" drives the instances without the proxy (two instances: two
 * generators at once, the connections split, their req/s added). Rounds alternate the
 * cases, so a change of machine load (shared cores) hits them alike: compare within one run.
 *
 * Run: node bench/two-instances.bench.ts [seconds per case = 10] [connections = 20] [--rounds 2] [--server postgres://…/postgres]
 * Smoke: node bench/two-instances.bench.ts --smoke   (1 s per case, 4 connections, one round, no warm-up;
 * without a reachable PostgreSQL it says so and exits 0, except under CI=true)
 * Exits 1 when any answer was not 2xx.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { countHit } from '../src/server/platform/db/limit-counters.ts';
import { createEmptyDatabase } from '../src/server/test/databases.ts';
import { freePort, MAIN } from '../src/server/test/server-process.ts';
import { SMOKE, sized } from './smoke.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};

if (args[0] === '--proxy') await proxy();
else await measure();

/** The round-robin proxy (child process): upstream ports arrive by IPC and may change between cases. */
async function proxy(): Promise<void> {
  let upstreams: number[] = [];
  let next = 0;
  let client = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const server = createServer((req, res) => {
    const port = upstreams[next++ % upstreams.length];
    client++;
    const headers = { ...req.headers, 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (message: { upstreams?: number[]; stop?: boolean }) => {
    if (message.stop) process.exit(0);
    if (message.upstreams) {
      upstreams = message.upstreams;
      process.send?.('ok');
    }
  });
  const address = server.address();
  process.send?.(typeof address === 'object' && address ? address.port : 0);
}

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;

/** `node src/server/main.ts` on a free port; its output is read until it listens, then drained. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Parcela en ')) {
        child.stdout?.off('data', read);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`el servidor terminó (${code}) antes de escuchar: ${output.slice(-500)}`)));
  });
  return { child, port };
}

async function measure(): Promise<void> {
  const rounds = Number(option('--rounds') ?? sized(2, 1));
  const serverUrl = option('--server') ?? process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const seconds = Number(args[0] ?? sized(10, 1));
  const connections = Number(args[1] ?? sized(20, 4));
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  if (SMOKE && !(await reachable(serverUrl))) {
    // A laptop without PostgreSQL can still run npm test; CI has PostgreSQL and must run this.
    process.stdout.write(`Sin PostgreSQL en ${serverUrl}: bench de dos instancias omitido.\n`);
    if (process.env.CI) process.exitCode = 1;
    return;
  }

  const { url: databaseUrl, drop: dropDatabase } = await createEmptyDatabase(serverUrl, 'parcela_bench2');
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'parcela-bench2-')));
  const children: ChildProcess[] = [];
  try {
    const origin = 'http://parcela.test';
    const env = (dir: string) => ({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      WEB_DIR: join(dir, 'sin-web'),
      PUBLIC_URL: origin,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      TRUST_PROXY: 'loopback',
      DEMO: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    const servers = await Promise.all(dirs.map((dir) => startServer(env(dir))));
    children.push(...servers.map((s) => s.child));
    const [a, b] = servers;
    if (!a || !b) throw new Error('faltan instancias');

    const proxyChild = fork(import.meta.filename, ['--proxy'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(proxyChild);
    const proxyPort = await new Promise<number>((resolve) => proxyChild.once('message', (m) => resolve(m as number)));
    const route = (upstreams: number[]) =>
      new Promise<void>((resolve) => {
        proxyChild.once('message', () => resolve());
        proxyChild.send({ upstreams });
      });

    const precios = (await (await fetch(`http://127.0.0.1:${a.port}/api/precios`)).json()) as Array<{
      localidad_id: string;
      barrio_id: string;
      barrio_nombre: string;
    }>;
    const palermo = precios.find((p) => p.barrio_nombre === 'Palermo') ?? precios[0];
    if (!palermo) throw new Error('sin barrios sembrados');
    const body = JSON.stringify({ localidad_id: palermo.localidad_id, barrio_id: palermo.barrio_id, m2_vendibles: '100,5', ubicacion_calidad: 'Excelente' });
    let n = 0;
    // Direct to one instance there is no proxy to give each request its own address.
    const distinctAddress = (request: { headers?: Record<string, string> }) => {
      n++;
      request.headers = { ...request.headers, 'x-forwarded-for': `10.200.${(n >> 8) & 255}.${n & 255}` };
      return request;
    };
    const post = { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body, setupRequest: distinctAddress };
    // Each target is one or more bases driven at the same time (the connections split between them).
    const direct = (port: number) => `http://127.0.0.1:${port}`;
    const viaProxy = direct(proxyPort);
    const targets = [
      { label: 'directo, 1 instancia', bases: [direct(a.port)], upstreams: null },
      { label: 'directo, 2 instancias (dos generadores a la vez)', bases: [direct(a.port), direct(b.port)], upstreams: null },
      { label: 'proxy, 1 instancia', bases: [viaProxy], upstreams: [a.port] },
      { label: 'proxy, 2 instancias', bases: [viaProxy], upstreams: [a.port, b.port] },
    ];
    const cases = targets.flatMap((t) => [
      { ...t, what: 'GET /api/precios', options: (base: string) => ({ url: `${base}/api/precios` }) },
      { ...t, what: 'POST /api/consultas', options: (base: string) => ({ url: `${base}/api/consultas`, requests: [post] }) },
    ]);

    const lines = [
      `${seconds} s por caso, ${connections} conexiones, ${rounds} rondas, Node ${process.version}, ${cpus().length} núcleos, carga al empezar ${loadavg()[0]?.toFixed(1)}`,
      '| ronda | caso | destino | req/s | p50 | p99 | no-2xx |',
      '|---:|---|---|---:|---:|---:|---:|',
    ];
    let failed = 0;
    for (let round = 1; round <= rounds; round++) {
      for (const c of cases) {
        if (c.upstreams) await route(c.upstreams);
        const share = Math.ceil(connections / c.bases.length);
        const drive = (duration: number) => Promise.all(c.bases.map((base) => autocannon({ ...c.options(base), connections: share, duration })));
        if (!SMOKE) await drive(2); // warm-up
        const results = await drive(seconds);
        const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
        failed += sum((r) => r.non2xx + r.errors) + (sum((r) => r.requests.average) === 0 ? 1 : 0);
        const each = (pick: (r: Result) => number) => results.map((r) => `${pick(r)} ms`).join(' / ');
        const line = `| ${round} | ${c.what} | ${c.label} | ${Math.round(sum((r) => r.requests.average)).toLocaleString('es-AR')} | ${each((r) => r.latency.p50)} | ${each((r) => r.latency.p99)} | ${sum((r) => r.non2xx + r.errors)} |`;
        lines.push(line);
        process.stderr.write(`${line}\n`);
      }
    }
    // What the shared limit costs a request: one upsert, timed alone (sequential, same key).
    const database = await openDatabase({ databaseUrl, migrate: false, pool: { max: 1 } });
    const times: number[] = [];
    const hits = sized(500, 20);
    for (let i = 0; i < hits + 20; i++) {
      const start = performance.now();
      await countHit(database.db, 'bench|127.0.0.1', 60_000);
      if (i >= 20) times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    const counters = ((await database.db.execute(sql`select count(*)::int as total from limite_contadores`)) as unknown as { rows: Array<{ total: number }> })
      .rows[0]?.total;
    await database.close();
    lines.push(
      `un conteo del límite compartido (upsert en limite_contadores, ${hits} seguidos): p50 ${pct(50)?.toFixed(2)} ms, p99 ${pct(99)?.toFixed(2)} ms`,
      `filas en limite_contadores al terminar: ${counters} (una por ruta y dirección vista en la ventana abierta)`,
    );
    if (failed > 0) {
      lines.push(`${failed} respuestas no 2xx o errores: la medición no vale.`);
      process.exitCode = 1;
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase();
  }
}

/** Whether a PostgreSQL server answers at `url` within 2 s. */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
