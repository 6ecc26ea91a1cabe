import type { Readable } from 'node:stream';
import { PHOTO_MESSAGES, TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { CLIENT_PHOTOS_LIMIT, type ClientPhoto, clientPhotoUrl, staffPhotoUrl, TASK_PHOTOS_LIMIT, type TaskPhoto } from '../../../domain/tasks/photos.ts';
import type { Database } from '../../platform/db/client.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { UploadCheck } from '../../platform/scan/upload-screen.ts';
import { storePrivateImage } from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './photos.repo.ts';
import * as tasksRepo from './tasks.repo.ts';

export interface PhotoDownload {
  stream: Readable;
  size: number;
}

function toPhoto(row: repo.PhotoRow): TaskPhoto {
  return {
    id: row.id,
    url: staffPhotoUrl(row.id),
    ancho: row.ancho,
    alto: row.alto,
    compartida: row.compartida,
    subida_por: row.subidaPorNombre,
    created_at: row.createdAt.toISOString(),
  };
}

/** Site photos of a task (ADR 117): stored private, served only through routes that check the caller. */
export function createTaskPhotosService({ db, storage }: { db: Database; storage: Storage }) {
  async function open(key: string): Promise<PhotoDownload> {
    const stored = await storage.read(key);
    if (!stored) throw NotFound(PHOTO_MESSAGES.photoNotFound);
    return { stream: stored.stream, size: stored.size };
  }

  return {
    async list(tareaId: string): Promise<TaskPhoto[]> {
      if (!(await tasksRepo.findTask(db, tareaId))) throw NotFound(TASK_MESSAGES.taskNotFound);
      return (await repo.photosOf(db, tareaId, TASK_PHOTOS_LIMIT)).map(toPhoto);
    },
    async add(tareaId: string, data: Buffer | undefined, check: UploadCheck, by: string): Promise<TaskPhoto[]> {
      if (!(await tasksRepo.findTask(db, tareaId))) throw NotFound(TASK_MESSAGES.taskNotFound);
      if (!data) throw Invalid(PHOTO_MESSAGES.required, { field: 'foto' });
      const stored = await storePrivateImage(storage, 'tareas', data, check);
      try {
        await repo.insertPhoto(db, { tareaId, clave: stored.key, ancho: stored.ancho, alto: stored.alto, subidaPorNombre: by });
      } catch (error) {
        await storage.delete(stored.key);
        throw error;
      }
      return (await repo.photosOf(db, tareaId, TASK_PHOTOS_LIMIT)).map(toPhoto);
    },
    async share(tareaId: string, fotoId: string, compartida: boolean): Promise<TaskPhoto[]> {
      if (!(await repo.setShared(db, tareaId, fotoId, compartida))) throw NotFound(PHOTO_MESSAGES.photoNotFound);
      return (await repo.photosOf(db, tareaId, TASK_PHOTOS_LIMIT)).map(toPhoto);
    },
    /** For the tasks staff. */
    async read(fotoId: string): Promise<PhotoDownload> {
      const row = await repo.findPhoto(db, fotoId);
      if (!row) throw NotFound(PHOTO_MESSAGES.photoNotFound);
      return open(row.clave);
    },
    /** For a client: only shared, of its own Activo project; anything else is the same 404. */
    async readForClient(userId: string, fotoId: string): Promise<PhotoDownload> {
      const row = await repo.sharedPhotoFor(db, userId, fotoId);
      if (!row) throw NotFound(PHOTO_MESSAGES.photoNotFound);
      return open(row.clave);
    },
    /** The client's timeline of a project it may see (the caller checked the link). */
    async sharedOfProject(projectId: string): Promise<ClientPhoto[]> {
      const rows = await repo.sharedPhotosOfProject(db, projectId, CLIENT_PHOTOS_LIMIT);
      return rows.map(({ photo, titulo }) => ({
        id: photo.id,
        tarea_id: photo.tareaId,
        tarea_titulo: titulo,
        url: clientPhotoUrl(photo.id),
        ancho: photo.ancho,
        alto: photo.alto,
        created_at: photo.createdAt.toISOString(),
      }));
    },
  };
}

export type TaskPhotosService = ReturnType<typeof createTaskPhotosService>;
