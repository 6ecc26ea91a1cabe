/**
 * Valuation site under load (issue 3), on the embedded database (PGlite):
 * - GET /api/precios (the public price table, served from the in-process cache);
 * - POST /api/consultas (reads the barrio and the setting, computes, inserts one row);
 * - next to a bare Fastify route answering a constant JSON, in the same run, as the ceiling.
 * The servers run in a child process so the load generator does not share their event loop.
 * Each request carries its own X-Forwarded-For (TRUST_PROXY on) so the per-address rate
 * limit of POST /api/consultas stays in the path but never trips.
 *
 * Run: node bench/valuation.bench.ts [seconds per case = 10] [connections = 10]
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import Fastify from 'fastify';

interface Ports {
  app: number;
  bare: number;
  localidadId: string;
  barrioId: string;
}

if (process.argv[2] === '--serve') await serve();
else await measure();

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/server/app.ts');
  const { openBenchDatabase } = await import('./bench-database.ts');
  const { listPrecios } = await import('../src/server/valuation/valuation.repo.ts');

  const { config, database, dispose } = await openBenchDatabase({ TRUST_PROXY: '1' });
  const palermo = (await listPrecios(database.db)).find((p) => p.barrio_nombre === 'Palermo');
  if (!palermo) throw new Error('Palermo no está sembrado');

  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (server: typeof app.server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  process.send?.({ app: port(app.server), bare: port(bare.server), localidadId: palermo.localidad_id, barrioId: palermo.barrio_id } satisfies Ports);
  process.on('message', async () => {
    await app.close();
    await bare.close();
    await dispose();
    process.exit(0);
  });
}

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;

async function measure(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 10);
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const child = fork(import.meta.filename, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ports = await new Promise<Ports>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ports));
    child.once('exit', (code) => reject(new Error(`el servidor terminó (${code})`)));
  });

  let n = 0;
  const distinctAddress = (request: { headers?: Record<string, string> }) => {
    n++;
    request.headers = { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    return request;
  };
  const origin = 'http://localhost:3999';
  const body = JSON.stringify({ localidad_id: ports.localidadId, barrio_id: ports.barrioId, m2_vendibles: '100,5', ubicacion_calidad: 'Excelente' });
  const cases = [
    { label: 'Fastify sin nada (GET /bare)', url: `http://127.0.0.1:${ports.bare}/bare` },
    { label: 'GET /api/precios', url: `http://127.0.0.1:${ports.app}/api/precios` },
    {
      label: 'POST /api/consultas',
      url: `http://127.0.0.1:${ports.app}/api/consultas`,
      requests: [{ method: 'POST', headers: { origin, 'content-type': 'application/json' }, body, setupRequest: distinctAddress }],
    },
  ];

  const lines = [
    `${seconds} s por caso, ${connections} conexiones, Node ${process.version}`,
    '| caso | req/s | p50 | p99 | no-2xx |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const c of cases) {
    await autocannon({ ...c, connections, duration: 2 }); // warm-up
    const r = await autocannon({ ...c, connections, duration: seconds });
    lines.push(
      `| ${c.label} | ${Math.round(r.requests.average).toLocaleString('es-AR')} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx + r.errors} |`,
    );
  }
  child.send('stop');
  process.stdout.write(`${lines.join('\n')}\n`);
}
