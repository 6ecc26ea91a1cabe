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
