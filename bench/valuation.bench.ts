/**
 * Valuation site and public pages under load (ADR 010, 008 and 009), on the embedded database (PGlite):
 * - a bare Fastify route serving the same JSON as GET /api/precios (the ceiling, ADR 009);
 * - GET /api/precios (the public price table, served from the in-process cache);
 * - GET / and GET /parcela (server-rendered pages, ADR 008), when a build is given with --web,
 *   beside a bare Fastify route sending the very compressed bytes of GET / (a page's ceiling);
 * - GET / while a valuation is posted every 100 ms (a valuation changes no public data: the kept
 *   page stays, ADR 091);
 * - POST /api/consultas (reads the barrio and the setting, computes, inserts one row).
 * The app logs at `info` (as `npm start` does) into /dev/null, so the request log is in the path.
 * The servers run in a child process so the load generator does not share their event loop.
 * Each POST carries its own X-Forwarded-For (TRUST_PROXY on) so the per-address rate limit of
 * POST /api/consultas stays in the path but never trips.
 *
 * Each case also reports the server process's CPU time per request (user + system): on two shared
 * cores the load generator itself can be the ceiling, and this figure does not depend on it.
 *
 * Run: node bench/valuation.bench.ts [seconds per case = 10] [connections = 10] [--web dist/web] [--only bare,precios,pages,consultas] [--rounds 1] [--cpu-prof]
 * Smoke: node bench/valuation.bench.ts --smoke [--web dist/web]   (1 s per case, 2 connections, no warm-up)
 * Exits 1 when any answer was not 2xx.
 */
import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { SMOKE, sized } from './smoke.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const webDir = option('--web');
const rounds = Number(option('--rounds') ?? 1);
const only = option('--only')?.split(',');
const profile = args.includes('--cpu-prof') && args.splice(args.indexOf('--cpu-prof'), 1).length > 0;
const profileDir = join(tmpdir(), 'parcela-profiles');

interface Ports {
  app: number;
  bare: number;
  localidadId: string;
  barrioId: string;
}

if (args[0] === '--serve') await serve();
else await measure();

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/server/app.ts');
  const { openBenchDatabase } = await import('./bench-database.ts');
  const { listPrecios } = await import('../src/server/areas/valuation/valuation.repo.ts');

  const web = process.env.BENCH_WEB_DIR;
  const { config, database, dispose } = await openBenchDatabase({ TRUST_PROXY: 'loopback', LOG_LEVEL: 'info', ...(web ? { WEB_DIR: web } : {}) });
  const palermo = (await listPrecios(database.db)).find((p) => p.barrio_nombre === 'Palermo');
  if (!palermo) throw new Error('Palermo no está sembrado');

  const app = await buildApp({ config, database, logStream: createWriteStream('/dev/null') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The ceiling: Fastify with nothing registered, sending the very bytes GET /api/precios sends.
  const precios = (await app.inject({ method: 'GET', url: '/api/precios' })).body;
  const bare = Fastify();
  bare.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(precios));
  // And the ceiling of a rendered page: the very compressed bytes GET / sends to a browser.
  const home = web ? await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } }) : undefined;
  bare.get('/bare-home', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-encoding', 'br')
      .send(home?.rawPayload ?? Buffer.alloc(0)),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (server: typeof app.server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  process.send?.({ app: port(app.server), bare: port(bare.server), localidadId: palermo.localidad_id, barrioId: palermo.barrio_id } satisfies Ports);
  process.on('message', async (message) => {
    // The servers' CPU time so far (user + system, µs): the parent turns it into CPU per request.
    if (message === 'cpu') return void process.send?.({ cpu: process.cpuUsage() });
    await app.close();
    await bare.close();
    await dispose();
    process.exit(0);
  });
}

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;

async function measure(): Promise<void> {
  const seconds = Number(args[0] ?? sized(10, 1));
  const connections = Number(args[1] ?? sized(10, 2));
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const child = fork(import.meta.filename, ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The servers' CPU profile (read it with bench/profile-top.ts).
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: { ...process.env, ...(webDir ? { BENCH_WEB_DIR: webDir } : {}) },
  });
  const ports = await new Promise<Ports>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ports));
    child.once('exit', (code) => reject(new Error(`el servidor terminó (${code})`)));
  });

  /** Microseconds of CPU the server process has used (asked over IPC). */
  const serverCpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => {
        const { user, system } = (m as { cpu: NodeJS.CpuUsage }).cpu;
        resolve(user + system);
      });
      child.send('cpu');
    });

  let n = 0;
  const distinctAddress = (request: { headers?: Record<string, string> }) => {
    n++;
    request.headers = { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    return request;
  };
  const origin = 'http://localhost:3999';
  const body = JSON.stringify({ localidad_id: ports.localidadId, barrio_id: ports.barrioId, m2_vendibles: '100,5', ubicacion_calidad: 'Excelente' });
  const app = `http://127.0.0.1:${ports.app}`;
  const cases = [
    { group: 'bare', label: 'Fastify sin nada, mismo JSON (GET /bare)', url: `http://127.0.0.1:${ports.bare}/bare` },
    { group: 'precios', label: 'GET /api/precios', url: `${app}/api/precios` },
    // A browser's first visit: HTML compressed on the fly (brotli).
    ...(webDir
      ? [
          { group: 'pages', label: 'Fastify sin nada, mismos bytes que GET / (br)', url: `http://127.0.0.1:${ports.bare}/bare-home` },
          { group: 'pages', label: 'GET / (br)', url: `${app}/`, headers: { 'accept-encoding': 'br' } },
          { group: 'pages', label: 'GET / (br), una valuación cada 100 ms', url: `${app}/`, headers: { 'accept-encoding': 'br' }, valuing: true },
          { group: 'pages', label: 'GET /parcela (br)', url: `${app}/parcela`, headers: { 'accept-encoding': 'br' } },
          { group: 'pages', label: 'GET /api/precios (br)', url: `${app}/api/precios`, headers: { 'accept-encoding': 'br' } },
        ]
      : []),
    {
      group: 'consultas',
      label: 'POST /api/consultas',
      url: `${app}/api/consultas`,
      requests: [{ method: 'POST', headers: { origin, 'content-type': 'application/json' }, body, setupRequest: distinctAddress }],
    },
  ];

  const lines = [
    `${seconds} s por caso, ${connections} conexiones, Node ${process.version}`,
    '| caso | req/s | p50 | p99 | no-2xx | CPU del servidor por pedido |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  // Several rounds alternate the cases, so a change of machine load hits them all alike (shared cores).
  const selected = cases.filter((c) => !only || only.includes(c.group));
  let failed = 0;
  /** Posts a valuation every 100 ms (each from its own address) until stopped; returns how many were answered 201. */
  const valueEvery100ms = () => {
    let created = 0;
    const timer = setInterval(() => {
      const headers = distinctAddress({ headers: { origin, 'content-type': 'application/json' } }).headers;
      fetch(`${app}/api/consultas`, { method: 'POST', headers, body }).then(
        (response) => {
          if (response.status === 201) created++;
        },
        () => {},
      );
    }, 100);
    return () => {
      clearInterval(timer);
      return created;
    };
  };
  for (const { group, valuing, ...c } of Array.from({ length: rounds }, () => selected).flat() as Array<(typeof cases)[number] & { valuing?: boolean }>) {
    if (!SMOKE) await autocannon({ ...c, connections, duration: 2 }); // warm-up
    // Server CPU per request does not depend on whether the load generator (same machine) or the server is the bottleneck.
    const cpuBefore = await serverCpu();
    const stopValuing = valuing ? valueEvery100ms() : undefined;
    const r = await autocannon({ ...c, connections, duration: seconds });
    const valuations = stopValuing?.();
    if (valuations === 0) failed++;
    const cpuPerRequest = ((await serverCpu()) - cpuBefore) / Math.max(1, r.requests.total);
    failed += r.non2xx + r.errors + (r.requests.total === 0 ? 1 : 0);
    lines.push(
      `| ${c.label}${valuations !== undefined ? ` (${valuations} valuaciones)` : ''} | ${Math.round(r.requests.average).toLocaleString('es-AR')} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx + r.errors} | ${cpuPerRequest.toFixed(1)} µs |`,
    );
  }
  child.send('stop');
  if (profile) lines.push(`Perfil de CPU de los servidores en ${profileDir} (node bench/profile-top.ts <archivo>)`);
  if (failed > 0) {
    lines.push(`${failed} respuestas no 2xx o errores: la medición no vale.`);
    process.exitCode = 1;
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
