import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Puts a bench's app on a local port and signs `account` in over HTTP, as the browser would:
 * the address, the headers every call sends (the trusted Origin) and the session cookie.
 */
export async function listenSignedIn(app: FastifyInstance, publicUrl: string, account: { username: string; password: string }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const headers = { origin: publicUrl };
  const signIn = await fetch(`${base}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { base, headers, cookie };
}

/**
 * Times `rounds` sequential GETs of `path` with the signed-in session, after `warmUp` untimed
 * ones; any answer but 200 stops the bench. Shared so every HTTP bench measures a page the same
 * way. Returns the times sorted (ms) and the size of the last body.
 */
export async function timedGets(
  session: { base: string; headers: Record<string, string>; cookie: string },
  path: string,
  { rounds, warmUp }: { rounds: number; warmUp: number },
): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds + warmUp; i++) {
    const start = performance.now();
    const response = await fetch(`${session.base}${path}`, { headers: { ...session.headers, cookie: session.cookie } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    bytes = (await response.arrayBuffer()).byteLength;
    if (i >= warmUp) times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), bytes };
}

/** The `p`-th percentile of ascending `sorted` times (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** A time in milliseconds as the bench tables print it. */
export const ms = (v: number) => `${v.toFixed(1)} ms`;

/**
 * Waits up to 2 minutes for a server the bench spawned (`node src/server/main.ts`) to answer its
 * health check at `base`; fails at once if the process ends first. Shared by the benches that
 * drive a real server through a browser.
 */
export async function waitForServer(server: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('el servidor no arrancó en 2 minutos');
}

/** A local port free right now, for a spawned server: asks the system for one and lets it go. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
