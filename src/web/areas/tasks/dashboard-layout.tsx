import {
  CalendarCheck,
  CalendarX,
  ChartColumn,
  Flame,
  FolderKanban,
  FolderOpen,
  LayoutDashboard,
  ListTodo,
  SquareKanban,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { useCallback } from 'react';
import { Outlet } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { paths } from '../../paths.ts';
import { type StaffNavItem, StaffShell } from '../../staff/staff-shell.tsx';
import { toast } from '../../ui/toast.tsx';
import { TASKS_ADMIN_ROLES, TASKS_QUERY_KEY, TASKS_TAB_TITLE_SUFFIX } from './api.ts';
import { TAB_NAMES } from './tabs.ts';
import { TaskSearch } from './task-search.tsx';

/** The spec's 11 tabs in its order (§2) and Mis tareas after Dashboard (ADR 136), each its own address. */
const TABS: readonly StaffNavItem[] = [
  { to: paths.tasks.tabs.resumen, label: TAB_NAMES.resumen, icon: LayoutDashboard },
  { to: paths.tasks.tabs.misTareas, label: TAB_NAMES.misTareas, icon: ListTodo },
  { to: paths.tasks.tabs.movimientos, label: TAB_NAMES.movimientos, icon: Wallet },
  { to: paths.tasks.tabs.kanban, label: TAB_NAMES.kanban, icon: SquareKanban },
  { to: paths.tasks.tabs.porResponsable, label: TAB_NAMES.porResponsable, icon: UserRound },
  { to: paths.tasks.tabs.porProyecto, label: TAB_NAMES.porProyecto, icon: FolderOpen },
  { to: paths.tasks.tabs.historial, label: TAB_NAMES.historial, icon: CalendarCheck },
  { to: paths.tasks.tabs.urgentes, label: TAB_NAMES.urgentes, icon: Flame },
  { to: paths.tasks.tabs.vencidas, label: TAB_NAMES.vencidas, icon: CalendarX },
  { to: paths.tasks.tabs.proyectos, label: TAB_NAMES.proyectos, icon: FolderKanban },
  { to: paths.tasks.tabs.equipo, label: TAB_NAMES.equipo, icon: Users },
  { to: paths.tasks.tabs.metricas, label: TAB_NAMES.metricas, icon: ChartColumn },
];

/** /tareas-parcela/dashboard/*: no session or no admin role → 'Acceso denegado' and the tasks login (spec §6). */
function TasksDashboardLayout() {
  const denied = useCallback(() => toast.error(TASK_MESSAGES.accessDenied, TASK_MESSAGES.adminRequired), []);
  return (
    <StaffShell
      roles={TASKS_ADMIN_ROLES}
      deniedTo={paths.tasks.login}
      onDenied={denied}
      signOut={{ to: paths.tasks.home, message: 'Sesión cerrada', clearQueries: [TASKS_QUERY_KEY] }}
      nav={{ label: 'Secciones de tareas', areaName: `Tareas de ${BRAND.name}`, items: TABS }}
      tabTitleSuffix={TASKS_TAB_TITLE_SUFFIX}
    >
      {/* Above every tab (ADR 135). */}
      <TaskSearch />
      <Outlet />
    </StaffShell>
  );
}

export const Component = TasksDashboardLayout;
