import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';

/** The real server process on a fresh embedded data folder, with its exit code as a promise. */
async function startServer(): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcela-main-'));
  dirs.push(dataDir);
  const { child, port } = await startServerProcess({
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    DEMO: '0',
    DATABASE_URL: '',
    PUBLIC_URL: ORIGIN,
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, exited };
}

/** The page address the server trusts as Origin (its PUBLIC_URL). */
const ORIGIN = 'http://parcela.test';

/** A client that starts a POST and never finishes its body. */
async function halfBody(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /api/consultas HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"localidad_id":`,
  );
  // Let the server take the request in before the signal.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return socket;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Functional bounds, not benchmarks: before close-with-grace a half-sent body kept the process alive > 45 s.
// The test timeouts are generous because a fresh embedded database starts slowly on a loaded machine.
describe('shutdown of the real server', () => {
  it('on SIGTERM lets an in-flight request finish and exits within the grace period while another client holds an unfinished body', async () => {
    const { child, port, exited } = await startServer();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await halfBody(port);
    const inFlight = await halfBody(port);
    const answer = new Promise<string>((resolve) => {
      let text = '';
      inFlight.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) resolve(text);
      });
    });
    const start = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The rest of its body (a bad value: the answer is validation's 400, not a cut connection).
    inFlight.write(`"x"}${' '.repeat(1000 - '{"localidad_id":"x"}'.length)}`);
    expect(await answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(await exited).toBe(0);
    expect(Date.now() - start).toBeLessThan(15_000);
  }, 120_000);

  it('exits at once on a second signal', async () => {
    const { child, port, exited } = await startServer();
    await halfBody(port);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const start = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - start).toBeLessThan(5_000);
  }, 120_000);
});
