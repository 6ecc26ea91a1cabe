import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OWN_FILE } from '../scan/upload-screen.ts';
import { deletePublicImage, storePublicImage } from './images.ts';
import { createLocalStorage } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'parcela-img-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fileOf = (url: string) => join(root, 'public', url.replace('/uploads/', ''));

async function pngWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secreto', Artist: 'GPS de la casa' } } })
    .toBuffer();
}

describe('public image pipeline', () => {
  it('re-encodes a PNG to WebP variants without metadata and deletes them all', async () => {
    const image = await storePublicImage(storage, 'prueba', await pngWithExif(1200, 600), OWN_FILE);
    expect(image.anchos).toEqual([480, 960, 1200]);
    expect(image).toMatchObject({ ancho: 1200, alto: 600 });
    expect(image.url).toMatch(/^\/uploads\/prueba\/[0-9a-f-]{36}-1200\.webp$/);
    const meta = await sharp(fileOf(image.url)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    await deletePublicImage(storage, image);
    for (const w of image.anchos) expect(existsSync(fileOf(image.url.replace('-1200.', `-${w}.`)))).toBe(false);
  });

  it('keeps a small image at its own width', async () => {
    const image = await storePublicImage(storage, 'prueba', await pngWithExif(300, 200), OWN_FILE);
    expect(image.anchos).toEqual([300]);
  });

  it.each([
    ['HTML named .jpg', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
  ])('refuses %s with 415', async (_name, data) => {
    await expect(storePublicImage(storage, 'prueba', data, OWN_FILE)).rejects.toMatchObject({ statusCode: 415 });
  });
});
