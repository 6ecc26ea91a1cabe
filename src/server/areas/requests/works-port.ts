import type { Executor } from '../../platform/db/client.ts';

/**
 * What the requests area needs from the tasks area to turn an approved request into a project
 * (obra) with its first task (ADR 128). Server areas never import each other: the tasks area
 * implements this and src/server/compose.ts wires it in. It writes with the caller's transaction,
 * so the project, its task and the request's link are stored together or not at all.
 */
export interface WorksPort {
  createProjectWithVisit(
    tx: Executor,
    work: {
      solicitudId: string;
      /** The project's name: the request's código and client (workName). */
      nombre: string;
      descripcion: string;
      /** The visit day (yyyy-MM-dd): the project's start and the task's due date. */
      fechaVisita: string;
      /** Who of the tasks team makes the visit. */
      responsable: string;
      /** Who created it, as the task's «creada por». */
      creadaPor: string;
    },
  ): Promise<{ id: string; nombre: string }>;
}
