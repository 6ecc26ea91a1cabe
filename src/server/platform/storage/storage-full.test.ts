import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { OWN_FILE } from '../scan/upload-screen.ts';
import { storePublicImage } from './images.ts';
import { createLocalStorage } from './storage.ts';

/**
 * A local disk that fills up (ADR 086): `writeFile` writes half of what it was given, then fails
 * with ENOSPC, as a write on a full disk does, once `disk.room` writes have gone through.
 */
const disk = vi.hoisted(() => ({ room: Number.POSITIVE_INFINITY }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (path, data, options) => {
    if (disk.room-- > 0) return fs.writeFile(path, data, options);
    await fs.writeFile(path, (data as Buffer).subarray(0, Math.floor((data as Buffer).length / 2)), options);
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(path)}'`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
  };
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

const root = mkdtempSync(join(tmpdir(), 'parcela-full-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  disk.room = Number.POSITIVE_INFINITY;
});

/** Every file under the uploads folder, partial ones included. */
const everyFile = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

describe('a full local disk', () => {
  it('leaves neither a partial nor an empty file when a write fails half-way', async () => {
    disk.room = 0;
    await expect(storage.put('privado/prefactibilidad/x.pdf', Buffer.alloc(4096, 1))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(everyFile()).toEqual([]);
  });

  it('refuses an image with 507 in Spanish and removes every width written before', async () => {
    const image = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    for (const room of [0, 1, 2]) {
      disk.room = room;
      const refusal = storePublicImage(storage, 'carrusel', image, OWN_FILE);
      await expect(refusal).rejects.toMatchObject({ statusCode: 507, code: ERROR_CODES.storageFull, message: UPLOAD_MESSAGES.storageFull });
      expect(everyFile(), `after ${room} widths written`).toEqual([]);
    }
    // With room again, the same image is stored whole.
    disk.room = Number.POSITIVE_INFINITY;
    const stored = await storePublicImage(storage, 'carrusel', image, OWN_FILE);
    expect(everyFile()).toHaveLength(stored.anchos.length);
  });
});
