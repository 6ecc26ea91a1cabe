import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The real entry point, as `npm start` runs it. */
export const MAIN = join(import.meta.dirname, '..', 'main.ts');

/** A port nobody listens on right now (on 127.0.0.1). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts `node src/server/main.ts` on a free port of 127.0.0.1 with `env` added to this
 * process's environment (PUBLIC_URL defaults to its own address); resolves once it prints its address (rejects if it exits first).
 * Used by the shutdown tests and the kill -9 drill (bench/kill-drill.ts).
 */
export async function startServerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Parcela en ')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return { child, port, url };
}
