import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus, SquareKanban } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ASSIGNABLE_PEOPLE, DONE_STATE, TASK_PRIORITIES, TASK_STATES, TASK_URGENCIES, type TaskState } from '../../../domain/tasks/lists.ts';
import { TASK_MESSAGES } from '../../../domain/tasks/messages.ts';
import type { Board, BoardQuery, Task } from '../../../domain/tasks/task.ts';
import { droppableRect, POINTER_PICK_UP, pickedCardRect } from '../../staff/drag-sensors.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { useWideScreen } from '../../staff/use-media-query.ts';
import { useUrlFilter } from '../../staff/use-url-filter.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { boardRead, projectsList, TASKS_ADMIN_ROLES, useBoard, useColumnMore, useMoveTask, useProjects } from './api.ts';
import {
  boardAfter,
  COLUMN_PREFIX,
  type Columns,
  columnId,
  containerOf,
  dropInto,
  keepUnchanged,
  placement,
  relocate,
  TAB_PREFIX,
  tabId,
  toColumns,
} from './board-order.ts';
import { NewTaskDialog, TaskDialog } from './dialogs.tsx';
import { handleSelector, statusSelector, TaskCard } from './kanban-card.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';

const HOUR_MS = 3_600_000;
const FILTERS = ['responsable', 'proyecto_id', 'prioridad', 'nivel_urgencia'] as const;
const boardFilter = (params: URLSearchParams) => Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)]] : []))) as BoardQuery;

/** Kanban: five columns with counts, every card reachable (Ver más); cards move by their status menu or by dragging (mouse, touch, keyboard). ADR 110. */
function KanbanTab() {
  const { params, setFilter } = useUrlFilter<(typeof FILTERS)[number]>({ replace: true });
  const filter = useMemo(() => boardFilter(params), [params]);
  const board = useBoard(filter);
  const [open, setOpen] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <StaffPageHeader
        title={TAB_NAMES.kanban}
        description="Arrastrá las tarjetas entre columnas o elegí el estado de cada una."
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" />
            Nueva tarea
          </Button>
        }
      />
      <Filters filter={filter} onChange={setFilter} />
      <QueryView query={board} errorTitle={TASK_MESSAGES.loadFailed} icon={<SquareKanban />} loading={<p role="status">Cargando tablero…</p>}>
        {(data) => <KanbanBoard board={data} filter={filter} onOpen={setOpen} busy={board.isFetching} />}
      </QueryView>
      {open && <TaskDialog key={open.id} task={open} onClose={() => setOpen(null)} />}
      {creating && <NewTaskDialog onClose={() => setCreating(false)} />}
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
      {select('proyecto_id', 'Proyecto', [
        { value: 'ninguno', label: 'Sin proyecto' },
        ...(projects.data?.items.map((p) => ({ value: p.id, label: p.nombre })) ?? []),
      ])}
      {select('prioridad', 'Prioridad', plain(TASK_PRIORITIES))}
      {select('nivel_urgencia', 'Urgencia', plain(TASK_URGENCIES))}
    </fieldset>
  );
}

type More = ReturnType<typeof useColumnMore>;

function KanbanBoard({ board, filter, onOpen, busy }: { board: Board; filter: BoardQuery; onOpen: (task: Task) => void; busy: boolean }) {
  // "Ver más" per column (ADR 110): each column's later pages, read only once asked for.
  const [expanded, setExpanded] = useState<ReadonlySet<TaskState>>(() => new Set());
  const more: Record<TaskState, More> = {
    Inbox: useColumnMore('Inbox', filter, expanded.has('Inbox')),
    'En curso': useColumnMore('En curso', filter, expanded.has('En curso')),
    Bloqueada: useColumnMore('Bloqueada', filter, expanded.has('Bloqueada')),
    'En espera': useColumnMore('En espera', filter, expanded.has('En espera')),
    Hecha: useColumnMore('Hecha', filter, expanded.has('Hecha')),
  };
  const morePages = TASK_STATES.map((estado) => more[estado].data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pages' data are the dependencies
  const merged = useMemo(
    () => toColumns(board, Object.fromEntries(TASK_STATES.map((estado, i) => [estado, morePages[i]?.pages.flatMap((p) => p.items) ?? []]))),
    [board, ...morePages],
  );
  const [columns, setColumns] = useState<Columns>(merged);
  // A column read to its end stays whole: a card moved into it pushes its last card onto a page
  // nobody asked for, which would leave «Se muestran 300 de 301» after the move.
  const whole = useRef(new Set<TaskState>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts every column over
  useEffect(() => whole.current.clear(), [filter]);
  useEffect(() => {
    for (const estado of TASK_STATES) {
      const column = more[estado];
      if (!column.data || column.isFetching) continue;
      if (!column.hasNextPage) whole.current.add(estado);
      else if (whole.current.has(estado)) void column.fetchNextPage();
    }
  });
  const dragging = useRef<{ id: string; from: TaskState } | null>(null);
  /** The column a picked-up card is over now: keyboard arrows step from there, so any column is reachable. */
  const overColumn = useRef<TaskState | null>(null);
  /** The card to give focus back to once it is drawn in its new place. */
  const refocus = useRef<{ id: string; selector: (id: string) => string } | null>(null);
  const [tab, setTab] = useState<TaskState>('Inbox');
  const tabsId = useId();
  const dndId = useId();
  // Hidden columns measure 0×0 at the corner: they must not catch a drop (their tab does instead).
  const wide = useWideScreen('(min-width: 768px)');
  const move = useMoveTask(filter);
  // One clock an hour: cards count whole days, and a new clock re-renders all of them (a drop
  // reads the board again; with 300 cards that re-render was most of the drop's time).
  const hour = Math.floor(Date.now() / HOUR_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again each hour
  const now = useMemo(() => new Date(), [hour]);

  // The server's answer replaces the local order, except in the middle of a drag.
  useEffect(() => {
    if (!dragging.current) setColumns((current) => keepUnchanged(current, merged));
  }, [merged]);

  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const boardRef = useRef(board);
  boardRef.current = board;

  // A moved card remounts in its new column: focus goes back to it (after dnd-kit's own restore).
  useEffect(() => {
    const target = refocus.current;
    if (!target || !containerOf(columns, target.id)) return;
    const frame = requestAnimationFrame(() => {
      const element = document.querySelector<HTMLElement>(target.selector(target.id));
      if (element) {
        element.focus();
        refocus.current = null;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [columns]);

  /**
   * Up and down move a picked-up card inside its column (dnd-kit's sortable keys); left and right
   * take it to the previous or next column in the spec's order, from the column it is over now,
   * so every column can be reached. Columns hidden behind the phone's tabs are not targets.
   */
  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () => (event, args) => {
      const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
      if (!step) return sortableKeyboardCoordinates(event, args);
      event.preventDefault();
      const { active, currentCoordinates, context } = args;
      const card = pickedCardRect(context, active);
      const from = overColumn.current ?? containerOf(columnsRef.current, active);
      const target = from ? TASK_STATES[TASK_STATES.indexOf(from) + step] : undefined;
      const columnRect = target ? droppableRect(context, columnId(target)) : undefined;
      // A column behind the phone's tabs is reached through its tab.
      const rect = columnRect?.width ? columnRect : target ? droppableRect(context, tabId(target)) : undefined;
      if (!card || !rect || rect.width === 0) return undefined;
      return {
        x: currentCoordinates.x + (rect.left + rect.width / 2 - (card.left + card.width / 2)),
        y: currentCoordinates.y + (rect.top + Math.min(rect.height / 2, 48) - (card.top + card.height / 2)),
      };
    },
    [],
  );
  // Kept from render to render, as POINTER_PICK_UP (drag-sensors.ts).
  const keyboard = useMemo(() => ({ coordinateGetter }), [coordinateGetter]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_PICK_UP), useSensor(KeyboardSensor, keyboard));

  const titleOf = (id: UniqueIdentifier) => TASK_STATES.flatMap((e) => columns[e]).find((t) => t.id === String(id))?.titulo ?? 'la tarea';
  const totalOf = (estado: TaskState) => board.columnas.find((c) => c.estado === estado)?.total ?? 0;
  const placeOf = (id: UniqueIdentifier) => {
    const estado = containerOf(columns, id);
    if (!estado) return 'fuera del tablero';
    const index = columns[estado].findIndex((t) => t.id === String(id));
    return index === -1 ? `la columna ${estado}` : `la columna ${estado}, posición ${index + 1} de ${totalOf(estado)}`;
  };
  const overLabel = (id: UniqueIdentifier) => {
    const estado = containerOf(columns, id);
    if (!estado) return 'ninguna columna';
    const key = String(id);
    return key.startsWith(COLUMN_PREFIX) || key.startsWith(TAB_PREFIX) ? `la columna ${estado}` : `${titleOf(id)}, en la columna ${estado}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Tomaste ${titleOf(active.id)}. Está en ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} está sobre ${overLabel(over.id)}.` : `${titleOf(active.id)} no está sobre ninguna columna.`,
    onDragEnd: ({ active, over }) =>
      over ? `Soltaste ${titleOf(active.id)} sobre ${overLabel(over.id)}.` : `Soltaste ${titleOf(active.id)} fuera del tablero: no se movió.`,
    onDragCancel: ({ active }) => `Movimiento cancelado: ${titleOf(active.id)} vuelve a su lugar.`,
  };

  /** Sends a move shown at once; a task closed from another column gets an undo that puts it back where it was. */
  const send = useCallback(
    (id: string, from: TaskState, to: TaskState, next: Columns, selector: (id: string) => string) => {
      const before = columnsRef.current;
      const index = before[from].findIndex((t) => t.id === id);
      refocus.current = { id, selector };
      setColumns(next);
      setTab(to);
      const undo =
        to === DONE_STATE && from !== DONE_STATE
          ? () => {
              const back = relocate(columnsRef.current, id, from, index);
              if (!back) return;
              refocus.current = { id, selector: statusSelector };
              setColumns(back);
              setTab(from);
              move.mutate({ id, move: placement(back, from, id), optimistic: boardAfter(boardRef.current, back, to, from) });
            }
          : undefined;
      move.mutate({ id, move: placement(next, to, id), optimistic: boardAfter(boardRef.current, next, from, to), undo });
    },
    [move.mutate],
  );

  function onDragStart({ active }: DragStartEvent) {
    const from = containerOf(columns, active.id);
    overColumn.current = from ?? null;
    if (from) dragging.current = { id: String(active.id), from };
  }

  function onDragOver({ over }: DragOverEvent) {
    overColumn.current = over ? (containerOf(columnsRef.current, over.id) ?? null) : null;
  }

  /**
   * The card stays in its column while it moves (moving it across on the way would shift stacked
   * columns under the pointer); the drop decides: above the card it was dropped on, at the bottom
   * of a column dropped on its empty part, or in its new place inside the same column.
   */
  function onDragEnd({ over }: DragEndEvent) {
    const start = dragging.current;
    dragging.current = null;
    overColumn.current = null;
    if (!start || !over) return;
    const next = dropInto(columns, start.id, over.id);
    const to = containerOf(columns, over.id);
    if (!next || !to) return;
    send(start.id, start.from, to, next, handleSelector);
  }

  // The status menu puts the card on top of its new column (the API's default).
  const changeState = useCallback(
    (task: Task, estado: TaskState) => {
      const from = containerOf(columnsRef.current, task.id);
      if (!from || estado === from) return;
      const next = relocate(columnsRef.current, task.id, estado, 0);
      if (next) send(task.id, from, estado, next, statusSelector);
    },
    [send],
  );

  // The same function on every render, so a column whose cards did not change is not drawn again.
  const latest = useRef({ expanded, more });
  latest.current = { expanded, more };
  const showMore = useCallback((estado: TaskState) => {
    const column = latest.current.more[estado];
    if (!latest.current.expanded.has(estado)) setExpanded((current) => new Set(current).add(estado));
    else if (column.hasNextPage && !column.isFetchingNextPage) void column.fetchNextPage();
  }, []);

  return (
    <DndContext
      // dnd-kit numbers its ids with a counter the server never resets: the page's own id matches on both sides.
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragging.current = null;
        overColumn.current = null;
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover la tarea presioná espacio o Enter. Con las flechas arriba y abajo cambia de lugar en la columna; con izquierda y derecha pasa a la columna anterior o siguiente. Espacio o Enter la suelta; Escape cancela.',
        },
      }}
    >
      {/* Below 768 px one column at a time, chosen with tabs that count its tasks (ADR 110). */}
      <div role="tablist" aria-label="Columnas del tablero" className="mb-3 grid grid-cols-3 gap-1 rounded-lg border border-border bg-white p-1 md:hidden">
        {TASK_STATES.map((estado) => (
          <ColumnTab
            key={estado}
            estado={estado}
            total={totalOf(estado)}
            selected={tab === estado}
            droppable={!wide}
            id={`${tabsId}-${estado}-tab`}
            panelId={`${tabsId}-${estado}`}
            onSelect={() => setTab(estado)}
            onStep={(step) => {
              const next = TASK_STATES[(TASK_STATES.indexOf(tab) + step + TASK_STATES.length) % TASK_STATES.length] as TaskState;
              setTab(next);
              document.getElementById(`${tabsId}-${next}-tab`)?.focus();
            }}
          />
        ))}
      </div>
      {/* From 768 px the five side by side; when they do not fit (768–1279 px) the board, never the page, scrolls sideways. */}
      <div className="md:overflow-x-auto md:pb-2">
        <div className="grid items-start gap-3 md:grid-cols-[repeat(5,minmax(11rem,1fr))]" aria-busy={busy || undefined}>
          {TASK_STATES.map((estado) => (
            <Column
              key={estado}
              estado={estado}
              tasks={columns[estado]}
              total={totalOf(estado)}
              now={now}
              selected={tab === estado}
              droppable={wide || tab === estado}
              panelId={`${tabsId}-${estado}`}
              tabId={`${tabsId}-${estado}-tab`}
              loadingMore={more[estado].isFetching}
              onMore={showMore}
              onOpen={onOpen}
              onState={changeState}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}

const Column = memo(function Column({
  estado,
  tasks,
  total,
  now,
  selected,
  droppable,
  panelId,
  tabId,
  loadingMore,
  onMore,
  onOpen,
  onState,
}: {
  estado: TaskState;
  tasks: Task[];
  total: number;
  now: Date;
  selected: boolean;
  droppable: boolean;
  panelId: string;
  tabId: string;
  loadingMore: boolean;
  onMore: (estado: TaskState) => void;
  onOpen: (task: Task) => void;
  onState: (task: Task, estado: TaskState) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(estado), disabled: !droppable });
  const headingId = `columna-${estado.replace(/\s/g, '-').toLowerCase()}`;
  const shown = Math.min(tasks.length, total);
  // A new array re-renders every sortable of the column: only when the cards change.
  const ids = useMemo(() => tasks.map((t) => t.id), [tasks]);
  return (
    <section
      id={panelId}
      aria-labelledby={headingId}
      data-tab={tabId}
      className={cn('min-w-0 flex-col rounded-lg border border-border bg-surface p-2', selected ? 'flex' : 'hidden md:flex', isOver && 'border-brand-600')}
    >
      <h2 id={headingId} className="mb-2 flex items-center justify-between gap-1 px-1 font-semibold text-ink">
        {estado}
        <Badge variant="secondary" aria-label={`${total} ${total === 1 ? 'tarea' : 'tareas'}`}>
          {total}
        </Badge>
      </h2>
      <SortableContext id={columnId(estado)} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="grid min-h-16 content-start gap-2">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} now={now} onOpen={onOpen} onState={onState} />
          ))}
        </ul>
      </SortableContext>
      {shown < total && (
        <div className="mt-2 grid gap-1 px-1">
          <p className="text-xs text-muted" aria-live="polite">
            Se muestran {shown} de {total}.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => onMore(estado)} disabled={loadingMore} aria-label={`Ver más tareas de ${estado}`}>
            {loadingMore ? 'Cargando…' : 'Ver más'}
          </Button>
        </div>
      )}
    </section>
  );
});

/** A phone's column tab: shows the column's count and takes a dragged card (keyboard or touch). */
function ColumnTab({
  estado,
  total,
  selected,
  droppable,
  id,
  panelId,
  onSelect,
  onStep,
}: {
  estado: TaskState;
  total: number;
  selected: boolean;
  droppable: boolean;
  id: string;
  panelId: string;
  onSelect: () => void;
  onStep: (step: 1 | -1) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: tabId(estado), disabled: !droppable });
  return (
    <button
      ref={setNodeRef}
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') onStep(1);
        else if (e.key === 'ArrowLeft') onStep(-1);
      }}
      className={cn(
        'rounded-md px-1 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
        selected ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
        isOver && 'outline-2 outline-brand-600',
      )}
    >
      {estado} ({total})
    </button>
  );
}

export const Component = KanbanTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('kanban'), (search) => [boardRead(boardFilter(search)), projectsList(1, 100)]);
