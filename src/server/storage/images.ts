import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, type ImageRef, variantUrl } from '../../domain/shared/images.ts';
import { Unsupported } from '../errors.ts';
import type { UploadCheck } from '../scan/upload-screen.ts';
import { PUBLIC_PREFIX, PUBLIC_URL_PREFIX, type Storage } from './storage.ts';

/** Raster formats we accept, recognised by sharp from the bytes (never by name or declared type). SVG is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Pixel-bomb guard: a tiny file that decodes to a huge bitmap is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
export const NOT_AN_IMAGE_MESSAGE = 'El archivo no es una imagen válida (JPG, PNG, WebP, GIF o AVIF).';

/**
 * The shared public-image pipeline: checks content, passes the original bytes through `check`
 * (malware scan, ADR 083: after the cheap checks, before anything is stored), re-encodes to WebP in
 * a few widths (EXIF and other metadata are dropped by re-encoding) under a server-chosen name.
 */
export async function storePublicImage(storage: Storage, folder: string, data: Buffer, check: UploadCheck): Promise<ImageRef> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw Unsupported(NOT_AN_IMAGE_MESSAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw Unsupported(NOT_AN_IMAGE_MESSAGE);
  await check(data, 'image');

  // Orientation from EXIF is applied before the metadata goes away.
  const rotated = meta.orientation && meta.orientation >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(Math.min(width, IMAGE_WIDTHS.at(-1) as number));

  const base = `${folder}/${randomUUID()}`;
  const written: string[] = [];
  try {
    for (const w of widths) {
      const webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${PUBLIC_PREFIX}${base}-${w}.webp`;
      await storage.put(key, webp);
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key)));
    if ((error as Error).message?.includes('pixel limit')) throw Unsupported(NOT_AN_IMAGE_MESSAGE);
    throw error;
  }
  const widest = widths.at(-1) as number;
  return {
    url: `${PUBLIC_URL_PREFIX}${base}-${widest}.webp`,
    anchos: widths,
    ancho: widest,
    alto: Math.round((height * widest) / width),
  };
}

/** Deletes every variant of a stored image. */
export async function deletePublicImage(storage: Storage, image: Pick<ImageRef, 'url' | 'anchos'>): Promise<void> {
  await Promise.all(
    image.anchos.map((w) => {
      const url = variantUrl(image.url, w);
      return url.startsWith(PUBLIC_URL_PREFIX) ? storage.delete(PUBLIC_PREFIX + url.slice(PUBLIC_URL_PREFIX.length)) : Promise.resolve();
    }),
  );
}
