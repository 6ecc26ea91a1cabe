import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Tasks services landing and task management (roles tareas_admin, tareas_cliente). */
export const tasksRoutes: RouteObject[] = [
  underConstruction(paths.tasks.landing, 'Tareas de Parcela', { public: true }),
  underConstruction(paths.tasks.home, 'Tareas de Parcela'),
  underConstruction(paths.tasks.login, 'Tareas: acceso'),
  underConstruction(paths.tasks.dashboard, 'Tareas: panel'),
  underConstruction(paths.tasks.client, 'Tareas: panel de cliente'),
  underConstruction(paths.tasks.newTask, 'Nueva tarea'),
];
