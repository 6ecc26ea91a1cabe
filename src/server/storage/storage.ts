import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * File storage. Keys are server-chosen ("public/carrusel/<uuid>-960.webp"); `public/…` keys are
 * served at /uploads/…, everything else only through routes that check the caller.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** URL of a public key, e.g. /uploads/carrusel/x.webp */
  publicUrl(key: string): string;
}

export const PUBLIC_PREFIX = 'public/';
export const PUBLIC_URL_PREFIX = '/uploads/';

/** Local-disk storage under DATA_DIR/uploads (the default). */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const full = normalize(join(root, key));
    if (!full.startsWith(normalize(root) + sep) || key.includes('\0')) throw new Error(`Clave de archivo inválida: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data, { mode: 0o640 });
    },
    async read(key) {
      const file = pathOf(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl(key) {
      if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`La clave ${key} no es pública`);
      return PUBLIC_URL_PREFIX + key.slice(PUBLIC_PREFIX.length);
    },
  };
}
