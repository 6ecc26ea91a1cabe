import { eq } from 'drizzle-orm';
import { positionBetween } from '../../../domain/tasks/rules.ts';
import type { Executor } from '../../platform/db/client.ts';
import { proyectos } from '../../platform/db/schema/index.ts';
import * as repo from './tasks.repo.ts';

/** The first task of a project made from a service request (ADR 128). */
export const VISIT_TASK_TITLE = 'Visita';

/**
 * The tasks area's side of «Crear obra» (ADR 128): a project with the request's código and client,
 * linked to the request, and its first task «Visita» on top of Inbox, due on the visit day, for the
 * chosen person. It writes with the caller's transaction (the requests area's WorksPort, wired in
 * compose.ts); the unique link on proyectos.solicitud_id refuses a second project for one request.
 */
export function createWorks() {
  return {
    async createProjectWithVisit(
      tx: Executor,
      work: { solicitudId: string; nombre: string; descripcion: string; fechaVisita: string; responsable: string; creadaPor: string },
    ): Promise<{ id: string; nombre: string }> {
      const id = await repo.insertProject(tx, { nombre: work.nombre, descripcion: work.descripcion, estado: 'Activo', fecha_inicio: work.fechaVisita });
      await tx.update(proyectos).set({ solicitudId: work.solicitudId }).where(eq(proyectos.id, id));
      await repo.lockBoard(tx);
      const { first } = await repo.columnEnds(tx, 'Inbox');
      await repo.insertTask(
        tx,
        {
          titulo: VISIT_TASK_TITLE,
          descripcion: work.descripcion,
          proyecto_id: id,
          responsable_nombre: work.responsable as never,
          creada_por_nombre: work.creadaPor,
          prioridad: 'P2',
          nivel_urgencia: 'Medio',
          fecha_limite: work.fechaVisita,
        },
        positionBetween(null, first),
      );
      return { id, nombre: work.nombre };
    },
  };
}
