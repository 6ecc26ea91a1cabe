import { ArrowDownCircle, ArrowUpCircle, Ban, Download, Landmark, Paperclip, Pencil, Plus, Wallet } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { formatMoney } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number-reader.ts';
import type { MonthTotals, Movement } from '../../../domain/tasks/cash.ts';
import { CURRENCIES, MOVEMENT_TYPES } from '../../../domain/tasks/lists.ts';
import { CASH_MESSAGES, receiptUrl } from '../../../domain/tasks/messages.ts';
import {
  buenosAiresMonth,
  type Currency,
  MOVEMENT_FILTERS,
  MOVEMENT_RATE_LABELS,
  MOVEMENT_TYPE_LABELS,
  type MovementQuery,
  type MovementType,
  readMovementFilter,
} from '../../../domain/tasks/movement-terms.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { useUrlFilter } from '../../staff/use-url-filter.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NamedOptions } from '../../ui/named-options.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { movementsCsvUrl, movementsRead, movementTotalsRead, projectsList, TASKS_ADMIN_ROLES, useMovements, useMovementTotals, useProjects } from './api.ts';
import { MovementDialog, OpeningBalancesDialog, VoidMovementDialog } from './dialogs.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';

type FilterName = (typeof MOVEMENT_FILTERS)[number];

const MONTH_NAME = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'noviembre de 2026' for 2026-11. */
function monthLabel(mes: string): string {
  return MONTH_NAME.format(new Date(`${mes}-15T12:00:00Z`));
}

type MovementAction = 'editar' | 'anular' | 'comprobante';
type RowAction = (m: Movement, action: MovementAction) => void;

/** An amount in a ledger cell: a line may break after its symbol (US$ / 100.000.000.000,00), never inside the number. */
const cellMoney = (value: number, currency: 'USD' | 'ARS') => formatMoney(value, currency).replace('\u00a0', ' ');

const receiptControl =
  'inline-flex min-h-6 w-fit items-center gap-1 rounded-sm text-xs text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A voided movement stays in the list, struck through, with its reason (ADR 121). */
const struck = (m: Movement) => (m.anulado ? 'line-through text-muted' : '');

function columns(onAction: RowAction): ReadonlyArray<Column<Movement>> {
  return [
    // The ledger has eight columns (ADR 121) and fits 1280 px beside the menu: the rate goes under the pesos'
    // dollar worth and the row's actions one under the other; with amounts in the billions, date and time
    // and the amounts may also take two lines.
    { header: 'Fecha', cell: (m) => <span className={struck(m)}>{formatDateTime(m.created_at)}</span>, card: 'title' },
    {
      header: 'Tipo',
      cell: (m) =>
        m.anulado ? (
          <Badge variant="outline">Anulado</Badge>
        ) : (
          <Badge variant={m.tipo === 'ingreso' ? 'success' : 'destructive'}>{MOVEMENT_TYPE_LABELS[m.tipo]}</Badge>
        ),
    },
    {
      header: 'Monto',
      cell: (m) => (
        <span className="grid justify-items-end">
          <span className={`font-medium tabular-nums ${struck(m)}`}>{cellMoney(m.monto, m.moneda)}</span>
          {m.moneda === 'ARS' && (
            <span className="grid justify-items-end text-xs text-muted tabular-nums">
              {m.usd_equivalente !== null && m.cotizacion_tipo && m.cotizacion_valor !== null ? (
                <>
                  <span>≈ {formatMoney(m.usd_equivalente, 'USD')}</span>{' '}
                  <span>
                    ({MOVEMENT_RATE_LABELS[m.cotizacion_tipo]} {typedNumberText(m.cotizacion_valor, NUMBER_KINDS.money)})
                  </span>
                </>
              ) : (
                'sin cotización'
              )}
            </span>
          )}
        </span>
      ),
      className: 'text-right',
    },
    // Typed text may hold long words or links: it wraps anywhere, so the table fits 1280 px.
    {
      header: 'Concepto',
      cell: (m) => (
        <span className="grid">
          <span className={struck(m)}>{m.concepto}</span>
          {m.categoria && <span className="text-xs text-muted">{m.categoria}</span>}
          {m.anulado && <span className="text-xs text-danger">Anulado: {m.motivo_anulacion}</span>}
          {/* The receipt beside what it proves; a voided movement's can still be read, not changed (ADR 121). */}
          {m.anulado ? (
            m.tiene_comprobante && (
              <a href={receiptUrl(m.id)} download className={receiptControl}>
                <Paperclip aria-hidden className="size-3" />
                Ver comprobante<span className="sr-only"> de {m.concepto}</span>
              </a>
            )
          ) : (
            <button type="button" className={receiptControl} onClick={() => onAction(m, 'comprobante')}>
              <Paperclip aria-hidden className="size-3" />
              {m.tiene_comprobante ? 'Comprobante' : 'Adjuntar comprobante'}
              <span className="sr-only"> de {m.concepto}</span>
            </button>
          )}
        </span>
      ),
      className: 'min-w-40 [overflow-wrap:anywhere]',
    },
    { header: 'Quién', cell: (m) => m.quien ?? '—' },
    {
      header: 'Obra',
      cell: (m) => (
        <span className="grid">
          <span>{m.obra ?? '—'}</span>
          {m.sucursal && <span className="text-xs text-muted">{m.sucursal}</span>}
        </span>
      ),
      className: 'min-w-24 [overflow-wrap:anywhere]',
    },
    {
      header: 'Saldo',
      cell: (m) => <span className="tabular-nums">{cellMoney(m.saldo, m.moneda)}</span>,
      className: 'text-right',
    },
    {
      header: 'Acciones',
      card: 'actions',
      cell: (m) =>
        m.anulado ? null : (
          <span className="flex flex-wrap gap-1 [td_&]:flex-col [td_&]:items-start">
            <Button size="sm" variant="ghost" onClick={() => onAction(m, 'editar')}>
              <Pencil aria-hidden />
              Editar<span className="sr-only"> {m.concepto}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onAction(m, 'anular')}>
              <Ban aria-hidden />
              Anular<span className="sr-only"> {m.concepto}</span>
            </Button>
          </span>
        ),
    },
  ];
}

/** Movimientos: the cash log, latest first in pages of 100, filtered by URL, with the month's totals per currency and the CSV. */
function MovementsTab() {
  // Each change is a history entry: Back returns to the previous filters.
  const { params, setFilter } = useUrlFilter<FilterName>();
  const filter = useMemo(() => readMovementFilter(params), [params]);
  const [adding, setAdding] = useState<MovementType | null>(null);
  const [acting, setActing] = useState<{ movement: Movement; action: MovementAction } | null>(null);
  const [opening, setOpening] = useState(false);
  const tableColumns = useMemo(() => columns((movement, action) => setActing({ movement, action })), []);
  const shownRef = useRef<HTMLParagraphElement>(null);
  const query = useMovements(filter);
  const mes = filter.mes ?? buenosAiresMonth(new Date());
  const totals = useMovementTotals({ mes, obra: filter.obra });
  // The obra filter's names (the same cached list the filter offers).
  const projects = useProjects(1, 100);
  const filtered = MOVEMENT_FILTERS.some((f) => filter[f]);

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <>
      <StaffPageHeader
        title={TAB_NAMES.movimientos}
        description="Ingresos y egresos en USD y ARS, los más recientes primero, con el saldo de la caja después de cada uno."
        actions={
          <>
            <Button onClick={() => setAdding('ingreso')}>
              <Plus aria-hidden />
              Nuevo movimiento
            </Button>
            <Button variant="outline" onClick={() => setOpening(true)}>
              <Landmark aria-hidden />
              Saldo inicial
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
            <DataTable
              label="Movimientos"
              rows={items}
              rowKey={(m) => m.id}
              columns={tableColumns}
              busy={query.isFetching && !query.isFetchingNextPage}
              framed
            />
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
      {acting?.action === 'editar' && <MovementDialog tipo={acting.movement.tipo} movement={acting.movement} onClose={() => setActing(null)} />}
      {acting?.action === 'anular' && <VoidMovementDialog movement={acting.movement} onClose={() => setActing(null)} />}
      {acting?.action === 'comprobante' && <ReceiptDialog movement={acting.movement} onClose={() => setActing(null)} />}
      {opening && <OpeningBalancesDialog onClose={() => setOpening(false)} />}
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
          <NamedOptions items={projects.data?.items} />
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
          <CurrencyTotals
            key={currency}
            currency={currency}
            totals={query.data?.[currency]}
            inUsd={currency === 'ARS' ? query.data?.ARS_en_USD : undefined}
            failed={failed}
          />
        ))}
      </div>
      {query.data && query.data.anulados > 0 && (
        <p className="mt-2 text-sm text-muted">
          {query.data.anulados === 1 ? 'Un movimiento anulado no cuenta' : `${query.data.anulados} movimientos anulados no cuentan`} en estos totales.
        </p>
      )}
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

function CurrencyTotals({
  currency,
  totals,
  inUsd,
  failed,
}: {
  currency: Currency;
  totals: MonthTotals[Currency] | undefined;
  inUsd?: MonthTotals['ARS_en_USD'] | undefined;
  failed: boolean;
}) {
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
      {inUsd && (
        <p className="mt-2 text-xs text-muted">
          En dólares a la cotización de cada movimiento (aparte, nunca sumado a los USD): ingresos {formatMoney(inUsd.ingresos, 'USD')}, egresos{' '}
          {formatMoney(inUsd.egresos, 'USD')}, saldo {formatMoney(inUsd.saldo, 'USD')}
          {inUsd.sin_cotizacion > 0 && `; ${inUsd.sin_cotizacion} sin cotización`}.
        </p>
      )}
    </div>
  );
}

export const Component = MovementsTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('movimientos'), (search) => {
  const filter = readMovementFilter(search);
  return [movementsRead(filter), movementTotalsRead({ mes: filter.mes ?? buenosAiresMonth(new Date()), obra: filter.obra }), projectsList(1, 100)];
});
