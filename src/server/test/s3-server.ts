import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver 3.7 is CommonJS without types: the little we use is typed below (S3rverConstructor).
import s3rver from 's3rver';

/** The little of s3rver 3.7 (CommonJS, no types) that we use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  vhostBuckets: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface LocalS3Server {
  /** http://127.0.0.1:<port> — use with forcePathStyle. */
  endpoint: string;
  bucket: string;
  /** s3rver's fixed development account. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Stops the server and removes its folder (safe to call twice). */
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1, a random port and a temp folder, with one
 * empty bucket: for the S3 storage tests and the two-instance script. Not for production.
 */
export async function startS3Server({ bucket = 'parcela-test', port = 0 }: { bucket?: string; port?: number } = {}): Promise<LocalS3Server> {
  const S3rver = s3rver as S3rverConstructor;
  const directory = mkdtempSync(join(tmpdir(), 'parcela-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  let stopped = false;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      if (stopped) return;
      stopped = true;
      // Keep-alive sockets of an SDK client would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
