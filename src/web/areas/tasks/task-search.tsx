import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { SEARCH_MESSAGES, TASK_SEARCH_MAX, TASK_SEARCH_MIN } from '../../../domain/tasks/messages.ts';
import type { TaskSearchHit } from '../../../domain/tasks/search.ts';
import { ErrorState, LoadingRows } from '../../staff/query-states.tsx';
import { useDebounced } from '../../staff/use-debounced.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { useTaskSearch } from './api.ts';
import { TaskDialog } from './dialogs.tsx';
import { formatDay } from './task-bits.tsx';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

const FIELD_LABEL: Record<TaskSearchHit['coincidencia']['campo'], string> = {
  titulo: 'En el título',
  descripcion: 'En la descripción',
  comentario: 'En un comentario',
};

/** The dashboard's search (ADR 135): above every tab; results as a list, each opening the task's detail. */
export function TaskSearch() {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<TaskSearchHit | null>(null);
  const id = useId();
  const active = q.length >= TASK_SEARCH_MIN;
  const query = useTaskSearch(active ? q : '');
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;

  return (
    <section aria-label="Buscar tareas" className="mb-6">
      <search className="relative">
        <label htmlFor={id} className="sr-only">
          Buscar tareas
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={TASK_SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setText('');
          }}
          placeholder="Buscar en títulos, descripciones y comentarios"
          className="pl-9"
          autoComplete="off"
        />
      </search>
      {text.trim().length > 0 && text.trim().length < TASK_SEARCH_MIN && <p className="mt-2 text-sm text-muted">{SEARCH_MESSAGES.tooShort}</p>}
      {active && (
        <div className="mt-3 rounded-lg border border-border bg-white p-3 shadow-sm sm:p-4">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="min-w-0 font-semibold text-ink [overflow-wrap:anywhere]">Resultados para «{q}»</h2>
            <Button variant="ghost" size="sm" className="shrink-0" onClick={() => setText('')}>
              <X aria-hidden />
              Cerrar búsqueda
            </Button>
          </div>
          {query.isPending ? (
            <LoadingRows rows={3} label="Buscando" />
          ) : query.isError && items.length === 0 ? (
            <ErrorState title={SEARCH_MESSAGES.searchFailed} onRetry={() => query.refetch()} retrying={query.isFetching} />
          ) : items.length === 0 ? (
            <p className="py-4 text-center text-muted">{SEARCH_MESSAGES.noResults}</p>
          ) : (
            <>
              <ul className="divide-y divide-border" aria-label="Resultados de la búsqueda">
                {items.map((hit) => (
                  <li key={hit.id} className="min-w-0 py-3">
                    <button
                      type="button"
                      onClick={() => setOpen(hit)}
                      className="w-full rounded text-left focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      <span className="block font-medium text-ink [overflow-wrap:anywhere]">{hit.titulo}</span>
                      <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                        <Badge variant="outline">{hit.estado}</Badge>
                        <span>{hit.responsable_nombre}</span>
                        <span>{hit.proyecto_nombre ?? 'Sin proyecto'}</span>
                        <span>Límite: {formatDay(hit.fecha_limite)}</span>
                      </span>
                      <span className="mt-1 block text-sm [overflow-wrap:anywhere]">
                        <span className="font-medium">{FIELD_LABEL[hit.coincidencia.campo]}:</span> {hit.coincidencia.fragmento}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted" aria-live="polite">
                  Se muestran {items.length} de {total}.
                </p>
                {query.hasNextPage && (
                  <Button variant="outline" size="sm" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
                    Ver más resultados
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      )}
      {open && <TaskDialog key={open.id} task={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
