import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { AlertTriangle, Inbox, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CLIENT_BRANCHES, NEW_CLIENT_BRANCH, type RequestState, SERVICE_TYPES } from '../../../domain/requests/lists.ts';
import { approvalWhatsappLink, type BoardColumn, type BoardRequest, FINISHED_PAGE, REQUEST_MESSAGES } from '../../../domain/requests/request.ts';
import { BOARD_STATES, canTransition, nextState, STATE_COLUMN_TITLES, STATE_LABELS } from '../../../domain/requests/transitions.ts';
import { ERROR_CODES } from '../../../domain/shared/api-error.ts';
import { SEARCH_MAX } from '../../../domain/shared/text.ts';
import { ApiError } from '../../lib/api.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { ErrorState } from '../../staff/query-states.tsx';
import { useDebounced } from '../../staff/use-debounced.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { controlClasses, Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import { useBoard, useMoveRequest } from './api.ts';
import { columnKeyboardCoordinates } from './board-keyboard.ts';
import { CrmShell } from './crm-shell.tsx';
import { RequestCard } from './request-card.tsx';

/** /crm-dashboard: the CRM board (spec §2, §4; ADR 060). */
function CrmDashboardPage() {
  return (
    <CrmShell>
      <Board />
    </CrmShell>
  );
}

function Board() {
  const [q, setQ] = useState('');
  const [sucursal, setSucursal] = useState('');
  const [tipo, setTipo] = useState('');
  const [finalizadas, setFinalizadas] = useState(FINISHED_PAGE);
  const [tab, setTab] = useState<RequestState>('pendiente');
  const search = useDebounced(q.trim());
  const board = useBoard({ q: search || undefined, sucursal: (sucursal || undefined) as never, tipo_servicio: (tipo || undefined) as never, finalizadas });
  const move = useMoveRequest();
  const [now, setNow] = useState(() => new Date());
  const filtersId = useId();
  const tabsId = useId();

  // Ages and the 48 h flag follow the clock between refreshes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the clock whenever new data arrives.
  useEffect(() => setNow(new Date()), [board.dataUpdatedAt]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  async function moveTo(request: BoardRequest, hacia: RequestState) {
    if (!canTransition(request.estado, hacia)) {
      toast.error('Error', `Una solicitud ${STATE_LABELS[request.estado].toLowerCase()} solo puede pasar a ${nextLabel(request.estado)}.`);
      return;
    }
    const approving = hacia === 'aprobada';
    try {
      const moved = await move.mutateAsync({ id: request.id, desde: request.estado, hacia });
      if (approving && moved.fecha_aprobacion) {
        toast.success(REQUEST_MESSAGES.approved, `${moved.codigo_interno}: se abre WhatsApp para proponer la visita.`);
        window.open(approvalWhatsappLink(moved, new Date(moved.fecha_aprobacion)), '_blank', 'noopener,noreferrer');
      } else {
        toast.success(`Solicitud ${STATE_LABELS[hacia].toLowerCase()}`, moved.codigo_interno);
      }
    } catch (error) {
      // Someone else moved it first (the board is read again) or a move the table refuses: the server says which.
      const told = error instanceof ApiError && (error.code === ERROR_CODES.requestAlreadyMoved || error.code === ERROR_CODES.requestTransitionInvalid);
      const detail = told ? error.message : undefined;
      toast.error(approving ? REQUEST_MESSAGES.approveFailed : REQUEST_MESSAGES.moveFailed, detail);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const request = active.data.current?.request as BoardRequest | undefined;
    const target = over?.id as RequestState | undefined;
    if (!request || !target || target === request.estado) return;
    void moveTo(request, target);
  }

  const columns = board.data?.columnas;
  const hasFilter = Boolean(search || sucursal || tipo);

  return (
    <div className="grid gap-4">
      <StaffPageHeader
        title="Solicitudes internas"
        description={
          <>
            Arrastrá una tarjeta o usá su botón para moverla. Se actualiza sola cada 30 segundos.
            {board.isFetching && !board.isLoading && (
              <span className="ml-2 inline-flex items-center gap-1">
                <Spinner className="size-3" /> Actualizando…
              </span>
            )}
          </>
        }
      />

      <search aria-labelledby={filtersId} className="grid gap-3 rounded-lg border border-border bg-white p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <h2 id={filtersId} className="sr-only">
          Buscar y filtrar
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor={`${filtersId}-q`}>Buscar</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-muted" />
            <Input
              id={`${filtersId}-q`}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Código, cliente o solicitante"
              className="pl-9"
              maxLength={SEARCH_MAX}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${filtersId}-sucursal`}>Sucursal</Label>
          <select id={`${filtersId}-sucursal`} className={cn(controlClasses, 'h-10')} value={sucursal} onChange={(e) => setSucursal(e.target.value)}>
            <option value="">Todas</option>
            {CLIENT_BRANCHES.map((b) => (
              <option key={b} value={b}>
                {b === NEW_CLIENT_BRANCH ? 'Nuevos clientes (fuera de la lista)' : b}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${filtersId}-tipo`}>Tipo de servicio</Label>
          <select id={`${filtersId}-tipo`} className={cn(controlClasses, 'h-10')} value={tipo} onChange={(e) => setTipo(e.target.value)}>
            <option value="">Todos</option>
            {SERVICE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="ghost"
          disabled={!hasFilter}
          onClick={() => {
            setQ('');
            setSucursal('');
            setTipo('');
          }}
        >
          Limpiar
        </Button>
      </search>

      {board.isError && !columns ? (
        <ErrorState title={REQUEST_MESSAGES.loadFailed} onRetry={() => board.refetch()} retrying={board.isFetching} className="bg-white" />
      ) : !columns ? (
        <BoardSkeleton />
      ) : (
        <>
          {board.isError && (
            <p role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-danger/25 bg-danger-soft px-3 py-2 text-sm text-danger">
              {REQUEST_MESSAGES.loadFailed}: se muestra la última versión.
              <Button size="sm" variant="outline" onClick={() => board.refetch()}>
                Reintentar
              </Button>
            </p>
          )}
          {/* Below 1024 px one column at a time, chosen with tabs; from 1024 px the four side by side. */}
          <div role="tablist" aria-label="Columnas del tablero" className="grid grid-cols-2 gap-1 rounded-lg bg-white p-1 sm:grid-cols-4 lg:hidden">
            {columns.map((c) => (
              <button
                key={c.estado}
                type="button"
                role="tab"
                id={`${tabsId}-${c.estado}-tab`}
                aria-selected={tab === c.estado}
                aria-controls={`${tabsId}-${c.estado}`}
                tabIndex={tab === c.estado ? 0 : -1}
                onClick={() => setTab(c.estado)}
                onKeyDown={(e) => {
                  const i = BOARD_STATES.indexOf(tab);
                  const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const nextTab = BOARD_STATES[(i + step + BOARD_STATES.length) % BOARD_STATES.length] as RequestState;
                  setTab(nextTab);
                  document.getElementById(`${tabsId}-${nextTab}-tab`)?.focus();
                }}
                className={cn(
                  'rounded-md px-2 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                  tab === c.estado ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
                )}
              >
                {STATE_COLUMN_TITLES[c.estado]} ({c.total})
              </button>
            ))}
          </div>
          <DndContext sensors={sensors} collisionDetection={rectIntersection} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
            <div className="grid items-start gap-4 lg:grid-cols-4">
              {columns.map((c) => (
                <Column
                  key={c.estado}
                  column={c}
                  panelId={`${tabsId}-${c.estado}`}
                  tabId={`${tabsId}-${c.estado}-tab`}
                  selected={tab === c.estado}
                  now={now}
                  busyId={move.isPending ? move.variables?.id : undefined}
                  onMove={(r) => {
                    const to = nextState(r.estado);
                    if (to) void moveTo(r, to);
                  }}
                  onMore={c.estado === 'finalizada' ? () => setFinalizadas((n) => n + FINISHED_PAGE) : undefined}
                  filtered={hasFilter}
                />
              ))}
            </div>
          </DndContext>
        </>
      )}
    </div>
  );
}

function nextLabel(estado: RequestState): string {
  const to = nextState(estado);
  return to ? STATE_LABELS[to].toLowerCase() : 'ningún otro estado';
}

function Column({
  column,
  panelId,
  tabId,
  selected,
  now,
  busyId,
  onMove,
  onMore,
  filtered,
}: {
  column: BoardColumn;
  panelId: string;
  tabId: string;
  selected: boolean;
  now: Date;
  busyId: string | undefined;
  onMove: (r: BoardRequest) => void;
  onMore: (() => void) | undefined;
  filtered: boolean;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: column.estado });
  const dragged = active?.data.current?.request as BoardRequest | undefined;
  const accepts = dragged ? canTransition(dragged.estado, column.estado) : false;
  const headingId = `${panelId}-heading`;
  const title = STATE_COLUMN_TITLES[column.estado];

  return (
    <section
      ref={setNodeRef}
      id={panelId}
      aria-labelledby={headingId}
      data-tab={tabId}
      className={cn(
        'grid gap-3 rounded-lg border bg-brand-50/40 p-3 lg:flex! lg:flex-col',
        selected ? 'flex flex-col' : 'hidden',
        dragged && (accepts ? 'border-brand-600 border-dashed' : 'opacity-60'),
        isOver && accepts && 'bg-brand-50',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {title} <span className="sr-only">:</span>
          <Badge variant="secondary" className="ml-1 align-middle">
            {column.total}
            <span className="sr-only">{column.total === 1 ? ' solicitud' : ' solicitudes'}</span>
          </Badge>
        </h2>
        {column.demoradas > 0 && (
          <Badge variant="warning">
            <AlertTriangle aria-hidden />
            {column.demoradas} con más de 48 h
          </Badge>
        )}
      </header>
      {column.items.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title={filtered ? 'Ninguna coincide con la búsqueda' : `No hay solicitudes ${STATE_LABELS[column.estado].toLowerCase()}s`}
          className="bg-white py-6"
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {column.items.map((r) => (
            <RequestCard key={r.id} request={r} now={now} busy={busyId === r.id} onMove={onMove} />
          ))}
        </ul>
      )}
      {column.items.length < column.total &&
        (onMore ? (
          <Button variant="outline" size="sm" onClick={onMore}>
            Ver más ({column.total - column.items.length} más antiguas)
          </Button>
        ) : (
          <p className="text-xs text-muted">
            Se muestran las {column.items.length} más recientes de {column.total}: buscá o filtrá para ver otras.
          </p>
        ))}
    </section>
  );
}

function BoardSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-4" aria-busy="true">
      <span className="sr-only">Cargando solicitudes…</span>
      {BOARD_STATES.map((s) => (
        <div key={s} className={cn('grid gap-3 rounded-lg border border-border p-3', s !== 'pendiente' && 'hidden lg:grid')}>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ))}
    </div>
  );
}

const title = (request: BoardRequest | undefined) => (request ? `${request.codigo_interno} (${request.sucursal})` : 'La solicitud');
const asRequest = (data: unknown) => (data as { request?: BoardRequest } | undefined)?.request;
const columnName = (id: unknown) => STATE_COLUMN_TITLES[id as RequestState] ?? String(id);

/** What a screen reader hears while moving a card with the keyboard (dnd-kit's defaults are English). */
const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Tomaste la solicitud ${title(asRequest(active.data.current))}. Puede pasar a ${nextLabel(asRequest(active.data.current)?.estado ?? 'finalizada')}.`,
  onDragOver: ({ active, over }) => {
    if (!over) return `La solicitud ${title(asRequest(active.data.current))} no está sobre ninguna columna.`;
    const request = asRequest(active.data.current);
    // Also right after pick-up (over its own column), replacing the start's announcement: it repeats where it may go.
    if (request?.estado === over.id) return `Sobre su columna, ${columnName(over.id)}. Puede pasar a ${nextLabel(request.estado)}.`;
    const allowed = request ? canTransition(request.estado, over.id as RequestState) : false;
    return `Sobre la columna ${columnName(over.id)}${allowed ? '' : ': no se puede mover ahí'}.`;
  },
  onDragEnd: ({ active, over }) => {
    const request = asRequest(active.data.current);
    if (!over || !request || over.id === request.estado) return `La solicitud ${title(request)} quedó donde estaba.`;
    return canTransition(request.estado, over.id as RequestState)
      ? `Soltaste la solicitud ${title(request)} en ${columnName(over.id)}.`
      : `La solicitud ${title(request)} no puede pasar a ${columnName(over.id)}: quedó donde estaba.`;
  },
  onDragCancel: ({ active }) => `Cancelaste el movimiento. La solicitud ${title(asRequest(active.data.current))} quedó donde estaba.`,
};

const screenReaderInstructions = {
  draggable:
    'Para mover una solicitud, presioná espacio o Enter para tomarla, las flechas izquierda y derecha para cambiar de columna, y espacio o Enter para soltarla. Escape cancela.',
};

export const Component = CrmDashboardPage;
