import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ERROR_CODES, tooManyPixelsMessage, UPLOAD_MESSAGES } from '../../../domain/shared/api-error.ts';
import { detectImageFormat, IMAGE_WIDTHS, type ImageRef, MAX_IMAGE_PIXELS, variantUrl } from '../../../domain/shared/images.ts';
import { InsufficientStorage, isStorageFull, Unprocessable, Unsupported } from '../errors.ts';
import type { UploadCheck } from '../scan/upload-screen.ts';
import { PUBLIC_PREFIX, PUBLIC_URL_PREFIX, type Storage } from './storage.ts';

/**
 * Only the decoders we need, for the whole process (ADR 086): every libvips loader is blocked, then
 * JPEG, PNG and WebP are let through, and SVG, which the server draws its own pictures with (the
 * social card, the sample pictures). An upload never reaches the SVG loader: its first bytes must be
 * JPEG, PNG or WebP. HEIF/AVIF, GIF, TIFF, JPEG 2000, JPEG XL… cannot be decoded here at all, even
 * if a check before sharp were wrong.
 */
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpeg', 'VipsForeignLoadPng', 'VipsForeignLoadWebp', 'VipsForeignLoadSvg'] });

const notAnImage = () => Unsupported(UPLOAD_MESSAGES.notAnImage);
const tooManyPixels = (width: number, height: number) =>
  Unprocessable(tooManyPixelsMessage(width, height, MAX_IMAGE_PIXELS / 1_000_000), { code: ERROR_CODES.imageTooManyPixels });

/**
 * The checks every stored picture passes before any pixel is decoded: the first bytes must be JPEG,
 * PNG or WebP and sharp must read the header as that same format (415 otherwise), the image must
 * hold at most MAX_IMAGE_PIXELS (422), then `check` (malware scan) runs on the original bytes.
 * One place, so public and private pictures are held to the same rules. Returns the header.
 */
async function checkedImageHeader(data: Buffer, check: UploadCheck): Promise<Metadata & { width: number; height: number }> {
  const format = detectImageFormat(data);
  if (!format) throw notAnImage();
  let meta: Metadata;
  try {
    // The header only: nothing is decoded here, and the pixel limit is checked below with the image's own size.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (meta.format !== format || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels(meta.width, meta.height);
  await check(data, 'image');
  return meta as Metadata & { width: number; height: number };
}

/**
 * The shared public-image pipeline. Before any pixel is decoded: the first bytes must be JPEG, PNG
 * or WebP and sharp must read the header as that same format (415 otherwise), and the image must
 * hold at most MAX_IMAGE_PIXELS (422). Then the original bytes go through `check` (malware scan,
 * ADR 083), and the image is decoded once, straight to its widest variant (a JPEG shrinks while it
 * loads); every width is re-encoded to WebP from that bitmap (EXIF and other metadata dropped)
 * under a server-chosen name. A failed write (a full disk: 507) removes every width written.
 */
export async function storePublicImage(storage: Storage, folder: string, data: Buffer, check: UploadCheck): Promise<ImageRef> {
  const meta = await checkedImageHeader(data, check);

  // Orientation from EXIF is applied before the metadata goes away.
  const rotated = meta.orientation && meta.orientation >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(Math.min(width, IMAGE_WIDTHS.at(-1) as number));
  const widest = widths.at(-1) as number;

  let bitmap: { data: Buffer; info: OutputInfo };
  try {
    bitmap = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if ((error as Error).message?.includes('pixel limit')) throw tooManyPixels(meta.width, meta.height);
    // A header that reads well over pixel data that does not (a cut or corrupt file).
    throw notAnImage();
  }
  const { channels, premultiplied } = bitmap.info;
  const raw = { width: bitmap.info.width, height: bitmap.info.height, channels, premultiplied };

  const base = `${folder}/${randomUUID()}`;
  const attempted: string[] = [];
  try {
    for (const w of widths) {
      const variant = sharp(bitmap.data, { raw });
      if (w < widest) variant.resize({ width: w });
      const webp = await variant.webp({ quality: 80 }).toBuffer();
      const key = `${PUBLIC_PREFIX}${base}-${w}.webp`;
      // Listed before the write: a write that fails half-way is removed with the widths before it.
      attempted.push(key);
      await storage.put(key, webp);
    }
  } catch (error) {
    await Promise.allSettled(attempted.map((key) => storage.delete(key)));
    if (isStorageFull(error)) throw InsufficientStorage(UPLOAD_MESSAGES.storageFull);
    throw error;
  }
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

/**
 * A private picture (a task's site photo, a receipt): the same checks as storePublicImage — first
 * bytes, header, pixel limit, then `check` (malware scan) on the original bytes — then one WebP at
 * most `maxWidth` wide, EXIF dropped after its orientation is applied, under `private/<folder>/`.
 * Never under public/: it is served only by routes that check the caller (storage.ts).
 */
export async function storePrivateImage(
  storage: Storage,
  folder: string,
  data: Buffer,
  check: UploadCheck,
  maxWidth = 1600,
): Promise<{ key: string; ancho: number; alto: number }> {
  const meta = await checkedImageHeader(data, check);
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: maxWidth, height: maxWidth, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if ((error as Error).message?.includes('pixel limit')) throw tooManyPixels(meta.width, meta.height);
    throw notAnImage();
  }
  const key = `private/${folder}/${randomUUID()}.webp`;
  try {
    await storage.put(key, output.data);
  } catch (error) {
    await storage.delete(key).catch(() => {});
    if (isStorageFull(error)) throw InsufficientStorage(UPLOAD_MESSAGES.storageFull);
    throw error;
  }
  return { key, ancho: output.info.width, alto: output.info.height };
}
