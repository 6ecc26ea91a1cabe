import type { FastifyBaseLogger } from 'fastify';
import { describeChanges } from '../../../domain/accounts/audit.ts';
import { type CarouselAdminItem, type CarouselItem, type CarouselUpdate, carouselFieldsSchema } from '../../../domain/carousel/carousel.schemas.ts';
import { CAROUSEL_MESSAGES, type CarouselType, MAX_ITEMS_PER_TYPE } from '../../../domain/carousel/carousel.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { denseOrderChanges, moveItem } from '../../../domain/shared/ordering.ts';
import { type AuditActor, type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { Database } from '../../platform/db/client.ts';
import { Conflict, Invalid, invalidFrom, NotFound } from '../../platform/errors.ts';
import { announcingWrites, type PublicDataChanges, UNWATCHED } from '../../platform/public-data.ts';
import type { UploadCheck } from '../../platform/scan/upload-screen.ts';
import { deletePublicImage, storePublicImage } from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './carousel.repo.ts';

/** Folder of the carousel images inside public storage (/uploads/carrusel/…). */
export const CAROUSEL_FOLDER = 'carrusel';

export function toPublicItem(row: repo.CarouselRow): CarouselItem {
  return {
    id: row.id,
    tipo: row.tipo as CarouselType,
    titulo: row.titulo,
    descripcion: row.descripcion,
    imagen_url: row.imagenUrl,
    imagen_anchos: row.imagenAnchos,
    imagen_ancho: row.imagenAncho,
    imagen_alto: row.imagenAlto,
    orden: row.orden,
  };
}

export function toAdminItem(row: repo.CarouselRow): CarouselAdminItem {
  return { ...toPublicItem(row), activo: row.activo, es_muestra: row.esMuestra, created_at: row.createdAt.toISOString() };
}

const itemDetail = (row: repo.CarouselRow) => `«${row.titulo}» (${row.tipo}, ${row.id})`;

/** Carousel images: the public lists per type and the staff's /parcela/admin (every change audited). */
export function createCarouselService({
  db,
  storage,
  audit,
  log,
  changes = UNWATCHED,
}: {
  db: Database;
  storage: Storage;
  audit: AuditRecorder;
  log?: FastifyBaseLogger;
  changes?: PublicDataChanges;
}) {
  const full = () => Conflict(CAROUSEL_MESSAGES.full, { code: ERROR_CODES.carouselFull });
  const service = {
    async listPublic(tipo: CarouselType): Promise<CarouselItem[]> {
      return (await repo.listActive(db, tipo, MAX_ITEMS_PER_TYPE)).map(toPublicItem);
    },

    async listForAdmin(): Promise<CarouselAdminItem[]> {
      return (await repo.listAll(db, MAX_ITEMS_PER_TYPE * 2)).map(toAdminItem);
    },

    /**
     * Adds an image at the end of its carousel: the text fields are checked, the file goes through
     * the public image pipeline (415 for anything that is not a raster image; `check` before
     * anything is stored), then the row is written with orden = count of its type. A failed insert
     * removes the files again.
     */
    async addImage(rawFields: Record<string, string>, data: Buffer | undefined, check: UploadCheck, actor: AuditActor): Promise<CarouselAdminItem> {
      const parsed = carouselFieldsSchema.safeParse(rawFields);
      if (!parsed.success) throw invalidFrom(parsed.error);
      if (!data) throw Invalid(CAROUSEL_MESSAGES.imageRequired, { field: 'imagen' });
      const fields = parsed.data;
      if ((await repo.countOfType(db, fields.tipo)) >= MAX_ITEMS_PER_TYPE) throw full();
      const image = await storePublicImage(storage, CAROUSEL_FOLDER, data, check);
      try {
        const row = await db.transaction(async (tx) => {
          await repo.lockPositions(tx);
          const orden = await repo.countOfType(tx, fields.tipo);
          if (orden >= MAX_ITEMS_PER_TYPE) throw full();
          const inserted = await repo.insertItem(tx, {
            tipo: fields.tipo,
            titulo: fields.titulo,
            descripcion: fields.descripcion,
            imagenUrl: image.url,
            imagenAnchos: image.anchos,
            imagenAncho: image.ancho,
            imagenAlto: image.alto,
            orden,
          });
          await audit.record(auditEntry(actor, 'carrusel_imagen_agregada', `${itemDetail(inserted)}, posición ${orden}`), tx);
          return inserted;
        });
        return toAdminItem(row);
      } catch (error) {
        await deletePublicImage(storage, image);
        throw error;
      }
    },

    /** Moves an item to another position inside its type (positions stay 0..n-1) and/or toggles activo. */
    async updateItem(id: string, change: CarouselUpdate, actor: AuditActor): Promise<CarouselAdminItem> {
      const row = await db.transaction(async (tx) => {
        await repo.lockPositions(tx);
        const current = await repo.findById(tx, id);
        if (!current) throw NotFound(CAROUSEL_MESSAGES.notFound);
        if (change.activo !== undefined && change.activo !== current.activo) await repo.setActive(tx, id, change.activo);
        if (change.titulo !== undefined || change.descripcion !== undefined) {
          await repo.setTexts(tx, id, {
            ...(change.titulo !== undefined && { titulo: change.titulo }),
            ...(change.descripcion !== undefined && { descripcion: change.descripcion }),
          });
        }
        if (change.orden !== undefined) {
          const siblings = await repo.listOfType(tx, current.tipo);
          const from = siblings.findIndex((s) => s.id === id);
          for (const { id: siblingId, orden } of denseOrderChanges(moveItem(siblings, from, change.orden))) await repo.setOrder(tx, siblingId, orden);
        }
        const updated = await repo.findById(tx, id);
        const view = (r: typeof current) => ({ activo: r.activo, orden: r.orden, titulo: r.titulo, descripcion: r.descripcion });
        const changes = updated && describeChanges(view(current), view(updated));
        if (updated && changes) await audit.record(auditEntry(actor, 'carrusel_imagen_modificada', `${itemDetail(updated)}: ${changes}`), tx);
        return updated;
      });
      if (!row) throw NotFound(CAROUSEL_MESSAGES.notFound);
      return toAdminItem(row);
    },

    /** Deletes an item, closes the gap it leaves in its type, then removes its files. */
    async removeItem(id: string, actor: AuditActor): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        await repo.lockPositions(tx);
        const row = await repo.deleteItem(tx, id);
        if (!row) throw NotFound(CAROUSEL_MESSAGES.notFound);
        await audit.record(auditEntry(actor, 'carrusel_imagen_eliminada', itemDetail(row)), tx);
        for (const { id: siblingId, orden } of denseOrderChanges(await repo.listOfType(tx, row.tipo))) await repo.setOrder(tx, siblingId, orden);
        return row;
      });
      try {
        await deletePublicImage(storage, { url: removed.imagenUrl, anchos: removed.imagenAnchos });
      } catch (error) {
        // The row is gone and the page no longer shows the image; a leftover file is only disk space.
        log?.warn({ err: error, url: removed.imagenUrl }, 'no se pudieron borrar los archivos de una imagen del carrusel');
      }
    },
  };
  // The public pages that read carousel are drawn again after these (platform/public-data.ts).
  return announcingWrites(service, ['addImage', 'updateItem', 'removeItem'] as const, changes, 'carousel');
}

export type CarouselService = ReturnType<typeof createCarouselService>;
