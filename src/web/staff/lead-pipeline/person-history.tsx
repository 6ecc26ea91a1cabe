import { FileText } from 'lucide-react';
import { useId } from 'react';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { paths } from '../../paths.ts';
import { ErrorState, LoadingRows } from '../query-states.tsx';
import type { LeadPipelineApi } from './api.ts';

/**
 * «Historial de la persona»: what the firm holds of the lead's person — their other contacts,
 * land inquiries, mails — found by the lead's e-mail or phone (ADR 140), newest first.
 */
export function PersonHistory({ api, leadId }: { api: LeadPipelineApi; leadId: string }) {
  const history = api.useHistory(leadId);
  const headingId = useId();
  // ISO instants: their text sorts as time does.
  const traces = [...(history.data?.items ?? [])].sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : 0));
  const total = history.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          Historial de la persona
        </h3>
        <p className="text-sm text-muted">Sus contactos, consultas y correos, encontrados por su e-mail o su teléfono.</p>
      </div>
      {history.isPending ? (
        <LoadingRows rows={2} label="Cargando el historial" />
      ) : history.isError && !history.data ? (
        <ErrorState title="No se pudo cargar el historial" onRetry={() => history.refetch()} retrying={history.isFetching} className="py-4" />
      ) : traces.length === 0 ? (
        <p className="text-sm text-muted">No encontramos otros registros de esta persona.</p>
      ) : (
        <>
          <ol className="grid gap-2 text-sm" aria-label="Historial de la persona">
            {traces.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: traces carry no id; the list is read whole and only shown.
              <li key={i} className="grid gap-0.5 rounded-md border border-border px-2 py-1.5">
                <p className="font-medium text-ink">{t.origen}</p>
                {t.texto && <p className="break-words whitespace-pre-line">{t.texto}</p>}
                <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
                  {formatDateTime(t.fecha)}
                  {t.consulta_id && (
                    <a
                      className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline"
                      href={paths.result(t.consulta_id)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <FileText aria-hidden className="size-4" />
                      Ver la consulta<span className="sr-only"> (abre una pestaña nueva)</span>
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ol>
          {total > traces.length && (
            <p className="text-xs text-muted">
              Se muestran los {traces.length} más recientes de {total}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
