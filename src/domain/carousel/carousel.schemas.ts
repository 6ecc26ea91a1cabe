import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../shared/images.ts';
import { multilineText, text } from '../shared/text.ts';
import { CAROUSEL_MESSAGES, CAROUSEL_TYPES, DESCRIPTION_MAX, TITLE_MAX } from './carousel.ts';

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

/** The browser form: the same fields plus the chosen file, checked before anything is sent. */
export const carouselFormSchema = carouselFieldsSchema.extend({
  imagen: z
    .custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob && v.size > 0, CAROUSEL_MESSAGES.imageRequired)
    .refine((f) => f.type === '' || f.type.startsWith('image/'), CAROUSEL_MESSAGES.notAnImage)
    .refine((f) => f.size <= MAX_UPLOAD_BYTES, CAROUSEL_MESSAGES.imageTooLarge),
});

export const carouselListQuerySchema = z.object({ tipo: carouselTypeSchema });

export const carouselIdParamsSchema = z.object({ id: z.uuid(CAROUSEL_MESSAGES.notFound) });

/** PATCH body: a new position inside its type, the active flag, and/or its texts. */
export const carouselUpdateSchema = z
  .object({
    orden: z.number().int().min(0).optional(),
    activo: z.boolean().optional(),
    // The texts with the rules of a new image (an empty description clears it).
    titulo: carouselFieldsSchema.shape.titulo.optional(),
    descripcion: multilineText()
      .max(DESCRIPTION_MAX, CAROUSEL_MESSAGES.descriptionTooLong)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), CAROUSEL_MESSAGES.nothingToChange);

/** The staff form that edits an image's texts ("Editar textos"). */
export const carouselTextsSchema = carouselFieldsSchema.pick({ titulo: true, descripcion: true });
export type CarouselUpdate = z.infer<typeof carouselUpdateSchema>;
/** What the staff screen sends (the same body, before its texts are cleaned). */
export type CarouselChange = z.input<typeof carouselUpdateSchema>;

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
  /** Sample picture drawn by the demo seed: marked in the admin, never shown to visitors. */
  es_muestra: z.boolean(),
  created_at: z.string(),
});
export type CarouselAdminItem = z.infer<typeof carouselAdminItemSchema>;
