import type { paths } from '../../paths.ts';
import { TASKS_TAB_TITLE_SUFFIX } from './api.ts';

type Tab = keyof (typeof paths)['tasks']['tabs'];

/** Each dashboard tab's one name: its link in the menu, its heading and, with the area's name, the browser tab's title. */
export const TAB_NAMES = {
  resumen: 'Dashboard',
  misTareas: 'Mis tareas',
  movimientos: 'Movimientos',
  kanban: 'Kanban',
  porResponsable: 'Por Responsable',
  porProyecto: 'Por Proyecto',
  historial: 'Historial',
  urgentes: 'Urgentes',
  vencidas: 'Vencidas',
  proyectos: 'Proyectos',
  equipo: 'Equipo',
  metricas: 'Métricas',
} as const satisfies Record<Tab, string>;

/** The browser tab's title of a dashboard tab (staffScreen's). */
export const tabTitle = (tab: Tab) => `${TAB_NAMES[tab]}${TASKS_TAB_TITLE_SUFFIX}`;
