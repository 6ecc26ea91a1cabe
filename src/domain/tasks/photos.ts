import { z } from 'zod';
import { PHOTO_MESSAGES } from './messages.ts';

/** Site photos of a task (ADR 117): private to the tasks staff; a client sees one only once it is shared. */

/** Photos listed per task in the detail (newest first). */
export const TASK_PHOTOS_LIMIT = 60;
/** Shared photos in the client's timeline (newest first). */
export const CLIENT_PHOTOS_LIMIT = 30;

export const taskPhotoSchema = z.object({
  id: z.string(),
  /** The authenticated route that serves it (never a storage URL). */
  url: z.string(),
  ancho: z.number().int(),
  alto: z.number().int(),
  compartida: z.boolean(),
  subida_por: z.string(),
  created_at: z.string(),
});
export type TaskPhoto = z.infer<typeof taskPhotoSchema>;
export const taskPhotosSchema = z.array(taskPhotoSchema);

export const photoShareSchema = z.object({ compartida: z.boolean({ error: 'Indicá si la ve el cliente' }) });
export const photoParamsSchema = z.object({ id: z.uuid(PHOTO_MESSAGES.photoNotFound), foto_id: z.uuid(PHOTO_MESSAGES.photoNotFound) });
export const photoIdParamsSchema = z.object({ foto_id: z.uuid(PHOTO_MESSAGES.photoNotFound) });

/** A shared photo in the client's timeline. */
export const clientPhotoSchema = z.object({
  id: z.string(),
  tarea_id: z.string(),
  tarea_titulo: z.string(),
  url: z.string(),
  ancho: z.number().int(),
  alto: z.number().int(),
  created_at: z.string(),
});
export type ClientPhoto = z.infer<typeof clientPhotoSchema>;

export const staffPhotoUrl = (id: string) => `/api/tareas/fotos/${id}`;
export const clientPhotoUrl = (id: string) => `/api/tareas/cliente/fotos/${id}`;
