import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListingBody } from '../../../domain/properties/properties.schemas.ts';
import type { ImageRef } from '../../../domain/shared/images.ts';
import type { Executor } from '../../platform/db/client.ts';
import { propiedades, user } from '../../platform/db/schema/index.ts';

export type PropertyRow = typeof propiedades.$inferSelect;
export type ManagedRow = PropertyRow & { propietarioNombre: string | null };

const order = [desc(propiedades.ordenPublicacion), desc(propiedades.createdAt), desc(propiedades.id)];

async function page(db: Executor, where: SQL | undefined, limit: number, offset: number): Promise<{ rows: ManagedRow[]; total: number }> {
  const rows = await db
    .select({ p: propiedades, propietarioNombre: user.name })
    .from(propiedades)
    .leftJoin(user, eq(user.id, propiedades.propietarioId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(propiedades).where(where);
  return { rows: rows.map((r) => ({ ...r.p, propietarioNombre: r.propietarioNombre })), total: total?.n ?? 0 };
}

export const listPublished = (db: Executor, limit: number, offset: number) => page(db, eq(propiedades.publicada, true), limit, offset);
/**
 * Published listings whose typed barrio reads as `key` (barrioKey of domain/neighbourhood/barrio-names.ts:
 * lower case, no accents, words split by single spaces), so «NUÑEZ» and «Núñez» both count.
 */
export const listPublishedInBarrio = (db: Executor, key: string, limit: number, offset: number) =>
  page(
    db,
    and(
      eq(propiedades.publicada, true),
      sql`trim(regexp_replace(translate(lower(${propiedades.barrio}), 'áàäâéèëêíìïîóòöôúùüûñ', 'aaaaeeeeiiiioooouuuun'), '[^a-z0-9]+', ' ', 'g')) = ${key}`,
    ),
    limit,
    offset,
  );
export const listByOwner = (db: Executor, ownerId: string, limit: number, offset: number) => page(db, eq(propiedades.propietarioId, ownerId), limit, offset);
export const listAll = (db: Executor, limit: number, offset: number) => page(db, undefined, limit, offset);

export async function findById(db: Executor, id: string): Promise<PropertyRow | null> {
  const [row] = await db.select().from(propiedades).where(eq(propiedades.id, id));
  return row ?? null;
}

export async function findPublished(db: Executor, id: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(propiedades)
    .where(and(eq(propiedades.id, id), eq(propiedades.publicada, true)));
  return row ?? null;
}

/** Locks the row for a read-modify-write (image lists). */
export async function lockById(tx: Executor, id: string): Promise<PropertyRow | null> {
  const [row] = await tx.select().from(propiedades).where(eq(propiedades.id, id)).for('update');
  return row ?? null;
}

/** Serializes an owner's concurrent creations (inside a transaction), so the per-account cap holds. */
export async function lockOwner(tx: Executor, ownerId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerId)).for('update');
}

export async function countByOwner(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(propiedades).where(eq(propiedades.propietarioId, ownerId));
  return row?.n ?? 0;
}

const columnsOf = (body: ListingBody) => ({
  titulo: body.titulo,
  tipo: body.tipo,
  barrio: body.barrio,
  calle: body.calle,
  altura: body.altura,
  metrosCuadrados: body.metros_cuadrados,
  precioVenta: body.precio_venta,
  descripcion: body.descripcion,
  caracteristicas: body.caracteristicas,
  badge: body.badge,
  badgeColor: body.badge_color,
});

export async function insertListing(db: Executor, ownerId: string, body: ListingBody): Promise<PropertyRow> {
  const [row] = await db
    .insert(propiedades)
    .values({ ...columnsOf(body), propietarioId: ownerId, publicada: false })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateListing(
  db: Executor,
  id: string,
  body: ListingBody,
  extra: Partial<Pick<PropertyRow, 'publicada'>> = {},
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(propiedades)
    .set({ ...columnsOf(body), ...extra })
    .where(eq(propiedades.id, id))
    .returning();
  return row ?? null;
}

export async function updatePublication(db: Executor, id: string, set: { publicada?: boolean; ordenPublicacion?: number }): Promise<PropertyRow | null> {
  const [row] = await db.update(propiedades).set(set).where(eq(propiedades.id, id)).returning();
  return row ?? null;
}

export async function setImages(
  db: Executor,
  id: string,
  imagenes: ImageRef[],
  extra: Partial<Pick<PropertyRow, 'publicada'>> = {},
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(propiedades)
    .set({ imagenes, ...extra })
    .where(eq(propiedades.id, id))
    .returning();
  return row ?? null;
}

export async function deleteListing(db: Executor, id: string): Promise<void> {
  await db.delete(propiedades).where(eq(propiedades.id, id));
}
