import { FolderOpen, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Task, TaskGroup } from '../../../domain/tasks/task.ts';
import { paths } from '../../paths.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Badge } from '../../ui/badge.tsx';
import { groupsRead, TASKS_ADMIN_ROLES, useGroups } from './api.ts';
import { TaskDialog } from './dialogs.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';
import { formatDay, PriorityBadge, UrgencyBadge } from './task-bits.tsx';

function Groups({
  by,
  title,
  description,
  icon,
  detail,
}: {
  by: 'por-responsable' | 'por-proyecto';
  title: string;
  description: string;
  icon: ReactNode;
  detail: (t: Task) => string;
}) {
  const query = useGroups(by);
  const [open, setOpen] = useState<Task | null>(null);
  return (
    <>
      <StaffPageHeader title={title} description={description} />
      <QueryView query={query} errorTitle={TASK_MESSAGES.loadFailed} empty={{ icon, title: 'No hay tareas abiertas' }}>
        {(groups) => (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {groups.map((group) => (
              <Group
                key={group.clave ?? 'ninguno'}
                group={group}
                onOpen={setOpen}
                detail={detail}
                filter={by === 'por-responsable' ? 'responsable' : 'proyecto_id'}
              />
            ))}
          </div>
        )}
      </QueryView>
      {open && <TaskDialog key={open.id} task={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function Group({
  group,
  onOpen,
  detail,
  filter,
}: {
  group: TaskGroup;
  onOpen: (t: Task) => void;
  detail: (t: Task) => string;
  filter: 'responsable' | 'proyecto_id';
}) {
  const id = `grupo-${group.clave ?? 'ninguno'}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-2 flex items-center justify-between gap-2 font-semibold">
        <span className="min-w-0 truncate">{group.nombre}</span>
        <Badge variant="secondary" aria-label={`${group.total} abiertas`}>
          {group.total}
        </Badge>
      </h2>
      {group.items.length === 0 ? (
        <p className="text-sm text-muted">Sin tareas abiertas.</p>
      ) : (
        <ul className="grid gap-2">
          {group.items.map((t) => (
            <li key={t.id} className="grid gap-1 border-t border-border pt-2 text-sm">
              <button type="button" onClick={() => onOpen(t)} className="text-left font-medium text-ink underline-offset-4 hover:underline">
                {t.titulo}
              </button>
              <span className="flex flex-wrap items-center gap-1 text-xs text-muted">
                <PriorityBadge value={t.prioridad} />
                <UrgencyBadge value={t.nivel_urgencia} />
                {t.estado} · {detail(t)} · límite {formatDay(t.fecha_limite)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {group.items.length < group.total && (
        // The whole list: the kanban filtered to this person or project, every column paged (ADR 110).
        <p className="mt-2 text-xs text-muted">
          Se muestran {group.items.length} de {group.total}.{' '}
          <Link
            to={`${paths.tasks.tabs.kanban}?${new URLSearchParams({ [filter]: group.clave ?? 'ninguno' })}`}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {`Ver las ${group.total} `}
            <span className="sr-only">{`de ${group.nombre}`}</span>
            {' en el tablero'}
          </Link>
        </p>
      )}
    </section>
  );
}

export function ByPersonTab() {
  return (
    <Groups
      by="por-responsable"
      title={TAB_NAMES.porResponsable}
      description="Tareas abiertas de cada persona, por prioridad."
      icon={<UserRound />}
      detail={(t) => t.proyecto_nombre ?? 'Sin proyecto'}
    />
  );
}

export function ByProjectTab() {
  return (
    <Groups
      by="por-proyecto"
      title={TAB_NAMES.porProyecto}
      description="Tareas abiertas de cada proyecto, por prioridad."
      icon={<FolderOpen />}
      detail={(t) => t.responsable_nombre}
    />
  );
}

export const byPersonHandle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('porResponsable'), () => [groupsRead('por-responsable')]);
export const byProjectHandle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('porProyecto'), () => [groupsRead('por-proyecto')]);
