/**
 * Carousel constants, texts and helpers without zod (the /empresa page imports only this; the
 * schemas live in carousel.schemas.ts so the page's first visit does not download zod).
 */

/** The two carousels of the firm landing page (spec §2, §3: carrusel_{product}.tipo). */
export const CAROUSEL_TYPES = ['propiedades', 'trabajos'] as const;
export type CarouselType = (typeof CAROUSEL_TYPES)[number];

export const CAROUSEL_TYPE_LABELS: Record<CarouselType, string> = {
  propiedades: 'Propiedades en Venta',
  trabajos: 'Nuestros Trabajos',
};

/** The spec's texts (§2 carousel section, §5 carousel form, §8 carousel), spelled once. */
export const CAROUSEL_MESSAGES = {
  loading: 'Cargando...',
  empty: 'No hay imágenes disponibles',
  imageRequired: 'Seleccioná una imagen',
  added: 'Imagen agregada correctamente',
  uploadFailed: 'No se pudo subir la imagen',
  deleted: 'Imagen eliminada correctamente',
  deleteFailed: 'No se pudo eliminar la imagen',
  loadFailed: 'No se pudieron cargar las imágenes',
  /** Logged (not shown) when the public carousel cannot load its items. */
  fetchLog: 'Error fetching carrusel items:',
  // Ours, where the spec is silent.
  titleRequired: 'El título es obligatorio',
  titleTooLong: 'El título debe tener menos de 120 caracteres',
  descriptionTooLong: 'La descripción debe tener menos de 500 caracteres',
  invalidType: 'Elegí si la imagen va en Propiedades en Venta o en Nuestros Trabajos',
  notAnImage: 'El archivo debe ser una imagen',
  imageTooLarge: 'La imagen debe pesar 10 MB o menos',
  oneImageOnly: 'Subí una sola imagen por vez',
  notFound: 'La imagen no existe o ya fue eliminada',
  nothingToChange: 'Indicá la nueva posición, si la imagen está activa o sus textos',
  textsSaved: 'Textos guardados',
  full: 'Se alcanzó el máximo de imágenes para esta sección. Eliminá alguna antes de agregar otra.',
} as const;

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 500;
/** Each carousel holds at most this many images, so every list of them stays bounded. */
export const MAX_ITEMS_PER_TYPE = 50;

/** Index `i` brought into 0..length-1, wrapping at both ends (Anterior on the first goes to the last). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
