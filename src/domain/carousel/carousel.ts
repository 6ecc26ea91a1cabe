import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../shared/images.ts';
import { multilineText, text } from '../shared/text.ts';

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
  imageRequired: 'Debes seleccionar una imagen',
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
  nothingToChange: 'Indicá la nueva posición o si la imagen está activa',
  full: 'Se alcanzó el máximo de imágenes para esta sección. Eliminá alguna antes de agregar otra.',
} as const;

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 500;
/** Each carousel holds at most this many images, so every list of them stays bounded. */
export const MAX_ITEMS_PER_TYPE = 50;

export const carouselTypeSchema = z.enum(CAROUSEL_TYPES, { error: CAROUSEL_MESSAGES.invalidType });

/** The text fields of a new carousel image (the file travels beside them). Empty description → null. */
export const carouselFieldsSchema = z.object({
  titulo: text({ error: CAROUSEL_MESSAGES.titleRequired }).min(1, CAROUSEL_MESSAGES.titleRequired).max(TITLE_MAX, CAROUSEL_MESSAGES.titleTooLong),
  descripcion: multilineText()
    .max(DESCRIPTION_MAX, CAROUSEL_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  tipo: carouselTypeSchema,
});
export type CarouselFields = z.output<typeof carouselFieldsSchema>;

/** The browser form: the same fields plus the chosen file, checked before anything is sent. */
export const carouselFormSchema = carouselFieldsSchema.extend({
  imagen: z
    .custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob && v.size > 0, CAROUSEL_MESSAGES.imageRequired)
    .refine((f) => f.type === '' || f.type.startsWith('image/'), CAROUSEL_MESSAGES.notAnImage)
    .refine((f) => f.size <= MAX_UPLOAD_BYTES, CAROUSEL_MESSAGES.imageTooLarge),
});
export type CarouselFormInput = z.input<typeof carouselFormSchema>;

export const carouselListQuerySchema = z.object({ tipo: carouselTypeSchema });

export const carouselIdParamsSchema = z.object({ id: z.uuid(CAROUSEL_MESSAGES.notFound) });

/** PATCH body: a new position inside its type and/or the active flag. */
export const carouselUpdateSchema = z
  .object({
    orden: z.number().int().min(0).optional(),
    activo: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.orden !== undefined || v.activo !== undefined, CAROUSEL_MESSAGES.nothingToChange);
export type CarouselUpdate = z.infer<typeof carouselUpdateSchema>;

/** What a visitor receives: only what the carousel draws. */
export const carouselItemSchema = z.object({
  id: z.string(),
  tipo: carouselTypeSchema,
  titulo: z.string(),
  descripcion: z.string().nullable(),
  imagen_url: z.string(),
  imagen_anchos: z.array(z.number().int()),
  imagen_ancho: z.number().int().nullable(),
  imagen_alto: z.number().int().nullable(),
  orden: z.number().int(),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

/** What the carousel admin receives. */
export const carouselAdminItemSchema = carouselItemSchema.extend({
  activo: z.boolean(),
  created_at: z.string(),
});
export type CarouselAdminItem = z.infer<typeof carouselAdminItemSchema>;

/** Index `i` brought into 0..length-1, wrapping at both ends (Anterior on the first goes to the last). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
