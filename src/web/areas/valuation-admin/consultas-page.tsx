import { Download, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { DAY_RANGE_MESSAGES } from '../../../domain/shared/day-range.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { CONSULTA_ORIGIN_LABELS, CONSULTA_ORIGINS, LOCATION_QUALITIES } from '../../../domain/valuation/options.ts';
import type { ConsultaAdmin } from '../../../domain/valuation-admin/responses.ts';
import { ADMIN_MESSAGES, type ConsultasFilter } from '../../../domain/valuation-admin/schemas.ts';
import { type Column, DataTable } from '../../staff/data-table.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { useDebounced } from '../../staff/use-debounced.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { ADMIN_ROLES, consultasCsvUrl, consultasRead, consultasTrendRead, PAGE_SIZE, useConsultas } from './api.ts';
import { ConsultasTrend } from './consultas-trend.tsx';
import { PAGE_NAMES, pageTitle } from './pages.ts';

const COLUMNS: ReadonlyArray<Column<ConsultaAdmin>> = [
  { header: 'Fecha', cell: (c) => formatDateTime(c.fecha), className: 'whitespace-nowrap', card: 'title' },
  { header: 'Localidad', cell: (c) => c.localidad_nombre },
  { header: 'Barrio', cell: (c) => c.barrio_nombre },
  { header: 'M² vendibles', cell: (c) => formatNumber(c.m2_vendibles), className: 'text-right' },
  { header: 'Ubicación', cell: (c) => c.ubicacion_calidad },
  { header: 'Valor lista', cell: (c) => formatUsd(c.valor_lista_usd), className: 'whitespace-nowrap text-right' },
  { header: 'Valor mercado', cell: (c) => formatUsd(c.valor_mercado_usd), className: 'whitespace-nowrap text-right' },
  { header: 'Origen', cell: (c) => CONSULTA_ORIGIN_LABELS[c.origen as keyof typeof CONSULTA_ORIGIN_LABELS] ?? c.origen },
];

/** Consultas: filters (text, quality, origin, Buenos Aires days), the trend and the stats of the filtered set, the list and the CSV export. */
function ConsultasPage() {
  const [text, setText] = useState('');
  const [calidad, setCalidad] = useState<ConsultasFilter['calidad']>();
  const [origen, setOrigen] = useState<ConsultasFilter['origen']>();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim());
  // A reversed range is said under «Hasta» and not asked for: the list keeps the last good one.
  const reversed = desde !== '' && hasta !== '' && hasta < desde;
  const range = reversed ? {} : { desde: desde || undefined, hasta: hasta || undefined };
  const filter: ConsultasFilter = { q: q || undefined, calidad, origen, ...range };
  const query = useConsultas(filter, page);
  // A new filter starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter values are the trigger.
  useEffect(() => setPage(1), [q, calidad, origen, range.desde, range.hasta]);

  const data = query.data;
  const stats = data?.stats;
  return (
    <>
      <StaffPageHeader
        title={PAGE_NAMES.consultas}
        description="Valuaciones hechas en el sitio, de la más reciente a la más antigua."
        actions={
          <Button asChild variant="outline">
            <a href={consultasCsvUrl(filter)} download>
              <Download aria-hidden />
              Exportar CSV
            </a>
          </Button>
        }
      />

      <section aria-label="Filtros" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Buscar localidad o barrio">
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Ej.: Palermo" />
        </Field>
        <Field label="Ubicación">
          <NativeSelect value={calidad ?? ''} onChange={(e) => setCalidad((e.target.value || undefined) as ConsultasFilter['calidad'])}>
            <option value="">Todas</option>
            {LOCATION_QUALITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Origen">
          <NativeSelect value={origen ?? ''} onChange={(e) => setOrigen((e.target.value || undefined) as ConsultasFilter['origen'])}>
            <option value="">Todos</option>
            {CONSULTA_ORIGINS.map((o) => (
              <option key={o} value={o}>
                {CONSULTA_ORIGIN_LABELS[o]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Desde">
          <Input type="date" value={desde} max={hasta || undefined} onChange={(e) => setDesde(e.target.value)} />
        </Field>
        <Field label="Hasta" error={reversed ? DAY_RANGE_MESSAGES.rangeReversed : undefined}>
          <Input type="date" value={hasta} min={desde || undefined} onChange={(e) => setHasta(e.target.value)} />
        </Field>
      </section>

      <ConsultasTrend filter={filter} />

      <section aria-label="Estadísticas" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Total" failed={query.isError} value={stats ? formatNumber(stats.total) : undefined} />
        <Stat label="Hoy" failed={query.isError} value={stats ? formatNumber(stats.hoy) : undefined} />
        <Stat
          label="Promedio m²"
          failed={query.isError}
          value={stats ? (stats.promedio_m2 === null ? '—' : formatNumber(Math.round(stats.promedio_m2 * 10) / 10)) : undefined}
        />
        <Stat
          label="Promedio valor de mercado"
          failed={query.isError}
          value={stats ? (stats.promedio_valor_mercado_usd === null ? '—' : formatUsd(stats.promedio_valor_mercado_usd)) : undefined}
        />
      </section>

      <QueryView
        query={query}
        errorTitle="No se pudieron cargar las consultas"
        empty={{
          icon: <SearchX />,
          title: filter.q || calidad || origen || filter.desde || filter.hasta ? ADMIN_MESSAGES.noConsultas : 'Todavía no hay consultas',
        }}
      >
        {(result) => <DataTable label="Consultas" framed busy={query.isFetching} rows={result.items} rowKey={(c) => c.id} columns={COLUMNS} />}
      </QueryView>
      {data && <Pager label="consultas" page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </>
  );
}

/** A figure of the filtered set: '…' while it loads, '—' when the load failed (the list below says why). */
function Stat({ label, value, failed }: { label: string; value: string | undefined; failed: boolean }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-xl font-semibold text-ink">{value ?? (failed ? '—' : '…')}</p>
    </div>
  );
}

export const Component = ConsultasPage;
// The filters live in the page's state, not the address: it opens unfiltered, on its first page.
export const handle = staffScreen(ADMIN_ROLES, pageTitle('consultas'), () => [consultasRead({}, 1), consultasTrendRead({})]);
