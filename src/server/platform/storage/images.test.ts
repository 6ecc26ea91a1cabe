import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { detectImageFormat, MAX_IMAGE_PIXELS } from '../../../domain/shared/images.ts';
import { OWN_FILE, type UploadCheck } from '../scan/upload-screen.ts';
import { deletePublicImage, storePublicImage } from './images.ts';
import { createLocalStorage } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'parcela-img-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fileOf = (url: string) => join(root, 'public', url.replace('/uploads/', ''));
const filesIn = (folder: string) => (existsSync(join(root, 'public', folder)) ? readdirSync(join(root, 'public', folder)) : []);
const canvas = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: '#c63' } });
/** A HEIC file's opening (its `ftyp` box: sharp cannot encode HEVC here), then filler. */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(64, 7)]);

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

describe('only JPEG, PNG and WebP are ever decoded', () => {
  it('recognises the three formats by their first bytes, and nothing else', async () => {
    expect(detectImageFormat(await canvas().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageFormat(await canvas().png().toBuffer())).toBe('png');
    expect(detectImageFormat(await canvas().webp().toBuffer())).toBe('webp');
    for (const other of [await canvas().avif().toBuffer(), HEIC, await canvas().gif().toBuffer(), await canvas().tiff().toBuffer(), Buffer.from('<svg/>')]) {
      expect(detectImageFormat(other)).toBeNull();
    }
  });

  it.each([
    ['AVIF (encoded by sharp)', () => canvas().avif().toBuffer()],
    ['HEIC (its ftyp header)', async () => HEIC],
    ['GIF', () => canvas().gif().toBuffer()],
    ['TIFF', () => canvas().tiff().toBuffer()],
    ['a JPEG opening over a HEIF body', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HEIC.subarray(4)])],
  ])('refuses %s with 415, before the malware check, storing nothing', async (_name, make) => {
    const check = vi.fn<UploadCheck>(async () => {});
    await expect(storePublicImage(storage, 'formatos', await make(), check)).rejects.toMatchObject({ statusCode: 415, message: UPLOAD_MESSAGES.notAnImage });
    expect(check).not.toHaveBeenCalled();
    expect(filesIn('formatos')).toEqual([]);
  });

  it('has blocked every other decoder in this process: sharp itself refuses to read AVIF, GIF or TIFF', async () => {
    for (const other of [await canvas().avif().toBuffer(), await canvas().gif().toBuffer(), await canvas().tiff().toBuffer()]) {
      await expect(sharp(other).metadata()).rejects.toThrow(/unsupported image format/);
    }
    // The server's own SVG pictures (social card, samples) still render.
    expect((await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')).png().toBuffer()).length).toBeGreaterThan(0);
  });
});

describe('pixel limit: 24 megapixels', () => {
  it('refuses an image of one row more than 6000 × 4000 with 422 naming the limit, from its header alone', async () => {
    const check = vi.fn<UploadCheck>(async () => {});
    const data = await canvas(6000, 4001).png().toBuffer();
    const refusal = storePublicImage(storage, 'pixeles', data, check);
    await expect(refusal).rejects.toMatchObject({ statusCode: 422, code: ERROR_CODES.imageTooManyPixels });
    await expect(refusal).rejects.toThrow(/^La imagen supera los 24 megapíxeles: mide 6000 × 4001 píxeles \(25 megapíxeles\)/);
    // Refused before the malware check, which comes before decoding: no pixel was decoded.
    expect(check).not.toHaveBeenCalled();
    expect(filesIn('pixeles')).toEqual([]);
  });

  it('takes exactly 24 MP (6000 × 4000)', async () => {
    expect(6000 * 4000).toBe(MAX_IMAGE_PIXELS);
    const image = await storePublicImage(storage, 'pixeles', await canvas(6000, 4000).png().toBuffer(), OWN_FILE);
    expect(image).toMatchObject({ anchos: [480, 960, 1600], ancho: 1600, alto: 1067 });
  });

  it('answers a header that reads well over pixel data that does not (a cut PNG) with 415, storing nothing', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 256)), { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    await expect(storePublicImage(storage, 'cortada', noise.subarray(0, noise.length / 2), OWN_FILE)).rejects.toMatchObject({ statusCode: 415 });
    expect(filesIn('cortada')).toEqual([]);
  });
});

describe('decoded once, every width from the same bitmap', () => {
  it('keeps colours of 16-bit, CMYK and grey-with-alpha images, and turns a photo by its EXIF orientation', async () => {
    const colourOf = async (url: string) => {
      const { data } = await sharp(fileOf(url)).removeAlpha().resize(1, 1).raw().toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const sixteen = await storePublicImage(storage, 'color', await canvas(1000, 500).toColourspace('rgb16').png().toBuffer(), OWN_FILE);
    expect(sixteen.anchos).toEqual([480, 960, 1000]);
    for (const w of sixteen.anchos) {
      // #c63 through lossy WebP: each channel within a few steps.
      const [r, g, b] = await colourOf(sixteen.url.replace('-1000.', `-${w}.`));
      expect([Math.abs((r as number) - 0xcc), Math.abs((g as number) - 0x66), Math.abs((b as number) - 0x33)].every((d) => d <= 4)).toBe(true);
    }

    const cmyk = await storePublicImage(storage, 'color', await canvas(600, 400).toColourspace('cmyk').jpeg().toBuffer(), OWN_FILE);
    const [r, g, b] = await colourOf(cmyk.url);
    expect(r).toBeGreaterThan(180);
    expect(b).toBeLessThan(80);
    expect(g).toBeLessThan(r as number);

    const greyAlpha = await sharp({ create: { width: 500, height: 500, channels: 4, background: { r: 90, g: 90, b: 90, alpha: 0.5 } } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const grey = await storePublicImage(storage, 'color', greyAlpha, OWN_FILE);
    const meta = await sharp(fileOf(grey.url)).metadata();
    expect(meta.hasAlpha).toBe(true);

    const portrait = await canvas(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await storePublicImage(storage, 'color', portrait, OWN_FILE);
    expect(turned).toMatchObject({ anchos: [480, 800], ancho: 800, alto: 1200 });
    expect(await sharp(fileOf(turned.url)).metadata()).toMatchObject({ width: 800, height: 1200 });
  });
});
