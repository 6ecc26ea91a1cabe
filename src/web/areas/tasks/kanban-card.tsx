import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical } from 'lucide-react';
import { memo } from 'react';
import { TASK_STATES, type TaskState } from '../../../domain/tasks/lists.ts';
import { daysOpen, overdueDays } from '../../../domain/tasks/rules.ts';
import type { Task } from '../../../domain/tasks/task.ts';
import { Badge } from '../../ui/badge.tsx';
import { cn } from '../../ui/cn.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '../../ui/dropdown-menu.tsx';
import { daysLabel, formatDay, PriorityBadge, UrgencyBadge } from './task-bits.tsx';
import { TaskCardExtras } from './task-card-extras.tsx';

/** The move handle and status button of a card carry its id (a uuid), to give focus back after a move (ADR 110). */
export const handleSelector = (id: string) => `[data-move-handle="${id}"]`;
export const statusSelector = (id: string) => `[data-status-of="${id}"]`;
const NO_RESIZE_OBSERVER = { disabled: true };

/**
 * One kanban card, narrow enough for a 176 px column (five side by side at 1280 px): labels wrap
 * under their values instead of pushing the card wider. dnd-kit re-renders every sortable of a
 * column each time a drag starts, crosses a card or ends: only this shell does, its content is
 * memoised on the task (drag INP with 300 cards, bench/kanban-drag.ts).
 */
export const TaskCard = memo(function TaskCard({
  task,
  now,
  onOpen,
  onState,
}: {
  task: Task;
  now: Date;
  onOpen: (task: Task) => void;
  onState: (task: Task, estado: TaskState) => void;
}) {
  // No ResizeObserver per card: 300 of them were made at each pick-up, and a card does not change
  // size while another moves (those out of sight are not even laid out, see below).
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    resizeObserverConfig: NO_RESIZE_OBSERVER,
  });
  return (
    <li
      ref={setNodeRef}
      // dnd-kit gives every card of a column a 0,0 shift while one is picked up: written as a
      // transform, 300 cards started a transition and got a layer each.
      style={{ transform: transform?.x || transform?.y ? CSS.Translate.toString(transform) : undefined, transition }}
      // A card out of sight is not laid out or painted (a 300-card column is ~66,000 px): the
      // browser keeps its last size (or 14rem) for the scroll height and dnd-kit's measures.
      className={cn(
        'grid min-w-0 gap-2 rounded-md border border-border bg-white p-2.5 shadow-sm [contain-intrinsic-size:auto_14rem] [content-visibility:auto]',
        isDragging && 'relative z-10 opacity-80 shadow-md',
      )}
    >
      <CardContent task={task} now={now} onOpen={onOpen} onState={onState} handle={attributes} listeners={listeners} handleRef={setActivatorNodeRef} />
    </li>
  );
});

/** What a card shows; dnd-kit's attributes, listeners and ref keep their identity between drags. */
const CardContent = memo(function CardContent({
  task,
  now,
  onOpen,
  onState,
  handle,
  listeners,
  handleRef,
}: {
  task: Task;
  now: Date;
  onOpen: (task: Task) => void;
  onState: (task: Task, estado: TaskState) => void;
  handle: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  handleRef: (element: HTMLElement | null) => void;
}) {
  const overdue = overdueDays(task, now);
  return (
    <>
      <div className="flex min-w-0 items-start gap-1">
        <button
          type="button"
          ref={handleRef}
          {...handle}
          {...listeners}
          data-move-handle={task.id}
          aria-label={`Mover ${task.titulo}`}
          className="-ml-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onOpen(task)}
          className="min-w-0 flex-1 rounded py-1 text-left font-medium text-ink break-words hyphens-auto underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {task.titulo}
        </button>
      </div>
      <div className="flex flex-wrap gap-1">
        <PriorityBadge value={task.prioridad} />
        <UrgencyBadge value={task.nivel_urgencia} />
        {overdue > 0 && <Badge variant="destructive">Vencida hace {daysLabel(overdue)}</Badge>}
      </div>
      <TaskCardExtras task={task} />
      <dl className="grid gap-0.5 text-xs text-muted">
        <Fact label="Responsable" value={task.responsable_nombre} />
        {task.proyecto_nombre && <Fact label="Proyecto" value={task.proyecto_nombre} />}
        <Fact label="Límite" value={formatDay(task.fecha_limite)} />
        <Fact label="Abierta" value={daysLabel(daysOpen(task, now))} />
      </dl>
      <StatusMenu task={task} onState={onState} />
    </>
  );
});

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 break-words">
      <dt className="inline">{label}: </dt>
      <dd className="inline text-ink">{value}</dd>
    </div>
  );
}

/**
 * The card's status: a menu whose arrows only move the highlight; the task moves on Enter, Space
 * or a click on another state (a native select fired on every arrow key and closed tasks by
 * accident, ADR 110).
 */
function StatusMenu({ task, onState }: { task: Task; onState: (task: Task, estado: TaskState) => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-status-of={task.id}
        aria-label={`Estado de ${task.titulo}: ${task.estado}`}
        className="flex h-9 w-full min-w-0 items-center justify-between gap-1 rounded-md border border-border bg-white px-2 text-sm text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="truncate">{task.estado}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuRadioGroup value={task.estado} onValueChange={(value) => onState(task, value as TaskState)}>
          {TASK_STATES.map((estado) => (
            <DropdownMenuRadioItem key={estado} value={estado}>
              {estado}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
