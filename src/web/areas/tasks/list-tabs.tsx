import { CalendarCheck, CalendarX, Flame } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../domain/shared/date-format.ts';
import type { Page } from '../../../domain/shared/pagination.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { daysOpen, overdueDays } from '../../../domain/tasks/rules.ts';
import type { OverdueTask, Task } from '../../../domain/tasks/task.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { type ListQuery, QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Badge } from '../../ui/badge.tsx';
import { doneList, overdueList, TASKS_ADMIN_ROLES, urgentList, useDone, useOverdue, useUrgent } from './api.ts';
import { TaskDialog } from './dialogs.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';
import { daysLabel, formatDay, PriorityBadge, UrgencyBadge } from './task-bits.tsx';
import { openTaskColumn } from './task-columns.tsx';

const PAGE_SIZE = 20;

/** Whether the due date cell also says how overdue an open task is (Urgentes, ADR 110). */
function columnsWith<T extends Task>(extra: Column<T>, onOpen: (task: T) => void, flagOverdue: boolean): Array<Column<T>> {
  const now = new Date();
  return [
    { header: 'Tarea', cell: (t) => <span className="font-medium">{t.titulo}</span>, card: 'title' },
    { header: 'Estado', cell: (t) => <Badge variant="outline">{t.estado}</Badge> },
    { header: 'Responsable', cell: (t) => t.responsable_nombre },
    { header: 'Proyecto', cell: (t) => t.proyecto_nombre ?? '—' },
    { header: 'Prioridad', cell: (t) => <PriorityBadge value={t.prioridad} /> },
    { header: 'Urgencia', cell: (t) => <UrgencyBadge value={t.nivel_urgencia} /> },
    {
      header: 'Fecha límite',
      cell: (t) => {
        const late = flagOverdue ? overdueDays(t, now) : 0;
        return (
          <span className="inline-flex flex-wrap items-center gap-1">
            <span className="whitespace-nowrap">{formatDay(t.fecha_limite)}</span>
            {late > 0 && <Badge variant="destructive">Vencida hace {daysLabel(late)}</Badge>}
          </span>
        );
      },
    },
    extra,
    openTaskColumn(onOpen),
  ];
}

function PagedTasks<T extends Task>({
  title,
  description,
  label,
  icon,
  emptyTitle,
  useList,
  extra,
  flagOverdue = false,
}: {
  title: string;
  description: string;
  label: string;
  icon: ReactNode;
  emptyTitle: string;
  useList: (page: number, pageSize: number) => ListQuery<Page<T>> & { isPlaceholderData: boolean };
  extra: Column<T>;
  flagOverdue?: boolean;
}) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<T | null>(null);
  const query = useList(page, PAGE_SIZE);
  return (
    <>
      <StaffPageHeader title={title} description={description} />
      <QueryView query={query} errorTitle={TASK_MESSAGES.loadFailed} empty={{ icon, title: emptyTitle }}>
        {(data) => (
          <>
            <DataTable
              label={label}
              rows={data.items}
              columns={columnsWith(extra, setOpen, flagOverdue)}
              rowKey={(t) => t.id}
              busy={query.isPlaceholderData}
              framed
            />
            <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} label={label} />
          </>
        )}
      </QueryView>
      {open && <TaskDialog key={open.id} task={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export function UrgentTab() {
  return (
    <PagedTasks<Task>
      title={TAB_NAMES.urgentes}
      description="Crítico y Alto sin hacer, las más antiguas primero."
      label="Tareas urgentes"
      icon={<Flame />}
      emptyTitle="No hay tareas urgentes"
      useList={useUrgent}
      flagOverdue
      extra={{ header: 'Abierta', cell: (t) => daysLabel(daysOpen(t, new Date())), className: 'whitespace-nowrap' }}
    />
  );
}

export function OverdueTab() {
  return (
    <PagedTasks<OverdueTask>
      title={TAB_NAMES.vencidas}
      description="Sin hacer y con fecha límite anterior a hoy (hora de Buenos Aires)."
      label="Tareas vencidas"
      icon={<CalendarX />}
      emptyTitle="No hay tareas vencidas"
      useList={useOverdue}
      extra={{ header: 'Vencida hace', cell: (t) => daysLabel(t.dias_vencida), className: 'whitespace-nowrap' }}
    />
  );
}

export function HistoryTab() {
  return (
    <PagedTasks<Task>
      title={TAB_NAMES.historial}
      description="Tareas hechas, las últimas cerradas primero."
      label="Tareas hechas"
      icon={<CalendarCheck />}
      emptyTitle="Todavía no hay tareas hechas"
      useList={useDone}
      extra={{ header: 'Cerrada', cell: (t) => (t.fecha_cierre ? formatDate(t.fecha_cierre) : '—'), className: 'whitespace-nowrap' }}
    />
  );
}

export const urgentHandle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('urgentes'), () => [urgentList(1, PAGE_SIZE)]);
export const overdueHandle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('vencidas'), () => [overdueList(1, PAGE_SIZE)]);
export const historyHandle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('historial'), () => [doneList(1, PAGE_SIZE)]);
