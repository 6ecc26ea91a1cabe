import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLAMD_BINARY, CLAMD_MISSING_REASON, EICAR, EICAR_SIGNATURE, type LocalClamd, startClamd } from '../../test/clamd-server.ts';
import { pingClamd, ScannerUnavailableError, scanWithClamd } from './clamd.ts';

const dir = mkdtempSync(join(tmpdir(), 'parcela-clamd-client-'));
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in clamd: hands each connection's bytes to `answer` once the client stops sending, as far as `answer` cares. */
async function fakeClamd(answer: (socket: Socket, received: () => Buffer) => void, where: 'unix' | 'tcp' = 'unix') {
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    answer(socket, () => Buffer.concat(chunks));
  });
  servers.push(server);
  if (where === 'tcp') {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (server.address() as { port: number }).port };
  }
  const socket = join(dir, `fake-${servers.length}.sock`);
  await new Promise<void>((resolve) => server.listen(socket, resolve));
  return { socket };
}

/** Replies `reply` (NUL-terminated, as after a z-command) once the terminating zero-length chunk arrived. */
const replyAfterStream = (reply: string) => (socket: Socket, received: () => Buffer) => {
  socket.on('data', () => {
    if (received().subarray(-4).equals(Buffer.alloc(4))) socket.end(`${reply}\0`);
  });
};

/** The chunks of an INSTREAM request: the command, then length-prefixed chunks up to a zero length. */
function parseInstream(bytes: Buffer): { command: string; chunks: Buffer[] } {
  const command = bytes.subarray(0, bytes.indexOf(0) + 1).toString();
  const chunks: Buffer[] = [];
  let offset = command.length;
  for (;;) {
    const length = bytes.readUInt32BE(offset);
    offset += 4;
    if (length === 0) break;
    chunks.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  expect(offset).toBe(bytes.length);
  return { command, chunks };
}

describe('clamd INSTREAM client, against a stand-in', () => {
  it('sends zINSTREAM, length-prefixed chunks of at most 64 KiB and a zero length', async () => {
    let request: Buffer = Buffer.alloc(0);
    const target = await fakeClamd((socket, received) => {
      socket.on('data', () => {
        request = received();
        if (request.subarray(-4).equals(Buffer.alloc(4)) && request.length > 150_000) socket.end('stream: OK\0');
      });
    });
    const data = Buffer.alloc(150_000, 7);
    expect(await scanWithClamd(target, data, 5_000)).toEqual({ infected: false });
    const { command, chunks } = parseInstream(request);
    expect(command).toBe('zINSTREAM\0');
    expect(chunks.map((c) => c.length)).toEqual([65_536, 65_536, 150_000 - 131_072]);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it('reads a found signature, over a unix socket or TCP', async () => {
    const reply = replyAfterStream('stream: Win.Test.EICAR_HDB-1 FOUND');
    for (const where of ['unix', 'tcp'] as const) {
      expect(await scanWithClamd(await fakeClamd(reply, where), EICAR, 5_000)).toEqual({ infected: true, signature: 'Win.Test.EICAR_HDB-1' });
    }
  });

  it('turns an ERROR reply, a size limit or a close without reply into ScannerUnavailableError', async () => {
    for (const answer of [
      replyAfterStream("stream: Can't allocate memory ERROR"),
      replyAfterStream('INSTREAM size limit exceeded. ERROR'),
      (socket: Socket) => socket.end(),
      (socket: Socket) => socket.destroy(),
    ]) {
      await expect(scanWithClamd(await fakeClamd(answer), Buffer.from('hola'), 5_000)).rejects.toBeInstanceOf(ScannerUnavailableError);
    }
  });

  it('gives up after the timeout when clamd takes the stream and never answers', async () => {
    const target = await fakeClamd(() => {});
    const started = Date.now();
    await expect(scanWithClamd(target, Buffer.alloc(1000), 300)).rejects.toThrow(/no respondió en 300 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('fails at once when nothing listens', async () => {
    await expect(scanWithClamd({ socket: join(dir, 'nadie.sock') }, Buffer.from('x'), 5_000)).rejects.toThrow(/no está disponible/);
    await expect(pingClamd({ socket: join(dir, 'nadie.sock') }, 1_000)).resolves.toBe(false);
  });
});

describe('clamd INSTREAM client, against a real clamd', () => {
  if (!CLAMD_BINARY) {
    it.skip(`${CLAMD_MISSING_REASON}`, () => {});
    return;
  }
  let clamd: LocalClamd;
  beforeAll(async () => {
    clamd = await startClamd();
  });
  afterAll(() => clamd?.close());

  it('answers PING, passes clean bytes and names the EICAR signature, alone, after a PDF header or inside a compressed PDF stream', async () => {
    const target = { socket: clamd.socket };
    expect(await pingClamd(target, 2_000)).toBe(true);
    expect(await scanWithClamd(target, Buffer.from('%PDF-1.7\nun PDF cualquiera\n%%EOF\n'), 10_000)).toEqual({ infected: false });
    const infected = { infected: true, signature: `${EICAR_SIGNATURE}.UNOFFICIAL` };
    expect(await scanWithClamd(target, EICAR, 10_000)).toEqual(infected);
    expect(await scanWithClamd(target, Buffer.concat([Buffer.from('%PDF-1.4\n'), EICAR]), 10_000)).toEqual(infected);
    const packed = deflateSync(EICAR);
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
      packed,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(await scanWithClamd(target, pdf, 10_000)).toEqual(infected);
  });
});
