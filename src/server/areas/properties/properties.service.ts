import { barrioKey } from '../../../domain/neighbourhood/barrio-names.ts';
import type { ListingBody, ManagedProperty, Property, PublicationBody } from '../../../domain/properties/properties.schemas.ts';
import { badgeColor, PROPERTY_LIMITS, PROPERTY_MESSAGES } from '../../../domain/properties/properties.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import type { ImageRef } from '../../../domain/shared/images.ts';
import { type PaginationQuery, pageOffset } from '../../../domain/shared/pagination.ts';
import { hasAnyRole } from '../../../domain/shared/roles.ts';
import { type AuditRecorder, auditEntry } from '../../platform/audit-port.ts';
import type { SessionUser } from '../../platform/auth/session.ts';
import type { Database } from '../../platform/db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { announcingWrites, type PublicDataChanges, UNWATCHED } from '../../platform/public-data.ts';
import type { UploadCheck } from '../../platform/scan/upload-screen.ts';
import { deletePublicImage, storePublicImage } from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repo from './properties.repo.ts';

export function toProperty(row: repo.PropertyRow): Property {
  return {
    id: row.id,
    titulo: row.titulo,
    tipo: row.tipo,
    barrio: row.barrio,
    calle: row.calle,
    altura: row.altura,
    metros_cuadrados: row.metrosCuadrados,
    precio_venta: row.precioVenta,
    descripcion: row.descripcion,
    caracteristicas: row.caracteristicas,
    imagenes: row.imagenes,
    imagenes_urls: row.imagenes.map((i) => i.url),
    badge: row.badge,
    badge_color: row.badge || row.badgeColor ? badgeColor(row.badgeColor) : null,
    publicada: row.publicada,
    orden_publicacion: row.ordenPublicacion,
    created_at: row.createdAt.toISOString(),
  };
}

const toManaged = (row: repo.PropertyRow & { propietarioNombre?: string | null }, viewer: SessionUser): ManagedProperty => ({
  ...toProperty(row),
  propietario_nombre: row.propietarioNombre ?? null,
  es_propia: row.propietarioId === viewer.id,
  es_muestra: row.esMuestra,
});

const isAdmin = (u: SessionUser) => hasAnyRole(u.roles, ['admin']);

async function paged<T>(
  q: PaginationQuery,
  load: (limit: number, offset: number) => Promise<{ rows: repo.ManagedRow[]; total: number }>,
  map: (r: repo.ManagedRow) => T,
) {
  const { rows, total } = await load(q.page_size, pageOffset(q));
  return { items: rows.map(map), total, page: q.page, page_size: q.page_size };
}

/**
 * An owner's change to a published listing takes it off the marketplace until an admin
 * publishes it again: what is public is always what an admin approved (ADR 031).
 */
const republishRule = (viewer: SessionUser) => (isAdmin(viewer) ? {} : { publicada: false });

const tooManyImages = () => Invalid(PROPERTY_MESSAGES.demasiadasImagenes, { code: ERROR_CODES.imageLimit, field: 'imagenes' });

/** «Título» (id), and whose it is when someone else acted on it: an audit entry's detail. */
const listingDetail = (row: repo.PropertyRow, viewer: SessionUser) =>
  `«${row.titulo}» (${row.id})${row.propietarioId === viewer.id ? '' : `, de la cuenta ${row.propietarioId}`}`;

/**
 * The property marketplace (public) and the property platform (owners, admins who publish).
 * Publishing, unpublishing and deleting a listing are audited (who, from where, which listing).
 */
export function createPropertiesService({
  db,
  storage,
  audit,
  changes = UNWATCHED,
}: {
  db: Database;
  storage: Storage;
  audit: AuditRecorder;
  changes?: PublicDataChanges;
}) {
  /** The listing, when the viewer owns it or is an admin. */
  async function editable(viewer: SessionUser, id: string): Promise<repo.PropertyRow> {
    const row = await repo.findById(db, id);
    if (!row) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
    if (row.propietarioId !== viewer.id && !isAdmin(viewer)) throw Forbidden(PROPERTY_MESSAGES.ajena);
    return row;
  }

  const service = {
    listPublished: (q: PaginationQuery) => paged(q, (l, o) => repo.listPublished(db, l, o), toProperty),

    /** The published listings of one barrio, however its name was typed (barrio pages). */
    listPublishedInBarrio: (barrio: string, q: PaginationQuery) => paged(q, (l, o) => repo.listPublishedInBarrio(db, barrioKey(barrio), l, o), toProperty),

    async getPublished(id: string): Promise<Property> {
      const row = await repo.findPublished(db, id);
      if (!row) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
      return toProperty(row);
    },

    listOwn: (viewer: SessionUser, q: PaginationQuery) =>
      paged(
        q,
        (l, o) => repo.listByOwner(db, viewer.id, l, o),
        (r) => toManaged(r, viewer),
      ),

    listAll: (viewer: SessionUser, q: PaginationQuery) =>
      paged(
        q,
        (l, o) => repo.listAll(db, l, o),
        (r) => toManaged(r, viewer),
      ),

    async create(viewer: SessionUser, body: ListingBody): Promise<ManagedProperty> {
      // An open sign-up confirms its address before its listings reach an admin's queue (ADR 092).
      if (!viewer.email_verified) throw Forbidden(PROPERTY_MESSAGES.emailSinConfirmar, { code: ERROR_CODES.emailUnverified });
      const row = await db.transaction(async (tx) => {
        await repo.lockOwner(tx, viewer.id);
        if ((await repo.countByOwner(tx, viewer.id)) >= PROPERTY_LIMITS.porUsuario)
          throw Conflict(PROPERTY_MESSAGES.demasiadasPropiedades, { code: ERROR_CODES.propertyLimit });
        return repo.insertListing(tx, viewer.id, body);
      });
      return toManaged({ ...row, propietarioNombre: viewer.name }, viewer);
    },

    async update(viewer: SessionUser, id: string, body: ListingBody): Promise<ManagedProperty> {
      await editable(viewer, id);
      const row = await repo.updateListing(db, id, body, republishRule(viewer));
      if (!row) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
      return toManaged(row, viewer);
    },

    async remove(viewer: SessionUser, id: string, direccion: string): Promise<void> {
      const row = await editable(viewer, id);
      await db.transaction(async (tx) => {
        await repo.deleteListing(tx, id);
        await audit.record(auditEntry({ id: viewer.id, direccion }, 'propiedad_eliminada', listingDetail(row, viewer)), tx);
      });
      await Promise.all(row.imagenes.map((image) => deletePublicImage(storage, image)));
    },

    /** Publishes, unpublishes or orders a listing; a change of `publicada` is audited with it (ordering alone is not). */
    async publish(viewer: SessionUser, id: string, body: PublicationBody, direccion: string): Promise<ManagedProperty> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.lockById(tx, id);
        if (!before) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
        const after = await repo.updatePublication(tx, id, { publicada: body.publicada, ordenPublicacion: body.orden_publicacion });
        if (!after) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
        if (after.publicada !== before.publicada) {
          const orden = body.orden_publicacion === undefined ? '' : `, orden ${body.orden_publicacion}`;
          const accion = after.publicada ? 'propiedad_publicada' : 'propiedad_despublicada';
          await audit.record(auditEntry({ id: viewer.id, direccion }, accion, `${listingDetail(after, viewer)}${orden}`), tx);
        }
        return after;
      });
      return toManaged(row, viewer);
    },

    /**
     * Adds images as they arrive (`files` yields one at a time; never all in memory). The owner
     * check comes before the first file is read; each file is checked (content, then `check`) and
     * re-encoded, and one past the listing's room is refused before it costs anything; the list is
     * then appended under a row lock so two uploads at once cannot exceed the limit. On any
     * failure every file stored by this call is deleted again.
     */
    async addImages(viewer: SessionUser, id: string, files: AsyncIterable<Buffer>, check: UploadCheck): Promise<ManagedProperty> {
      const before = await editable(viewer, id);
      const stored: ImageRef[] = [];
      try {
        for await (const file of files) {
          if (before.imagenes.length + stored.length >= PROPERTY_LIMITS.imagenes) throw tooManyImages();
          stored.push(await storePublicImage(storage, 'propiedades', file, check));
        }
        if (stored.length === 0) throw Invalid(PROPERTY_MESSAGES.sinImagen, { field: 'imagenes' });
        const row = await db.transaction(async (tx) => {
          const current = await repo.lockById(tx, id);
          if (!current) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
          if (current.imagenes.length + stored.length > PROPERTY_LIMITS.imagenes) throw tooManyImages();
          return repo.setImages(tx, id, [...current.imagenes, ...stored], republishRule(viewer));
        });
        if (!row) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
        return toManaged(row, viewer);
      } catch (error) {
        await Promise.all(stored.map((image) => deletePublicImage(storage, image)));
        throw error;
      }
    },

    async removeImage(viewer: SessionUser, id: string, index: number): Promise<ManagedProperty> {
      await editable(viewer, id);
      const { row, removed } = await db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
        const image = current.imagenes[index];
        if (!image) throw NotFound(PROPERTY_MESSAGES.imagenNoEncontrada);
        // Removing a picture adds nothing unreviewed, so the listing stays as it is.
        const updated = await repo.setImages(
          tx,
          id,
          current.imagenes.filter((_, i) => i !== index),
        );
        return { row: updated, removed: image };
      });
      await deletePublicImage(storage, removed);
      if (!row) throw NotFound(PROPERTY_MESSAGES.noEncontrada);
      return toManaged(row, viewer);
    },
  };
  // The public pages that read listings are drawn again after these (platform/public-data.ts).
  return announcingWrites(service, ['update', 'remove', 'publish', 'addImages', 'removeImage'] as const, changes, 'listings');
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
