import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CarouselType } from '../../../domain/carousel/carousel.ts';
import type { Executor } from '../../platform/db/client.ts';
import { carruselImagenes } from '../../platform/db/schema/index.ts';

export type CarouselRow = typeof carruselImagenes.$inferSelect;
export type NewCarouselRow = typeof carruselImagenes.$inferInsert;

/** Active items of one type, by orden (the public carousel). */
export function listActive(db: Executor, tipo: CarouselType, limit: number): Promise<CarouselRow[]> {
  return db
    .select()
    .from(carruselImagenes)
    .where(and(eq(carruselImagenes.tipo, tipo), eq(carruselImagenes.activo, true)))
    .orderBy(asc(carruselImagenes.orden), asc(carruselImagenes.createdAt), asc(carruselImagenes.id))
    .limit(limit);
}

/** Every item, by type then orden (the carousel admin; bounded by MAX_ITEMS_PER_TYPE per type). */
export function listAll(db: Executor, limit: number): Promise<CarouselRow[]> {
  return db
    .select()
    .from(carruselImagenes)
    .orderBy(asc(carruselImagenes.tipo), asc(carruselImagenes.orden), asc(carruselImagenes.createdAt), asc(carruselImagenes.id))
    .limit(limit);
}

/** Items of one type in display order, for rewriting their positions. */
export function listOfType(db: Executor, tipo: string): Promise<Array<{ id: string; orden: number }>> {
  return db
    .select({ id: carruselImagenes.id, orden: carruselImagenes.orden })
    .from(carruselImagenes)
    .where(eq(carruselImagenes.tipo, tipo))
    .orderBy(asc(carruselImagenes.orden), asc(carruselImagenes.createdAt), asc(carruselImagenes.id));
}

export async function countOfType(db: Executor, tipo: CarouselType): Promise<number> {
  const [row] = await db.select({ n: count() }).from(carruselImagenes).where(eq(carruselImagenes.tipo, tipo));
  return row?.n ?? 0;
}

export async function findById(db: Executor, id: string): Promise<CarouselRow | undefined> {
  const [row] = await db.select().from(carruselImagenes).where(eq(carruselImagenes.id, id)).limit(1);
  return row;
}

export async function insertItem(db: Executor, values: NewCarouselRow): Promise<CarouselRow> {
  const [row] = await db.insert(carruselImagenes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setActive(db: Executor, id: string, activo: boolean): Promise<void> {
  await db.update(carruselImagenes).set({ activo }).where(eq(carruselImagenes.id, id));
}

export async function setTexts(db: Executor, id: string, texts: { titulo?: string; descripcion?: string | null }): Promise<void> {
  await db.update(carruselImagenes).set(texts).where(eq(carruselImagenes.id, id));
}

export async function setOrder(db: Executor, id: string, orden: number): Promise<void> {
  await db.update(carruselImagenes).set({ orden }).where(eq(carruselImagenes.id, id));
}

export async function deleteItem(db: Executor, id: string): Promise<CarouselRow | undefined> {
  const [row] = await db.delete(carruselImagenes).where(eq(carruselImagenes.id, id)).returning();
  return row;
}

/**
 * Serialises writers of carousel positions until the transaction ends (PostgreSQL advisory
 * lock), so two uploads or moves at once never hand out the same orden.
 */
export async function lockPositions(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('carrusel_imagenes.orden'))`);
}
