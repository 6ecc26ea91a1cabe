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
import { navItems, StaffShell } from '../../staff/staff-shell.tsx';
import { toast } from '../../ui/toast.tsx';
import { TASKS_ADMIN_ROLES, TASKS_QUERY_KEY, TASKS_TAB_TITLE_SUFFIX } from './api.ts';
import { TAB_NAMES } from './tabs.ts';
import { TaskSearch } from './task-search.tsx';

/** The spec's 11 tabs in its order (§2) and Mis tareas after Dashboard (ADR 136), each its own address. */
const TABS = navItems(
  {
    resumen: LayoutDashboard,
    misTareas: ListTodo,
    movimientos: Wallet,
    kanban: SquareKanban,
    porResponsable: UserRound,
    porProyecto: FolderOpen,
    historial: CalendarCheck,
    urgentes: Flame,
    vencidas: CalendarX,
    proyectos: FolderKanban,
    equipo: Users,
    metricas: ChartColumn,
  },
  paths.tasks.tabs,
  TAB_NAMES,
);

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
