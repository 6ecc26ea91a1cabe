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

export function variantUrl(url: string, width: number): string {
  return url.replace(/-\d+\.webp$/, `-${width}.webp`);
}

export function srcSet(image: Pick<ImageRef, 'url' | 'anchos'>): string {
  return image.anchos.map((w) => `${variantUrl(image.url, w)} ${w}w`).join(', ');
}

/**
 * Widths of the stored variants of an image known only by the address of its widest one: the
 * public image pipeline writes every standard width below the image's own, then the image's own
 * width capped at the largest (src/server/storage/images.ts). Used where only the URL is stored.
 */
export function variantWidthsOf(url: string): number[] {
  const widest = Number(/-(\d+)\.webp$/.exec(url)?.[1]);
  if (!Number.isInteger(widest) || widest <= 0) return [];
  return [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
}
