/**
 * What one request of 8 large images costs the server (ADR 086): server CPU time
 * (user + system) and peak RSS of the server process while `POST /api/propiedades/:id/imagenes`
 * takes 8 images of 40 MP (the audit's case) or 24 MP (the largest accepted since ADR 086), as JPEG
 * (photo-like: blurred noise; 3 MB, and 8 MB near the 10 MB cap) and as PNG (a flat colour: tiny
 * file, full-size bitmap).
 *
 * Each case starts its own server: the app (buildApp, embedded database in a temporary folder)
 * listening in a child process, so memory one case kept (allocators seldom give it back) never
 * hides the next one's. This process draws the images once and sends each request over HTTP with
 * fetch, so generating them never counts. Peak RSS is the kernel's high-water mark (VmHWM of
 * /proc/self/status), reset before the request (`echo 5 > /proc/self/clear_refs`); the base is the
 * RSS just before (PGlite's WebAssembly heap is most of it). A fresh account and listing per case
 * keep the daily quota and the 8-images-per-listing cap out of the way.
 *
 * Run: node bench/upload-limits.bench.ts [rounds = 1] [--only jpeg40,png40,jpeg24,png24,jpeg24big]
 */
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { sized } from './smoke.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const only = option('--only')?.split(',');

interface Mark {
  cpu: number;
  rss: number;
}
interface Report {
  cpu: number;
  peak: number;
  rss: number;
}

if (args[0] === '--serve') await serve();
else await measure();

/** Kernel's peak RSS of this process in bytes (VmHWM), or the current RSS where /proc is missing. */
function peakRss(): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {}
  return process.memoryUsage.rss();
}

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/server/app.ts');
  const { openBenchDatabase } = await import('./bench-database.ts');
  const { createUsersService } = await import('../src/server/areas/accounts/users.service.ts');
  const { config, database, dispose } = await openBenchDatabase();
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const users = createUsersService({ db: database.db, auth: app.auth });
  const origin = config.publicUrl;
  let n = 0;
  let cpuAtMark = 0;

  process.on('message', async (message: { type: string }) => {
    if (message.type === 'account') {
      // A fresh account and listing per case: its own daily quota, room for 8 images.
      const username = `bench${++n}`;
      const password = 'Prueba-Segura-2026';
      await users.add({ username, email: `${username}@prueba.example`, password, roles: ['usuario'] });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        headers: { origin },
        remoteAddress: `10.9.0.${n}`,
        payload: { username, password },
      });
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const listing = await app.inject({
        method: 'POST',
        url: '/api/propiedades',
        headers: { origin, cookie },
        payload: { titulo: 'Lote', tipo: 'Terreno', barrio: 'Palermo', metros_cuadrados: 300, precio_venta: 500_000, caracteristicas: [] },
      });
      const address = app.server.address();
      process.send?.({ cookie, id: listing.json().id, port: typeof address === 'object' && address ? address.port : 0, origin });
    } else if (message.type === 'mark') {
      globalThis.gc?.();
      try {
        writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
      } catch {}
      const { user, system } = process.cpuUsage();
      cpuAtMark = user + system;
      process.send?.({ cpu: cpuAtMark, rss: process.memoryUsage.rss() } satisfies Mark);
    } else if (message.type === 'report') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system - cpuAtMark, peak: peakRss(), rss: process.memoryUsage.rss() } satisfies Report);
    } else {
      await app.close();
      await dispose();
      process.exit(0);
    }
  });
  process.send?.({ ready: true });
}

async function measure(): Promise<void> {
  const rounds = Number(args[0] ?? 1);
  /** A fresh server (child process) and a way to ask it something over IPC. */
  async function startServer() {
    const child = fork(import.meta.filename, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [...process.execArgv, '--expose-gc'] });
    const next = () =>
      new Promise<unknown>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`el servidor terminó (${code})`));
        child.once('exit', onExit);
        child.once('message', (m) => {
          child.off('exit', onExit);
          resolve(m);
        });
      });
    await next();
    return {
      ask: async <T>(message: object) => {
        const answer = next();
        child.send(message);
        return (await answer) as T;
      },
      stop: () => new Promise((resolve) => child.once('exit', resolve).send({ type: 'stop' })),
    };
  }

  const jpeg = (width: number, height: number, blur = 1.2, quality = 80) =>
    sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .blur(blur)
      .jpeg({ quality })
      .toBuffer();
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#5a7' } })
      .png()
      .toBuffer();
  const allCases = [
    { name: 'jpeg40', label: '8 × 40 MP JPEG', make: () => jpeg(7680, 5208) },
    { name: 'png40', label: '8 × 40 MP PNG', make: () => png(7680, 5208) },
    { name: 'jpeg24', label: '8 × 24 MP JPEG', make: () => jpeg(5984, 4000) },
    { name: 'png24', label: '8 × 24 MP PNG', make: () => png(5984, 4000) },
    // Near the 10 MB cap: what holding every file of the request at once costs.
    { name: 'jpeg24big', label: '8 × 24 MP JPEG, 8 MB each', make: () => jpeg(5984, 4000, 0.8, 92) },
  ].filter((c) => !only || only.includes(c.name));
  // Smoke mode: the audit's case only (refused at the first file's header: a second or two).
  const cases = sized(
    allCases,
    allCases.filter((c) => c.name === 'jpeg40'),
  );
  const files = new Map<string, Buffer>();
  for (const c of cases) files.set(c.name, await c.make());

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  const lines = [
    `Node ${process.version}; load average ${loadavg()[0]?.toFixed(1)} at the start`,
    '| case | file | status | wall | server CPU | RSS before | peak RSS | peak − before |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const data = files.get(c.name) as Buffer;
      const { ask, stop } = await startServer();
      const { cookie, id, port, origin } = await ask<{ cookie: string; id: string; port: number; origin: string }>({ type: 'account' });
      const body = new FormData();
      const type = c.name.startsWith('png') ? 'image/png' : 'image/jpeg';
      for (let i = 0; i < 8; i++) body.append('imagenes', new Blob([new Uint8Array(data)], { type }), `foto-${i}.${type.slice(6)}`);
      const mark = await ask<Mark>({ type: 'mark' });
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/propiedades/${id}/imagenes`, { method: 'POST', headers: { origin, cookie }, body });
      await response.arrayBuffer();
      const wall = performance.now() - started;
      const report = await ask<Report>({ type: 'report' });
      await stop();
      lines.push(
        `| ${c.label} | ${(data.length / 1024 / 1024).toFixed(1)} MB | ${response.status} | ${(wall / 1000).toFixed(1)} s | ${(report.cpu / 1e6).toFixed(1)} s | ${mb(mark.rss)} MB | ${mb(report.peak)} MB | **${mb(report.peak - mark.rss)} MB** |`,
      );
    }
  }
  lines.push(`load average ${loadavg()[0]?.toFixed(1)} at the end`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
