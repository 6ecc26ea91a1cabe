import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, SquareKanban } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ASSIGNABLE_PEOPLE, TASK_PRIORITIES, TASK_STATES, TASK_URGENCIES, type TaskState } from '../../../domain/tasks/lists.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import { daysOpen, overdueDays } from '../../../domain/tasks/rules.ts';
import type { Board, BoardQuery, Task } from '../../../domain/tasks/task.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { useUrlFilter } from '../../staff/use-url-filter.ts';
import { Badge } from '../../ui/badge.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { useBoard, useMoveTask, useProjects } from './api.ts';
import { boardAfter, COLUMN_PREFIX, type Columns, columnId, containerOf, dropInto, placement, toColumns } from './board-order.ts';
import { daysLabel, formatDay, PriorityBadge, UrgencyBadge } from './task-bits.tsx';
import { TaskCardExtras } from './task-card-extras.tsx';
import { TaskDialog } from './task-dialog.tsx';

const FILTERS = ['responsable', 'proyecto_id', 'prioridad', 'nivel_urgencia'] as const;

/** Kanban: five columns with counts; cards move by their status dropdown or by dragging (mouse, touch, keyboard). */
function KanbanTab() {
  const { params, setFilter } = useUrlFilter<(typeof FILTERS)[number]>({ replace: true });
  const filter = useMemo(() => Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)]] : []))) as BoardQuery, [params]);
  const board = useBoard(filter);
  const [open, setOpen] = useState<Task | null>(null);

  return (
    <>
      <StaffPageHeader title="Kanban" description="Arrastrá las tarjetas entre columnas o usá el estado de cada una." />
      <Filters filter={filter} onChange={setFilter} />
      <QueryView
        query={board}
        errorTitle={TASK_MESSAGES.loadFailed}
        isEmpty={() => false}
        empty={{ icon: <SquareKanban />, title: 'No hay tareas' }}
        loading={<p role="status">Cargando tablero…</p>}
      >
        {(data) => <KanbanBoard board={data} filter={filter} onOpen={setOpen} busy={board.isFetching} />}
      </QueryView>
      {open && <TaskDialog key={open.id} task={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function Filters({ filter, onChange }: { filter: BoardQuery; onChange: (name: (typeof FILTERS)[number], value: string) => void }) {
  const projects = useProjects(1, 100);
  const select = (name: (typeof FILTERS)[number], label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <Field label={label}>
      <NativeSelect value={(filter[name] as string | undefined) ?? ''} onChange={(e) => onChange(name, e.target.value)}>
        <option value="">Todos</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <fieldset className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <legend className="sr-only">Filtros del tablero</legend>
      {select('responsable', 'Responsable', plain(ASSIGNABLE_PEOPLE))}
      {select('proyecto_id', 'Proyecto', projects.data?.items.map((p) => ({ value: p.id, label: p.nombre })) ?? [])}
      {select('prioridad', 'Prioridad', plain(TASK_PRIORITIES))}
      {select('nivel_urgencia', 'Urgencia', plain(TASK_URGENCIES))}
    </fieldset>
  );
}

function KanbanBoard({ board, filter, onOpen, busy }: { board: Board; filter: BoardQuery; onOpen: (task: Task) => void; busy: boolean }) {
  const [columns, setColumns] = useState<Columns>(() => toColumns(board));
  const dragging = useRef<{ id: string; from: TaskState } | null>(null);
  const move = useMoveTask(filter);

  // The server's answer replaces the local order, except in the middle of a drag.
  useEffect(() => {
    if (!dragging.current) setColumns(toColumns(board));
  }, [board]);

  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  /**
   * Up and down move a picked-up card inside its column (dnd-kit's sortable keys); left and right
   * take it to the previous or next column in the spec's order, whether the columns sit side by
   * side or stacked on a phone.
   */
  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () => (event, args) => {
      const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
      if (!step) return sortableKeyboardCoordinates(event, args);
      event.preventDefault();
      const { active, currentCoordinates, context } = args;
      const card = context.collisionRect;
      const from = containerOf(columnsRef.current, active);
      const target = from ? TASK_STATES[TASK_STATES.indexOf(from) + step] : undefined;
      const rect = target ? context.droppableRects.get(columnId(target)) : undefined;
      if (!card || !rect) return undefined;
      return {
        x: currentCoordinates.x + (rect.left + rect.width / 2 - (card.left + card.width / 2)),
        y: currentCoordinates.y + (rect.top + rect.height / 2 - (card.top + card.height / 2)),
      };
    },
    [],
  );
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter }));

  const titleOf = (id: UniqueIdentifier) => TASK_STATES.flatMap((e) => columns[e]).find((t) => t.id === String(id))?.titulo ?? 'la tarea';
  const placeOf = (id: UniqueIdentifier) => {
    const estado = containerOf(columns, id);
    if (!estado) return 'fuera del tablero';
    const index = columns[estado].findIndex((t) => t.id === String(id));
    return index === -1 ? `la columna ${estado}` : `la columna ${estado}, posición ${index + 1} de ${columns[estado].length}`;
  };
  const overLabel = (id: UniqueIdentifier) => {
    const estado = containerOf(columns, id);
    if (!estado) return 'ninguna columna';
    return String(id).startsWith(COLUMN_PREFIX) ? `la columna ${estado}` : `${titleOf(id)}, en la columna ${estado}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Tomaste ${titleOf(active.id)}. Está en ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} está sobre ${overLabel(over.id)}.` : `${titleOf(active.id)} no está sobre ninguna columna.`,
    onDragEnd: ({ active, over }) =>
      over ? `Soltaste ${titleOf(active.id)} sobre ${overLabel(over.id)}.` : `Soltaste ${titleOf(active.id)} fuera del tablero: no se movió.`,
    onDragCancel: ({ active }) => `Movimiento cancelado: ${titleOf(active.id)} vuelve a su lugar.`,
  };

  function onDragStart({ active }: DragStartEvent) {
    const from = containerOf(columns, active.id);
    if (from) dragging.current = { id: String(active.id), from };
  }

  /**
   * The card stays in its column while it moves (moving it across on the way would shift stacked
   * columns under the pointer); the drop decides: above the card it was dropped on, at the bottom
   * of a column dropped on its empty part, or in its new place inside the same column.
   */
  function onDragEnd({ over }: DragEndEvent) {
    const start = dragging.current;
    dragging.current = null;
    if (!start || !over) return;
    const next = dropInto(columns, start.id, over.id);
    const to = containerOf(columns, over.id);
    if (!next || !to) return;
    setColumns(next);
    move.mutate({ id: start.id, move: placement(next, to, start.id), optimistic: boardAfter(board, next, start.from, to) });
  }

  function changeState(task: Task, estado: TaskState) {
    if (estado === task.estado) return;
    const next = { ...columns, [task.estado]: columns[task.estado].filter((t) => t.id !== task.id), [estado]: [{ ...task, estado }, ...columns[estado]] };
    setColumns(next);
    move.mutate({ id: task.id, move: { estado }, optimistic: boardAfter(board, next, task.estado, estado) });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragging.current = null;
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover la tarea presioná espacio o Enter. Con las flechas arriba y abajo cambia de lugar en la columna; con izquierda y derecha pasa a la columna anterior o siguiente. Espacio o Enter la suelta; Escape cancela.',
        },
      }}
    >
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-5" aria-busy={busy || undefined}>
        {TASK_STATES.map((estado) => (
          <Column
            key={estado}
            estado={estado}
            tasks={columns[estado]}
            total={board.columnas.find((c) => c.estado === estado)?.total ?? 0}
            onOpen={onOpen}
            onState={changeState}
          />
        ))}
      </div>
    </DndContext>
  );
}

function Column({
  estado,
  tasks,
  total,
  onOpen,
  onState,
}: {
  estado: TaskState;
  tasks: Task[];
  total: number;
  onOpen: (task: Task) => void;
  onState: (task: Task, estado: TaskState) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(estado) });
  const headingId = `columna-${estado.replace(/\s/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={cn('flex min-w-0 flex-col rounded-lg border border-border bg-surface p-3', isOver && 'border-brand-600')}>
      <h2 id={headingId} className="mb-3 flex items-center justify-between font-semibold text-ink">
        {estado}
        <Badge variant="secondary" aria-label={`${total} ${total === 1 ? 'tarea' : 'tareas'}`}>
          {total}
        </Badge>
      </h2>
      <SortableContext id={columnId(estado)} items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="grid min-h-16 content-start gap-2">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} onOpen={onOpen} onState={onState} />
          ))}
        </ul>
      </SortableContext>
      {tasks.length < total && (
        <p className="mt-2 text-xs text-muted">
          Se muestran {tasks.length} de {total}.
        </p>
      )}
    </section>
  );
}

function TaskCard({ task, onOpen, onState }: { task: Task; onOpen: (task: Task) => void; onState: (task: Task, estado: TaskState) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: task.id });
  const now = new Date();
  const overdue = overdueDays(task, now);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('grid gap-2 rounded-md border border-border bg-white p-3 shadow-sm', isDragging && 'relative z-10 opacity-80 shadow-md')}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Mover ${task.titulo}`}
          className="-ml-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onOpen(task)}
          className="min-w-0 flex-1 rounded text-left font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
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
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
        <dt>Responsable</dt>
        <dd className="text-ink">{task.responsable_nombre}</dd>
        {task.proyecto_nombre && (
          <>
            <dt>Proyecto</dt>
            <dd className="truncate text-ink">{task.proyecto_nombre}</dd>
          </>
        )}
        <dt>Límite</dt>
        <dd className="text-ink">{formatDay(task.fecha_limite)}</dd>
        <dt>Abierta</dt>
        <dd className="text-ink">{daysLabel(daysOpen(task, now))}</dd>
      </dl>
      <NativeSelect
        aria-label={`Estado de ${task.titulo}`}
        value={task.estado}
        onChange={(e) => onState(task, e.target.value as TaskState)}
        className="h-9"
        options={TASK_STATES}
      />
    </li>
  );
}

export const Component = KanbanTab;
