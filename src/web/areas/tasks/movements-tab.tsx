import { ArrowDownCircle, ArrowUpCircle, Download, Plus, Wallet } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatMoney } from '../../../domain/shared/money.ts';
import {
  buenosAiresMonth,
  CASH_MESSAGES,
  type Currency,
  MOVEMENT_TYPE_LABELS,
  type MonthTotals,
  type Movement,
  type MovementQuery,
  type MovementType,
  movementFilterSchema,
} from '../../../domain/tasks/cash.ts';
import { CURRENCIES, MOVEMENT_TYPES } from '../../../domain/tasks/lists.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { useUrlFilter } from '../../staff/use-url-filter.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { movementsCsvUrl, useMovements, useMovementTotals, useProjects } from './api.ts';
import { MovementDialog } from './movement-dialog.tsx';

const FILTERS = ['mes', 'tipo', 'moneda', 'obra'] as const;
type FilterName = (typeof FILTERS)[number];

/**
 * The URL's filters the server accepts; anything else (a hand-typed ?mes=2026-13 or ?tipo=x) is
 * left out, so the tab shows every movement instead of crashing or failing on every 'Reintentar'.
 */
function readFilter(params: URLSearchParams): MovementQuery {
  const filter: Record<string, string> = {};
  for (const name of FILTERS) {
    const parsed = movementFilterSchema.shape[name].safeParse(params.get(name) ?? undefined);
    if (parsed.success && parsed.data) filter[name] = parsed.data;
  }
  return filter as MovementQuery;
}

const MONTH_NAME = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'noviembre de 2026' for 2026-11. */
function monthLabel(mes: string): string {
  return MONTH_NAME.format(new Date(`${mes}-15T12:00:00Z`));
}

const COLUMNS: ReadonlyArray<Column<Movement>> = [
  { header: 'Fecha', cell: (m) => formatDateTime(m.created_at), className: 'whitespace-nowrap', card: 'title' },
  {
    header: 'Tipo',
    cell: (m) => <Badge variant={m.tipo === 'ingreso' ? 'success' : 'destructive'}>{MOVEMENT_TYPE_LABELS[m.tipo]}</Badge>,
  },
  {
    header: 'Monto',
    cell: (m) => <span className="font-medium tabular-nums">{formatMoney(m.monto, m.moneda)}</span>,
    className: 'whitespace-nowrap text-right',
  },
  // Typed text may hold long words or links: it wraps anywhere, so the table fits 1280 px.
  { header: 'Concepto', cell: (m) => m.concepto, className: 'min-w-40 [overflow-wrap:anywhere]' },
  { header: 'Quién', cell: (m) => m.quien ?? '—' },
  { header: 'Obra', cell: (m) => m.obra ?? '—', className: 'min-w-24 [overflow-wrap:anywhere]' },
  { header: 'Sucursal', cell: (m) => m.sucursal ?? '—' },
];

/** Movimientos: the cash log, latest first in pages of 100, filtered by URL, with the month's totals per currency and the CSV. */
function MovementsTab() {
  // Each change is a history entry: Back returns to the previous filters.
  const { params, setFilter } = useUrlFilter<FilterName>();
  const filter = useMemo(() => readFilter(params), [params]);
  const [adding, setAdding] = useState<MovementType | null>(null);
  const shownRef = useRef<HTMLParagraphElement>(null);
  const query = useMovements(filter);
  const mes = filter.mes ?? buenosAiresMonth(new Date());
  const totals = useMovementTotals({ mes, obra: filter.obra });
  // The obra filter's names (the same cached list the filter offers).
  const projects = useProjects(1, 100);
  const filtered = FILTERS.some((f) => filter[f]);

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <>
      <StaffPageHeader
        title="Movimientos"
        description="Ingresos y egresos en USD y ARS, los más recientes primero."
        actions={
          <>
            <Button onClick={() => setAdding('ingreso')}>
              <Plus aria-hidden />
              Nuevo movimiento
            </Button>
            <Button asChild variant="outline">
              <a href={movementsCsvUrl(filter)} download>
                <Download aria-hidden />
                Exportar CSV
              </a>
            </Button>
          </>
        }
      />
      <Filters filter={filter} onChange={setFilter} />
      <Totals mes={mes} obra={filter.obra ? (projects.data?.items.find((p) => p.id === filter.obra)?.nombre ?? 'la obra elegida') : undefined} query={totals} />
      <QueryView
        query={{ data: query.data, isPending: query.isPending, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch }}
        errorTitle={CASH_MESSAGES.loadFailed}
        isEmpty={(data) => (data.pages[0]?.items.length ?? 0) === 0}
        empty={
          filtered
            ? { icon: <Wallet />, title: 'No hay movimientos con esos filtros', description: 'Probá con otro mes, tipo, moneda u obra.' }
            : {
                icon: <Wallet />,
                title: 'Todavía no hay movimientos',
                description: 'Registrá el primer ingreso o egreso.',
                action: <Button onClick={() => setAdding('ingreso')}>Nuevo movimiento</Button>,
              }
        }
      >
        {() => (
          <>
            <DataTable label="Movimientos" rows={items} rowKey={(m) => m.id} columns={COLUMNS} busy={query.isFetching && !query.isFetchingNextPage} framed />
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              {/* Focused when the last page arrives and its button goes away, so the keyboard is not left on <body>. */}
              <p ref={shownRef} tabIndex={-1} className="text-sm text-muted" aria-live="polite">
                Mostrando {items.length.toLocaleString('es-AR')} de {total.toLocaleString('es-AR')}
              </p>
              {query.hasNextPage && (
                <div className="flex flex-wrap items-center gap-3">
                  {query.isFetchNextPageError && !query.isFetchingNextPage && (
                    <p role="alert" className="text-sm text-danger">
                      No se pudieron cargar los movimientos anteriores.
                    </p>
                  )}
                  <Button
                    variant="outline"
                    loading={query.isFetchingNextPage}
                    onClick={async () => {
                      const next = await query.fetchNextPage();
                      if (!next.hasNextPage && !next.isError) shownRef.current?.focus();
                    }}
                  >
                    Ver movimientos anteriores
                  </Button>
                </div>
              )}
            </div>
          </>
        )}
      </QueryView>
      {adding && <MovementDialog tipo={adding} onClose={() => setAdding(null)} />}
    </>
  );
}

function Filters({ filter, onChange }: { filter: MovementQuery; onChange: (name: FilterName, value: string) => void }) {
  const projects = useProjects(1, 100);
  return (
    <fieldset className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <legend className="sr-only">Filtros de movimientos</legend>
      <Field label="Mes">
        <Input type="month" value={filter.mes ?? ''} onChange={(e) => onChange('mes', e.target.value)} />
      </Field>
      <Field label="Tipo">
        <NativeSelect value={filter.tipo ?? ''} onChange={(e) => onChange('tipo', e.target.value)}>
          <option value="">Todos</option>
          {MOVEMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {MOVEMENT_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Moneda">
        <NativeSelect value={filter.moneda ?? ''} onChange={(e) => onChange('moneda', e.target.value)}>
          <option value="">Todas</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Obra">
        <NativeSelect value={filter.obra ?? ''} onChange={(e) => onChange('obra', e.target.value)}>
          <option value="">Todas</option>
          {projects.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nombre}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </fieldset>
  );
}

/** The month's ingresos, egresos and saldo, one card per currency: USD and ARS are never added together. */
function Totals({
  mes,
  obra,
  query,
}: {
  mes: string;
  obra: string | undefined;
  query: { data: MonthTotals | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
}) {
  const failed = query.isError && !query.data;
  return (
    <section aria-labelledby="totales-titulo" className="mb-6">
      <h2 id="totales-titulo" className="mb-2 text-base font-semibold text-ink">
        Totales de {monthLabel(mes)}
        {obra && ` en ${obra}`}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {CURRENCIES.map((currency) => (
          <CurrencyTotals key={currency} currency={currency} totals={query.data?.[currency]} failed={failed} />
        ))}
      </div>
      {failed && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
          No se pudieron cargar los totales.
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => query.refetch()}>
            Reintentar<span className="sr-only"> los totales</span>
          </Button>
        </div>
      )}
    </section>
  );
}

function CurrencyTotals({ currency, totals, failed }: { currency: Currency; totals: MonthTotals[Currency] | undefined; failed: boolean }) {
  const value = (n: number | undefined) => (n === undefined ? (failed ? '—' : '…') : formatMoney(n, currency));
  return (
    <div className="rounded-lg border border-border bg-white p-4">
      <h3 className="text-sm font-semibold text-ink">{currency === 'USD' ? 'Dólares (USD)' : 'Pesos (ARS)'}</h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="flex items-center gap-1 text-muted">
          <ArrowUpCircle aria-hidden className="size-4 text-success" />
          Ingresos
        </dt>
        <dd className="text-right font-medium tabular-nums">{value(totals?.ingresos)}</dd>
        <dt className="flex items-center gap-1 text-muted">
          <ArrowDownCircle aria-hidden className="size-4 text-danger" />
          Egresos
        </dt>
        <dd className="text-right font-medium tabular-nums">{value(totals?.egresos)}</dd>
        <dt className="font-semibold text-ink">Saldo</dt>
        <dd className="text-right font-semibold tabular-nums">{value(totals?.saldo)}</dd>
      </dl>
    </div>
  );
}

export const Component = MovementsTab;
