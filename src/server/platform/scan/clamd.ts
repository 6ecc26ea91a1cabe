import { connect } from 'node:net';
import type { ClamdTarget } from '../config.ts';

/** What clamd said about the bytes: clean, or the name of the signature it matched. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not give a verdict: not running, refused, too slow, or it answered an error. */
export class ScannerUnavailableError extends Error {}

/** Bytes per INSTREAM chunk (any size under clamd's StreamMaxLength works; 64 KiB keeps writes small). */
const CHUNK_BYTES = 64 * 1024;
/** Longest reply we read: a verdict is one short line. */
const MAX_REPLY_BYTES = 4096;

/**
 * Scans `data` with clamd over its INSTREAM command (clamd(8), "INSTREAM"): `zINSTREAM\0`, then
 * chunks of a 4-byte big-endian length and the bytes, then a zero length; the reply is one
 * NUL-terminated line, `stream: OK`, `stream: <signature> FOUND` or `… ERROR`. Nothing touches
 * the disk on our side. The whole exchange is bounded by `timeoutMs`; past it, or on any failure,
 * ScannerUnavailableError.
 */
export function scanWithClamd(target: ClamdTarget, data: Uint8Array, timeoutMs: number): Promise<ScanVerdict> {
  return exchange(target, instreamRequest(data), timeoutMs).then(parseVerdict);
}

/** PING → PONG: whether clamd answers (used to wait for a clamd that is starting). */
export async function pingClamd(target: ClamdTarget, timeoutMs: number): Promise<boolean> {
  try {
    return (await exchange(target, [Buffer.from('zPING\0')], timeoutMs)) === 'PONG';
  } catch {
    return false;
  }
}

function instreamRequest(data: Uint8Array): Buffer[] {
  const parts: Buffer[] = [Buffer.from('zINSTREAM\0')];
  for (let offset = 0; offset < data.length; offset += CHUNK_BYTES) {
    const chunk = data.subarray(offset, offset + CHUNK_BYTES);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    parts.push(length, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  parts.push(Buffer.alloc(4));
  return parts;
}

/** `stream: OK`, `stream: Eicar-Signature FOUND`; anything else (`… ERROR`, a size limit) is no verdict. */
function parseVerdict(reply: string): ScanVerdict {
  const line = reply.replace(/^stream: /, '');
  if (line === 'OK') return { infected: false };
  const found = /^(.+) FOUND$/.exec(line);
  if (found?.[1]) return { infected: true, signature: found[1] };
  throw new ScannerUnavailableError(`clamd respondió «${line.slice(0, 200)}»`);
}

/** Writes `request`, reads one reply line (up to NUL or the end of the connection), within `timeoutMs`. */
function exchange(target: ClamdTarget, request: Buffer[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = 'socket' in target ? connect(target.socket) : connect({ host: target.host, port: target.port });
    const received: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const reply = Buffer.concat(received).toString('latin1');
      const end = reply.indexOf('\0');
      // A reply that came before the failure (clamd closes after "size limit exceeded") still counts.
      if (end >= 0 || (!error && reply.length > 0)) resolve((end >= 0 ? reply.slice(0, end) : reply).trim());
      else reject(error ?? new ScannerUnavailableError('clamd cerró la conexión sin responder'));
    };
    const timer = setTimeout(() => finish(new ScannerUnavailableError(`clamd no respondió en ${timeoutMs} ms`)), timeoutMs);
    socket.on('connect', () => {
      for (const part of request) socket.write(part);
    });
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      size += chunk.length;
      if (chunk.includes(0) || size > MAX_REPLY_BYTES) finish(null);
    });
    socket.on('end', () => finish(null));
    socket.on('close', () => finish(null));
    socket.on('error', (error) => finish(new ScannerUnavailableError(`clamd no está disponible: ${error.message}`)));
  });
}
