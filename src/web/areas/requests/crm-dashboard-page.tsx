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
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CLIENT_BRANCHES, CLOSED_STATES, NEW_CLIENT_BRANCH, type RequestState, SERVICE_TYPES } from '../../../domain/requests/lists.ts';
import {
  approvalWhatsappLink,
  BOARD_PAGE,
  type BoardColumn,
  type BoardOrder,
  type BoardQuery,
  type BoardRequest,
  NO_OWNER,
  REQUEST_MESSAGES,
  type WorkInput,
} from '../../../domain/requests/request.ts';
import {
  BOARD_STATES,
  type BoardState,
  canTransition,
  nextState,
  STATE_COLUMN_TITLES,
  STATE_LABELS,
  STATE_PLURALS,
} from '../../../domain/requests/transitions.ts';
import { SEARCH_MAX } from '../../../domain/shared/search-limits.ts';
import { ApiError } from '../../lib/api.ts';
import { POINTER_PICK_UP } from '../../staff/drag-sensors.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { ErrorState } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
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
import { boardRead, ownersRead, useBoard, useCreateWork, useMoveRequest, useOwners, useUndoMove } from './api.ts';
import { KEYBOARD_OPTIONS } from './board-keyboard.ts';
import { CRM_ROLES, CRM_TAB_TITLE_SUFFIX, CrmShell } from './crm-shell.tsx';
import { ReasonDialog, WorkDialog } from './dialogs.tsx';
import { type CloseAction, RequestCard } from './request-card.tsx';

const TITLE = 'Solicitudes internas';

/** /crm-dashboard: the CRM board (spec §2, §4; ADR 060). */
function CrmDashboardPage() {
  return (
    <CrmShell>
      <Board />
    </CrmShell>
  );
}

type Limits = Record<RequestState, number>;
const FIRST_PAGE: Limits = {
  pendiente: BOARD_PAGE,
  aprobada: BOARD_PAGE,
  en_ejecucion: BOARD_PAGE,
  finalizada: BOARD_PAGE,
  rechazada: BOARD_PAGE,
  cancelada: BOARD_PAGE,
};

/** What the board is asked for: the search box (debounced), the filters, the order and each column's cards. */
interface BoardAsk {
  search: string;
  sucursal: string;
  tipo: string;
  responsable: string;
  /** ?solicitud=<id> (ADR 128). */
  only: string | undefined;
  demoradas: boolean;
  orden: BoardOrder;
  limits: Limits;
}

/** How the board opens: no search nor filter, the oldest first, a page of cards per column. */
const FIRST_ASK: Omit<BoardAsk, 'only'> = { search: '', sucursal: '', tipo: '', responsable: '', demoradas: false, orden: 'antiguas', limits: FIRST_PAGE };

const boardQuery = ({ search, sucursal, tipo, responsable, only, demoradas, orden, limits }: BoardAsk): BoardQuery => ({
  q: search || undefined,
  sucursal: (sucursal || undefined) as never,
  tipo_servicio: (tipo || undefined) as never,
  responsable: responsable || undefined,
  solicitud: only,
  demoradas: demoradas ? '1' : undefined,
  orden,
  ...limits,
});

function Board() {
  // ?solicitud=<id>: the link from a project of the tasks area shows that one request (ADR 128).
  const [searchParams, setSearchParams] = useSearchParams();
  const only = searchParams.get('solicitud') ?? undefined;
  const [q, setQ] = useState(FIRST_ASK.search);
  const [sucursal, setSucursal] = useState(FIRST_ASK.sucursal);
  const [tipo, setTipo] = useState(FIRST_ASK.tipo);
  const [responsable, setResponsable] = useState(FIRST_ASK.responsable);
  const [orden, setOrden] = useState<BoardOrder>(FIRST_ASK.orden);
  const [demoradas, setDemoradas] = useState(FIRST_ASK.demoradas);
  const [limits, setLimits] = useState<Limits>(FIRST_ASK.limits);
  const [tab, setTab] = useState<BoardState>('pendiente');
  const [closedOpen, setClosedOpen] = useState(false);
  // The card that gets the focus once the board shows it where it now is (after a move, a drop or an undo).
  const [focusTarget, setFocusTarget] = useState<{ id: string; estado: RequestState }>();
  const [closing, setClosing] = useState<{ request: BoardRequest; to: CloseAction }>();
  const [working, setWorking] = useState<BoardRequest>();
  const search = useDebounced(q.trim());
  const board = useBoard(boardQuery({ search, sucursal, tipo, responsable, only, demoradas, orden, limits }));
  const owners = useOwners();
  const move = useMoveRequest();
  const undo = useUndoMove();
  const createWork = useCreateWork();
  // Ages and the 48 h flag are told from the moment the board was read, so they follow the clock
  // with each refresh, and the page the server drew and the browser's hydration of it agree (ADR 146).
  // Only the cards of a previous filter, shown while the new one loads, have no read time of their own.
  const now = useMemo(() => new Date(board.dataUpdatedAt || Date.now()), [board.dataUpdatedAt]);
  const filtersId = useId();
  const tabsId = useId();
  const closedId = useId();
  // dnd-kit numbers its ids with a module counter, which a server drawing many pages does not reset.
  const dndId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: look again each time the board's data changes (the card moves columns on the refetch).
  useEffect(() => {
    if (!focusTarget) return;
    const card = document.querySelector<HTMLElement>(`[data-request-card="${focusTarget.id}"][data-estado="${focusTarget.estado}"]`);
    if (!card) return;
    card.focus();
    card.scrollIntoView?.({ block: 'nearest' });
    setFocusTarget(undefined);
  }, [focusTarget, board.data]);

  const sensors = useSensors(useSensor(PointerSensor, POINTER_PICK_UP), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  /** Shows the card where it now is: its tab below 1024 px, the closed list opened, and the focus on it. */
  function follow(id: string, estado: RequestState) {
    if ((BOARD_STATES as readonly RequestState[]).includes(estado)) setTab(estado as BoardState);
    else setClosedOpen(true);
    setFocusTarget({ id, estado });
  }

  async function moveTo(request: BoardRequest, hacia: RequestState, motivo?: string) {
    if (!canTransition(request.estado, hacia)) {
      toast.error('Error', `Una solicitud ${STATE_LABELS[request.estado].toLowerCase()} solo puede pasar a ${nextLabel(request.estado)}.`);
      return;
    }
    const approving = hacia === 'aprobada';
    try {
      const moved = await move.mutateAsync({ id: request.id, desde: request.estado, hacia, ...(motivo ? { motivo } : {}) });
      follow(moved.id, moved.estado);
      setClosing(undefined);
      if (approving && moved.fecha_visita) {
        toast.success(REQUEST_MESSAGES.approved, `${moved.codigo_interno}: se abre WhatsApp para proponer la visita. Podés deshacerlo durante 10 minutos.`);
        window.open(approvalWhatsappLink(moved, moved.fecha_visita), '_blank', 'noopener,noreferrer');
      } else {
        toast.success(`Solicitud ${STATE_LABELS[hacia].toLowerCase()}`, `${moved.codigo_interno}. Podés deshacerlo durante 10 minutos.`);
      }
    } catch (error) {
      // Someone else moved it first (the board is read again) or a move the table refuses: the server says which.
      const told = error instanceof ApiError && error.status < 500;
      const detail = told ? error.message : undefined;
      toast.error(approving ? REQUEST_MESSAGES.approveFailed : REQUEST_MESSAGES.moveFailed, detail);
    }
  }

  async function undoLast(request: BoardRequest) {
    const last = request.ultimo_movimiento;
    if (!last) return;
    try {
      const back = await undo.mutateAsync({ id: request.id, movimiento_id: last.id });
      follow(back.id, back.estado);
      toast.success('Movimiento deshecho', `${back.codigo_interno} volvió a ${STATE_LABELS[back.estado].toLowerCase()}.`);
    } catch (error) {
      toast.error('No se pudo deshacer', error instanceof ApiError && error.status < 500 ? error.message : undefined);
    }
  }

  async function work(request: BoardRequest, responsable_nombre: WorkInput['responsable_nombre']) {
    try {
      const done = await createWork.mutateAsync({ id: request.id, responsable_nombre });
      setWorking(undefined);
      follow(done.id, done.estado);
      toast.success(REQUEST_MESSAGES.obraCreated, `${done.proyecto?.nombre}: visita con ${responsable_nombre}.`);
    } catch (error) {
      toast.error('No se pudo crear la obra', error instanceof ApiError && error.status < 500 ? error.message : undefined);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const request = active.data.current?.request as BoardRequest | undefined;
    const target = over?.id as RequestState | undefined;
    if (!request) return;
    if (!target || target === request.estado) {
      // Dropped where it was: the focus stays on the card.
      setFocusTarget({ id: request.id, estado: request.estado });
      return;
    }
    void moveTo(request, target);
  }

  const columns = board.data?.columnas;
  const byState = (estado: RequestState) => columns?.find((c) => c.estado === estado);
  const late = byState('pendiente')?.demoradas ?? 0;
  const hasFilter = Boolean(search || sucursal || tipo || responsable || demoradas || only);
  const cardProps = {
    now,
    owners: owners.data,
    busyId: move.isPending ? move.variables?.id : undefined,
    onMove: (r: BoardRequest) => {
      const to = nextState(r.estado);
      if (to) void moveTo(r, to);
    },
    onClose: (r: BoardRequest, to: CloseAction) => setClosing({ request: r, to }),
    onUndo: (r: BoardRequest) => void undoLast(r),
    onCreateWork: (r: BoardRequest) => setWorking(r),
  };
  const more = (estado: RequestState) => () => setLimits((l) => ({ ...l, [estado]: l[estado] + BOARD_PAGE }));
  const showLate = () => {
    setDemoradas(true);
    setOrden('antiguas');
    setTab('pendiente');
  };

  return (
    <div className="grid gap-4">
      <StaffPageHeader
        title={TITLE}
        description={
          <>
            Arrastrá una tarjeta o usá sus botones para moverla; el último movimiento se puede deshacer durante 10 minutos. Se actualiza sola cada 30 segundos.
            {board.isFetching && !board.isLoading && (
              <span className="ml-2 inline-flex items-center gap-1">
                <Spinner className="size-3" /> Actualizando…
              </span>
            )}
          </>
        }
      />

      <search
        aria-labelledby={filtersId}
        className="grid gap-3 rounded-lg border border-border bg-white p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
      >
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${filtersId}-responsable`}>Responsable</Label>
          <select id={`${filtersId}-responsable`} className={cn(controlClasses, 'h-10')} value={responsable} onChange={(e) => setResponsable(e.target.value)}>
            <option value="">Todos</option>
            <option value={NO_OWNER}>Sin responsable</option>
            {owners.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nombre}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${filtersId}-orden`}>Orden</Label>
          <select id={`${filtersId}-orden`} className={cn(controlClasses, 'h-10')} value={orden} onChange={(e) => setOrden(e.target.value as BoardOrder)}>
            <option value="antiguas">Más antiguas primero</option>
            <option value="recientes">Más recientes primero</option>
          </select>
        </div>
        <Button
          variant="ghost"
          disabled={!hasFilter}
          onClick={() => {
            setQ('');
            setSucursal('');
            setTipo('');
            setResponsable('');
            setDemoradas(false);
            if (only) setSearchParams({});
          }}
        >
          Limpiar
        </Button>
      </search>

      {only && (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-ink">
          Se muestra solo la solicitud de la obra.
          <Button size="sm" variant="outline" onClick={() => setSearchParams({})}>
            Ver todas
          </Button>
        </p>
      )}
      {demoradas && (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-ink">
          <AlertTriangle aria-hidden className="size-4 text-warning" />
          Solo las pendientes con más de 48 h, la más antigua primero.
          <Button size="sm" variant="outline" onClick={() => setDemoradas(false)}>
            Ver todas
          </Button>
        </p>
      )}

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
            {BOARD_STATES.map((estado) => (
              <button
                key={estado}
                type="button"
                role="tab"
                id={`${tabsId}-${estado}-tab`}
                aria-selected={tab === estado}
                aria-controls={`${tabsId}-${estado}`}
                tabIndex={tab === estado ? 0 : -1}
                onClick={() => setTab(estado)}
                onKeyDown={(e) => {
                  const i = BOARD_STATES.indexOf(tab);
                  const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const nextTab = BOARD_STATES[(i + step + BOARD_STATES.length) % BOARD_STATES.length] as BoardState;
                  setTab(nextTab);
                  document.getElementById(`${tabsId}-${nextTab}-tab`)?.focus();
                }}
                className={cn(
                  'rounded-md px-2 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                  tab === estado ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
                )}
              >
                {STATE_COLUMN_TITLES[estado]} ({byState(estado)?.total ?? 0})
              </button>
            ))}
          </div>
          <DndContext
            id={dndId}
            sensors={sensors}
            collisionDetection={rectIntersection}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions }}
          >
            <div className="grid items-start gap-4 lg:grid-cols-4">
              {BOARD_STATES.map((estado, i) => {
                const c = byState(estado) ?? { estado, total: 0, demoradas: 0, items: [] };
                const following = BOARD_STATES[i + 1];
                return (
                  <Column
                    key={estado}
                    column={c}
                    panelId={`${tabsId}-${estado}`}
                    tabId={`${tabsId}-${estado}-tab`}
                    selected={tab === estado}
                    skipTo={
                      following
                        ? {
                            label: STATE_COLUMN_TITLES[following],
                            go: () => {
                              setTab(following);
                              requestAnimationFrame(() => document.getElementById(`${tabsId}-${following}-heading`)?.focus());
                            },
                          }
                        : {
                            label: 'Rechazadas y canceladas',
                            go: () => document.getElementById(`${closedId}-summary`)?.focus(),
                          }
                    }
                    lateFilter={estado === 'pendiente' ? { count: late, active: demoradas, onShow: showLate, onAll: () => setDemoradas(false) } : undefined}
                    onMore={more(estado)}
                    filtered={hasFilter}
                    cardProps={cardProps}
                  />
                );
              })}
            </div>
          </DndContext>
          <ClosedRequests
            id={closedId}
            open={closedOpen}
            onToggle={setClosedOpen}
            columns={CLOSED_STATES.map((estado) => byState(estado) ?? { estado, total: 0, demoradas: 0, items: [] })}
            onMore={more}
            cardProps={cardProps}
          />
        </>
      )}
      {closing && (
        <ReasonDialog
          request={closing.request}
          to={closing.to}
          busy={move.isPending}
          onConfirm={(motivo) => void moveTo(closing.request, closing.to, motivo)}
          onClose={() => setClosing(undefined)}
        />
      )}
      {working && (
        <WorkDialog
          request={working}
          now={now}
          busy={createWork.isPending}
          onConfirm={(person) => void work(working, person)}
          onClose={() => setWorking(undefined)}
        />
      )}
    </div>
  );
}

type CardProps = Omit<Parameters<typeof RequestCard>[0], 'request' | 'busy'> & { busyId: string | undefined };

function Cards({ items, cardProps }: { items: BoardRequest[]; cardProps: CardProps }) {
  const { busyId, ...rest } = cardProps;
  return (
    <ul className="grid grid-cols-1 gap-3">
      {items.map((r) => (
        <RequestCard key={r.id} request={r} busy={busyId === r.id} {...rest} />
      ))}
    </ul>
  );
}

function MoreButton({ column, onMore }: { column: BoardColumn; onMore: () => void }) {
  if (column.items.length >= column.total) return null;
  const left = column.total - column.items.length;
  return (
    <Button variant="outline" size="sm" onClick={onMore}>
      Ver más ({left} {left === 1 ? 'queda' : 'quedan'})
    </Button>
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
  skipTo,
  lateFilter,
  onMore,
  filtered,
  cardProps,
}: {
  column: BoardColumn;
  panelId: string;
  tabId: string;
  selected: boolean;
  skipTo: { label: string; go: () => void };
  lateFilter: { count: number; active: boolean; onShow: () => void; onAll: () => void } | undefined;
  onMore: () => void;
  filtered: boolean;
  cardProps: CardProps;
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
        'relative grid gap-3 rounded-lg border bg-brand-50/40 p-3 lg:flex! lg:flex-col',
        selected ? 'flex flex-col' : 'hidden',
        dragged && (accepts ? 'border-brand-600 border-dashed' : 'opacity-60'),
        isOver && accepts && 'bg-brand-50',
      )}
    >
      <a
        href={`#${headingId}`}
        className="sr-only rounded bg-white px-2 py-1 text-sm text-brand-700 underline focus:not-sr-only focus:self-start focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={(e) => {
          e.preventDefault();
          skipTo.go();
        }}
      >
        Saltar a {skipTo.label}
      </a>
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} tabIndex={-1} className="font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
          {title} <span className="sr-only">:</span>
          <Badge variant="secondary" className="ml-1 align-middle">
            {column.total}
            <span className="sr-only">{column.total === 1 ? ' solicitud' : ' solicitudes'}</span>
          </Badge>
        </h2>
        {lateFilter && (lateFilter.count > 0 || lateFilter.active) && (
          <button
            type="button"
            aria-pressed={lateFilter.active}
            onClick={lateFilter.active ? lateFilter.onAll : lateFilter.onShow}
            className={cn(
              'inline-flex min-h-8 items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              lateFilter.active ? 'border-warning bg-warning text-white' : 'border-warning/40 bg-warning-soft text-warning hover:bg-warning/15',
            )}
          >
            <AlertTriangle aria-hidden className="size-3.5" />
            {lateFilter.count} con más de 48 h
            <span className="sr-only">{lateFilter.active ? ': mostrando solo esas; tocá para ver todas' : ': tocá para ver solo esas'}</span>
          </button>
        )}
      </header>
      {column.items.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title={filtered ? 'Ninguna coincide con la búsqueda' : `No hay solicitudes ${STATE_PLURALS[column.estado]}`}
          className="bg-white py-6"
        />
      ) : (
        <Cards items={column.items} cardProps={cardProps} />
      )}
      <MoreButton column={column} onMore={onMore} />
    </section>
  );
}

/** Rechazadas and canceladas: their own list, collapsed until asked for (ADR 125). */
function ClosedRequests({
  id,
  open,
  onToggle,
  columns,
  onMore,
  cardProps,
}: {
  id: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  columns: BoardColumn[];
  onMore: (estado: RequestState) => () => void;
  cardProps: CardProps;
}) {
  const total = columns.reduce((n, c) => n + c.total, 0);
  return (
    <details className="rounded-lg border border-border bg-white p-3" open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary id={`${id}-summary`} className="cursor-pointer rounded font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
        Rechazadas y canceladas ({total})
      </summary>
      {open && (
        <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
          {columns.map((c) => (
            <section key={c.estado} aria-labelledby={`${id}-${c.estado}`} className="grid gap-3">
              <h2 id={`${id}-${c.estado}`} className="font-semibold text-ink">
                {STATE_COLUMN_TITLES[c.estado]} ({c.total})
              </h2>
              {c.items.length === 0 ? (
                <p className="text-sm text-muted">No hay solicitudes {STATE_PLURALS[c.estado]}.</p>
              ) : (
                <Cards items={c.items} cardProps={cardProps} />
              )}
              <MoreButton column={c} onMore={onMore(c.estado)} />
            </section>
          ))}
        </div>
      )}
    </details>
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
export const handle = staffScreen(CRM_ROLES, `${TITLE}${CRM_TAB_TITLE_SUFFIX}`, (search) => [
  boardRead(boardQuery({ ...FIRST_ASK, only: search.get('solicitud') ?? undefined })),
  ownersRead(),
]);
