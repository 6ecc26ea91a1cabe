import { AlarmClock, Download, SearchX, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LEAD_STATE_LABELS, LEAD_STATES, type LeadFilter, type LeadState, leadFilterSchema } from '../../../domain/leads/pipeline.ts';
import { Button } from '../../ui/button.tsx';
import type { EmptyStateProps } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { useUrlFilter } from '../use-url-filter.ts';

type Owner = { id: string; nombre: string };
type FilterName = keyof LeadFilter;
const FILTER_NAMES = ['estado', 'responsable', 'seguimiento'] as const satisfies readonly FilterName[];
/** The list's page, in the address with its filters (a reload or a shared link lands on the same page). */
const PAGE_PARAM = 'pagina';

/** A parameter the list does not know (an old link, a typo) is left out rather than refused. */
function readFilter(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  for (const name of FILTER_NAMES) {
    const parsed = leadFilterSchema.shape[name].safeParse(params.get(name) ?? undefined);
    if (parsed.success && parsed.data) Object.assign(filter, { [name]: parsed.data });
  }
  return filter;
}

/** The filters and page an address asks a lead list for: the list reads them so, and so does the server drawing it (ADR 146). */
export function readLeadList(params: URLSearchParams): { filter: LeadFilter; page: number } {
  return { filter: readFilter(params), page: Math.max(1, Math.trunc(Number(params.get(PAGE_PARAM))) || 1) };
}

/**
 * A lead list's filters and page, kept in the address (`?estado=abiertos&seguimiento=vencido`,
 * the digest's link too): a filtered view can be reloaded or shared. A new filter goes back to
 * the first page; other parameters of the address (a tab) are kept.
 */
export function useLeadListParams() {
  const { params, setParams } = useUrlFilter<FilterName | typeof PAGE_PARAM>();
  const { filter, page } = readLeadList(params);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  return {
    filter,
    page,
    filtered: FILTER_NAMES.some((name) => filter[name] !== undefined),
    setFilter: (name: FilterName, value: string) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete(PAGE_PARAM);
      }),
    setPage: (value: number) =>
      update((next) => {
        if (value > 1) next.set(PAGE_PARAM, String(value));
        else next.delete(PAGE_PARAM);
      }),
    clear: () =>
      update((next) => {
        for (const name of [...FILTER_NAMES, PAGE_PARAM]) next.delete(name);
      }),
  };
}

export type LeadListParams = ReturnType<typeof useLeadListParams>;

/** A lead list's empty state: with filters on, it says so and offers to remove them; otherwise the list's own words. */
export function leadListEmpty(list: LeadListParams, unfiltered: EmptyStateProps): EmptyStateProps {
  if (!list.filtered) return unfiltered;
  return {
    icon: <SearchX />,
    title: 'Ningún contacto con esos filtros',
    action: (
      <Button variant="outline" onClick={list.clear}>
        Quitar filtros
      </Button>
    ),
  };
}

/** A page past the last (an old link, the list shrank after a move) goes to the last one instead of showing an empty list. */
export function useLastPageAtMost(list: LeadListParams, total: number | undefined, pageSize: number): void {
  const last = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const { page, setPage } = list;
  useEffect(() => {
    if (last !== undefined && page > last) setPage(last);
  }, [last, page, setPage]);
}

/** Singular and plural of «contacto» in each state, for the count line. */
const STATE_WORDS: Record<LeadState | 'abiertos', readonly [string, string]> = {
  abiertos: ['abierto', 'abiertos'],
  nuevo: ['nuevo', 'nuevos'],
  contactado: ['contactado', 'contactados'],
  en_negociacion: ['en negociación', 'en negociación'],
  ganado: ['ganado', 'ganados'],
  perdido: ['perdido', 'perdidos'],
};

/** «3 contactos abiertos de laura con el seguimiento vencido»: the total says which filter it counts. */
export function leadCountText(total: number, filter: LeadFilter, owners: readonly Owner[] | undefined): string {
  const one = total === 1;
  const parts = [`${total.toLocaleString('es-AR')} ${one ? 'contacto' : 'contactos'}`];
  if (filter.estado) parts.push(STATE_WORDS[filter.estado][one ? 0 : 1]);
  if (filter.responsable === 'sin') parts.push('sin responsable');
  else if (filter.responsable) parts.push(`de ${ownerName(filter.responsable, owners)}`);
  if (filter.seguimiento) parts.push('con el seguimiento vencido');
  return parts.join(' ');
}

const ownerName = (id: string, owners: readonly Owner[] | undefined) => owners?.find((o) => o.id === id)?.nombre ?? 'la cuenta elegida';

/**
 * Estado (every open one too), Responsable (nobody's too), the follow-ups due, the CSV of what
 * the list shows, and «Quitar filtros» while any is on.
 */
export function LeadFilterBar({ list, owners, csvUrl }: { list: LeadListParams; owners: readonly Owner[] | undefined; csvUrl: string }) {
  const { filter } = list;
  const stateRef = useRef<HTMLSelectElement>(null);
  const due = filter.seguimiento === 'vencido';
  // An owner chosen by a shared link stays shown while the accounts load (or once it lost the role).
  const unlisted = filter.responsable && filter.responsable !== 'sin' && !owners?.some((o) => o.id === filter.responsable) ? filter.responsable : undefined;
  return (
    <search
      aria-label="Filtros de contactos"
      className="mb-4 grid gap-3 rounded-lg border border-border bg-white p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <Field label="Estado">
        <NativeSelect ref={stateRef} value={filter.estado ?? ''} onChange={(e) => list.setFilter('estado', e.target.value)}>
          <option value="">Todos</option>
          <option value="abiertos">Abiertos (nuevos, contactados o en negociación)</option>
          {LEAD_STATES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATE_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Responsable">
        <NativeSelect value={filter.responsable ?? ''} onChange={(e) => list.setFilter('responsable', e.target.value)}>
          <option value="">Todos</option>
          <option value="sin">Sin responsable</option>
          {unlisted && <option value={unlisted}>{ownerName(unlisted, owners)}</option>}
          {owners?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.nombre}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button variant={due ? 'default' : 'outline'} aria-pressed={due} onClick={() => list.setFilter('seguimiento', due ? '' : 'vencido')}>
          <AlarmClock aria-hidden />
          Seguimientos vencidos
        </Button>
        <Button asChild variant="outline">
          <a href={csvUrl} download>
            <Download aria-hidden />
            Descargar CSV
            {list.filtered && <span className="sr-only"> (con los filtros elegidos)</span>}
          </a>
        </Button>
        {list.filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              list.clear();
              // The button goes away with the filters: the keyboard goes on from the first filter.
              stateRef.current?.focus();
            }}
          >
            <X aria-hidden />
            Quitar filtros
          </Button>
        )}
      </div>
    </search>
  );
}
