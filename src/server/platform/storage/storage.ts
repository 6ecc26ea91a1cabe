import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * File storage. Keys are server-chosen ("public/carrusel/<uuid>-960.webp"); `public/…` keys are
 * served at /uploads/…, everything else only through routes that check the caller.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The file streamed (never buffered whole), or null when there is no such key. */
  read(key: string): Promise<StoredFile | null>;
  /** The file's size and version without its bytes (HEAD, If-None-Match), or null. */
  stat(key: string): Promise<Omit<StoredFile, 'stream'> | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** URL of a public key: /uploads/carrusel/x.webp, or under S3_PUBLIC_URL when the bucket is served directly. */
  publicUrl(key: string): string;
  /** Whether the storage can take files now, answered within STORAGE_CHECK_TIMEOUT_MS; never throws (/api/health). */
  check(): Promise<boolean>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  /** A strong validator of the content when the backend has one (S3's ETag). */
  etag?: string;
}

export const PUBLIC_PREFIX = 'public/';
export const PUBLIC_URL_PREFIX = '/uploads/';
/** How long a storage check may take before the storage counts as down (the database's 2 s, ADR 082). */
export const STORAGE_CHECK_TIMEOUT_MS = 2_000;

/** Content types by extension: keys are server-chosen, so their extension is what was checked on upload. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * A key as the server writes it: relative segments of safe characters, no '.'/'..' segment, no
 * empty segment. The bucket would take '../x' literally, but a key that some S3-compatible server
 * (or a later move to disk) could read as a path is refused everywhere alike.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => segment !== '.' && segment !== '..' && /^[A-Za-z0-9._-]+$/.test(segment));
}

/** `work` raced against `ms`: false on timeout or failure. The loser is left to end on its own. */
export async function withinTimeout(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Local-disk storage under DATA_DIR/uploads (the default). */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const full = normalize(join(root, key));
    if (!full.startsWith(normalize(root) + sep) || key.includes('\0')) throw new Error(`Clave de archivo inválida: ${key}`);
    return full;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written under a name of its own, then renamed: a write that fails half-way (a full disk)
      // never leaves a partial or empty file under the key, and its own leftover is removed.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, data, { mode: 0o640 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = pathOf(key);
      try {
        const info = await stat(file);
        return info.isFile() ? { stream: createReadStream(file), size: info.size } : null;
      } catch {
        return null;
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl: localPublicUrl,
    /** The folder takes a file (a full disk or a read-only mount reads as down). */
    check() {
      // A name of its own: two checks in the same millisecond must not remove each other's file.
      const probe = join(root, `.health-${randomUUID()}`);
      const write = (async () => {
        await mkdir(root, { recursive: true });
        try {
          await writeFile(probe, 'ok');
        } finally {
          await rm(probe, { force: true });
        }
      })();
      return withinTimeout(write, STORAGE_CHECK_TIMEOUT_MS);
    },
  };
}

/** /uploads/<rest> for public/<rest>: the app serves it (from disk, or proxied from the bucket). */
export function localPublicUrl(key: string): string {
  if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`La clave ${key} no es pública`);
  return PUBLIC_URL_PREFIX + key.slice(PUBLIC_PREFIX.length);
}
