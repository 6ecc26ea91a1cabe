import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { proyectoClientes, proyectos, tareaFotos, tareas } from '../../platform/db/schema/index.ts';

export type PhotoRow = typeof tareaFotos.$inferSelect;

export function photosOf(db: Executor, tareaId: string, limit: number): Promise<PhotoRow[]> {
  return db.select().from(tareaFotos).where(eq(tareaFotos.tareaId, tareaId)).orderBy(desc(tareaFotos.createdAt), desc(tareaFotos.id)).limit(limit);
}

export async function findPhoto(db: Executor, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(tareaFotos).where(eq(tareaFotos.id, id)).limit(1);
  return row;
}

export async function insertPhoto(db: Executor, values: typeof tareaFotos.$inferInsert): Promise<void> {
  await db.insert(tareaFotos).values(values);
}

export async function setShared(db: Executor, tareaId: string, id: string, compartida: boolean): Promise<boolean> {
  const rows = await db
    .update(tareaFotos)
    .set({ compartida })
    .where(and(eq(tareaFotos.id, id), eq(tareaFotos.tareaId, tareaId)))
    .returning({ id: tareaFotos.id });
  return rows.length > 0;
}

/**
 * A photo a client may see: shared, of a task of an Activo project linked to that account — all in
 * one query, so one 404 answers every other case (ADR 073's rule).
 */
export async function sharedPhotoFor(db: Executor, userId: string, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select({ photo: tareaFotos })
    .from(tareaFotos)
    .innerJoin(tareas, eq(tareas.id, tareaFotos.tareaId))
    .innerJoin(proyectos, and(eq(proyectos.id, tareas.proyectoId), eq(proyectos.estado, 'Activo')))
    .innerJoin(proyectoClientes, and(eq(proyectoClientes.proyectoId, proyectos.id), eq(proyectoClientes.userId, userId)))
    .where(and(eq(tareaFotos.id, id), eq(tareaFotos.compartida, true)))
    .limit(1);
  return row?.photo;
}

/** The project's shared photos, newest first, with their task's title (the client's timeline). */
export function sharedPhotosOfProject(db: Executor, projectId: string, limit: number) {
  return db
    .select({ photo: tareaFotos, titulo: tareas.titulo })
    .from(tareaFotos)
    .innerJoin(tareas, eq(tareas.id, tareaFotos.tareaId))
    .where(and(eq(tareas.proyectoId, projectId), eq(tareaFotos.compartida, true)))
    .orderBy(desc(tareaFotos.createdAt), desc(tareaFotos.id))
    .limit(limit);
}
