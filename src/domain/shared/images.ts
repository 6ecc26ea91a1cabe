/**
 * A stored public image: WebP variants named `<base>-<width>.webp`; `url` is the widest.
 * The page builds srcset from it and reserves `ancho`×`alto` so nothing shifts.
 */
export interface ImageRef {
  url: string;
  anchos: number[];
  ancho: number;
  alto: number;
}

export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The largest image decoded (24 MP: a 6000 × 4000 photo): a small file that unpacks into a huge
 * bitmap is refused by its header, before any decoding (ADR 086).
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/**
 * Files one account (or, for the anonymous land owners' form, one client address) may upload in
 * 24 hours across every upload route, and their total size: counted in the database (ADR 086).
 */
export const UPLOAD_QUOTA = { files: 200, bytes: 500 * 1024 * 1024, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The only image formats taken, by content: the decoders of every other format are never run (ADR 086). */
export type ImageFormat = 'jpeg' | 'png' | 'webp';
/** What the image file pickers offer (the server decides by content). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/**
 * The format of an image by its first bytes, or null for anything else: HEIF/AVIF (`ftyp` boxes),
 * GIF, TIFF, SVG, BMP, HTML named .jpg… The file name and declared type are never looked at.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF....WEBP
  return null;
}

export function variantUrl(url: string, width: number): string {
  return url.replace(/-\d+\.webp$/, `-${width}.webp`);
}

export function srcSet(image: Pick<ImageRef, 'url' | 'anchos'>): string {
  return image.anchos.map((w) => `${variantUrl(image.url, w)} ${w}w`).join(', ');
}

/**
 * Widths of the stored variants of an image known only by the address of its widest one: the
 * public image pipeline writes every standard width below the image's own, then the image's own
 * width capped at the largest (src/server/platform/storage/images.ts). Used where only the URL is stored.
 */
export function variantWidthsOf(url: string): number[] {
  const widest = Number(/-(\d+)\.webp$/.exec(url)?.[1]);
  if (!Number.isInteger(widest) || widest <= 0) return [];
  return [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
}
