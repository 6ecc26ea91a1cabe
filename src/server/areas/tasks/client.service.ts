import type { PaginationQuery } from '../../../domain/shared/pagination.ts';
import { pageOffset } from '../../../domain/shared/pagination.ts';
import {
  CLIENT_ACCOUNTS_LIMIT,
  CLIENT_PROJECTS_LIMIT,
  type ClientAccount,
  type ClientPanel,
  type ClientProject,
  clientStats,
  LINKED_CLIENTS_LIMIT,
  toClientTask,
} from '../../../domain/tasks/client.ts';
import type { TaskState } from '../../../domain/tasks/lists.ts';
import { CLIENT_MESSAGES, TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { ClientPhoto } from '../../../domain/tasks/photos.ts';
import { todayInBuenosAires } from '../../../domain/tasks/rules.ts';
import type { Database } from '../../platform/db/client.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import * as repo from './client.repo.ts';

const toProject = (row: repo.ClientProjectRow): ClientProject => ({
  id: row.id,
  nombre: row.nombre,
  descripcion: row.descripcion,
  fecha_inicio: row.fechaInicio,
});

/**
 * The client panel (a tareas_cliente account reads only the Activo projects linked to it) and the
 * admin's links between client accounts and projects (ADR 073).
 */
export function createTasksClientService({
  db,
  now = () => new Date(),
  sharedPhotos,
}: {
  db: Database;
  now?: () => Date;
  /** The project's photos shared with its clients (photos.service.ts, ADR 117). */
  sharedPhotos?: (projectId: string) => Promise<ClientPhoto[]>;
}) {
  async function linkedTo(projectId: string): Promise<ClientAccount[]> {
    return repo.linkedAccounts(db, projectId, LINKED_CLIENTS_LIMIT);
  }

  async function requireProject(projectId: string): Promise<void> {
    if (!(await repo.projectExists(db, projectId))) throw NotFound(TASK_MESSAGES.projectNotFound);
  }

  return {
    /** The account's own Activo linked projects, by name. */
    async myProjects(userId: string): Promise<ClientProject[]> {
      return (await repo.linkedActiveProjects(db, userId, CLIENT_PROJECTS_LIMIT)).map(toProject);
    },

    /**
     * One of the account's projects: its figures and a page of its tasks. Unknown, not linked and
     * not Activo answer the same 404, so an id says nothing about other clients' projects.
     */
    async panel(userId: string, projectId: string, query: PaginationQuery): Promise<ClientPanel> {
      const project = await repo.linkedActiveProject(db, userId, projectId);
      if (!project) throw NotFound(CLIENT_MESSAGES.projectNotFound);
      const at = now();
      const today = todayInBuenosAires(at);
      const [counts, rows, next, fotos] = await Promise.all([
        repo.projectStats(db, projectId, today),
        repo.projectTasks(db, projectId, query.page_size, pageOffset(query)),
        repo.nextDue(db, projectId, today),
        sharedPhotos ? sharedPhotos(projectId) : [],
      ]);
      const toClient = (r: repo.ClientTaskRow) =>
        toClientTask(
          {
            id: r.id,
            titulo: r.titulo,
            estado: r.estado as TaskState,
            responsable_nombre: r.responsableNombre,
            fecha_limite: r.fechaLimite,
            fecha_creacion: r.fechaCreacion,
            fecha_cierre: r.fechaCierre,
          },
          at,
        );
      return {
        proyecto: toProject(project),
        resumen: clientStats(counts),
        proxima: next ? toClient(next) : null,
        fotos,
        tareas: {
          items: rows.map(toClient),
          total: counts.total,
          page: query.page,
          page_size: query.page_size,
        },
      };
    },

    /** Active tareas_cliente accounts the admin may link, by name. */
    clientAccounts(): Promise<ClientAccount[]> {
      return repo.clientAccounts(db, CLIENT_ACCOUNTS_LIMIT);
    },

    async linkedClients(projectId: string): Promise<ClientAccount[]> {
      await requireProject(projectId);
      return linkedTo(projectId);
    },

    /** Idempotent; only an active tareas_cliente account may be linked (400 on `user_id` otherwise). */
    async link(projectId: string, userId: string): Promise<ClientAccount[]> {
      await db.transaction(async (tx) => {
        if (!(await repo.projectExists(tx, projectId, true))) throw NotFound(TASK_MESSAGES.projectNotFound);
        if (!(await repo.isActiveClient(tx, userId, true))) throw Invalid(CLIENT_MESSAGES.notAClient, { field: 'user_id' });
        await repo.link(tx, projectId, userId);
      });
      return linkedTo(projectId);
    },

    /** Idempotent: unlinking an account that is not linked answers the same list. */
    async unlink(projectId: string, userId: string): Promise<ClientAccount[]> {
      await requireProject(projectId);
      await repo.unlink(db, projectId, userId);
      return linkedTo(projectId);
    },
  };
}

export type TasksClientService = ReturnType<typeof createTasksClientService>;
