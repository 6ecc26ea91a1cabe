import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { tareaChecklist } from '../../platform/db/schema/index.ts';

export type ChecklistRow = typeof tareaChecklist.$inferSelect;

export function itemsOf(db: Executor, tareaId: string): Promise<ChecklistRow[]> {
  return db.select().from(tareaChecklist).where(eq(tareaChecklist.tareaId, tareaId)).orderBy(asc(tareaChecklist.posicion), asc(tareaChecklist.createdAt));
}

export async function countAndLast(db: Executor, tareaId: string): Promise<{ total: number; last: number | null }> {
  const [row] = await db
    .select({ total: count(), last: max(tareaChecklist.posicion) })
    .from(tareaChecklist)
    .where(eq(tareaChecklist.tareaId, tareaId));
  return { total: row?.total ?? 0, last: row?.last ?? null };
}

export async function insertItem(db: Executor, tareaId: string, texto: string, posicion: number): Promise<void> {
  await db.insert(tareaChecklist).values({ tareaId, texto, posicion });
}

export async function updateItem(db: Executor, tareaId: string, id: string, values: { hecho?: boolean; texto?: string }): Promise<boolean> {
  const rows = await db
    .update(tareaChecklist)
    .set(values)
    .where(and(eq(tareaChecklist.id, id), eq(tareaChecklist.tareaId, tareaId)))
    .returning({ id: tareaChecklist.id });
  return rows.length > 0;
}

export async function deleteItem(db: Executor, tareaId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(tareaChecklist)
    .where(and(eq(tareaChecklist.id, id), eq(tareaChecklist.tareaId, tareaId)))
    .returning({ id: tareaChecklist.id });
  return rows.length > 0;
}

/** Serialises additions to one task's list (the limit and the next position are read, then written). */
export async function lockList(db: Executor, tareaId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`tarea_checklist:${tareaId}`}))`);
}
