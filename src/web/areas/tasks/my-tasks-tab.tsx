import { ListTodo, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_MESSAGES, TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Task } from '../../../domain/tasks/task.ts';
import { paths } from '../../paths.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { ErrorState, LoadingRows } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { myTasksRead, TASKS_ADMIN_ROLES, useMyTasks } from './api.ts';
import { TaskDialog } from './dialogs.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';
import { formatDay, PriorityBadge, UrgencyBadge } from './task-bits.tsx';
import { openTaskColumn } from './task-columns.tsx';

const columns = (onOpen: (task: Task) => void): Array<Column<Task>> => [
  { header: 'Tarea', cell: (t) => <span className="font-medium">{t.titulo}</span>, card: 'title' },
  { header: 'Estado', cell: (t) => <Badge variant="outline">{t.estado}</Badge> },
  { header: 'Proyecto', cell: (t) => t.proyecto_nombre ?? '—' },
  { header: 'Prioridad', cell: (t) => <PriorityBadge value={t.prioridad} /> },
  { header: 'Urgencia', cell: (t) => <UrgencyBadge value={t.nivel_urgencia} /> },
  { header: 'Fecha límite', cell: (t) => <span className="whitespace-nowrap">{formatDay(t.fecha_limite)}</span> },
  openTaskColumn(onOpen),
];

/** Mis tareas (ADR 136): the open tasks of the person this account is tied to in Equipo. */
function MyTasksTab() {
  const query = useMyTasks();
  const [open, setOpen] = useState<Task | null>(null);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((p) => p.tareas.items);
  return (
    <>
      <StaffPageHeader
        title={TAB_NAMES.misTareas}
        description={
          first?.persona ? `Las tareas abiertas de ${first.persona}, por prioridad y fecha límite.` : 'Las tareas abiertas de la persona del equipo que sos.'
        }
      />
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError && !first ? (
        <ErrorState title={TASK_MESSAGES.loadFailed} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : !first?.persona ? (
        <EmptyState
          icon={<UserRoundX />}
          title={SEARCH_MESSAGES.notLinked}
          description="Un administrador la vincula en Equipo, eligiendo tu persona en «Cuentas del equipo»."
          action={
            <Button asChild variant="outline">
              <Link to={paths.tasks.tabs.equipo}>Ir a Equipo</Link>
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<ListTodo />} title={`${first.persona} no tiene tareas abiertas`} />
      ) : (
        <>
          <DataTable label={`Tareas abiertas de ${first.persona}`} rows={items} columns={columns(setOpen)} rowKey={(t) => t.id} framed />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted" aria-live="polite">
              Se muestran {items.length} de {first.tareas.total}.
            </p>
            {query.hasNextPage && (
              <Button variant="outline" size="sm" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
                Ver más
              </Button>
            )}
          </div>
        </>
      )}
      {open && <TaskDialog key={open.id} task={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export const Component = MyTasksTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('misTareas'), () => [myTasksRead()]);
