import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

const tab = (path: string, load: () => Promise<{ Component: () => unknown; handle?: unknown }>): RouteObject => ({ path, lazy: load as RouteObject['lazy'] });

/** Tasks area: public landing and new-task form, the login, the admin dashboard's 12 tabs and the client panel. */
export const tasksRoutes: RouteObject[] = [
  { path: paths.tasks.landing, lazy: () => import('./landing-page.tsx') },
  { path: paths.tasks.home, lazy: () => import('./landing-page.tsx') },
  { path: paths.tasks.newTask, lazy: () => import('./new-task-page.tsx') },
  { path: paths.tasks.login, lazy: () => import('./login-page.tsx') },
  { path: paths.tasks.client, lazy: () => import('./client-page.tsx') },
  {
    path: paths.tasks.dashboard,
    lazy: () => import('./dashboard-layout.tsx'),
    children: [
      { index: true, element: createElement(Navigate, { to: paths.tasks.tabs.resumen, replace: true }) },
      tab(paths.tasks.tabs.resumen, () => import('./summary-tab.tsx')),
      tab(paths.tasks.tabs.misTareas, () => import('./my-tasks-tab.tsx')),
      tab(paths.tasks.tabs.movimientos, () => import('./movements-tab.tsx')),
      tab(paths.tasks.tabs.kanban, () => import('./kanban-tab.tsx')),
      tab(paths.tasks.tabs.porResponsable, () => import('./group-tabs.tsx').then((m) => ({ Component: m.ByPersonTab, handle: m.byPersonHandle }))),
      tab(paths.tasks.tabs.porProyecto, () => import('./group-tabs.tsx').then((m) => ({ Component: m.ByProjectTab, handle: m.byProjectHandle }))),
      tab(paths.tasks.tabs.historial, () => import('./list-tabs.tsx').then((m) => ({ Component: m.HistoryTab, handle: m.historyHandle }))),
      tab(paths.tasks.tabs.urgentes, () => import('./list-tabs.tsx').then((m) => ({ Component: m.UrgentTab, handle: m.urgentHandle }))),
      tab(paths.tasks.tabs.vencidas, () => import('./list-tabs.tsx').then((m) => ({ Component: m.OverdueTab, handle: m.overdueHandle }))),
      tab(paths.tasks.tabs.proyectos, () => import('./projects-tab.tsx')),
      tab(paths.tasks.tabs.equipo, () => import('./team-tab.tsx')),
      // The chart library (visx) rides only in this tab's chunk.
      tab(paths.tasks.tabs.metricas, () => import('./metrics-tab.tsx')),
    ],
  },
];
