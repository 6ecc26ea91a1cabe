import { formatDate } from '../../../domain/shared/date-format.ts';
import { formatUsd } from '../../../domain/shared/money.ts';
import { chartLine, historySentence } from '../../../domain/valuation/history.ts';
import type { Consulta } from '../../../domain/valuation/valuation.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Sparkline } from '../../ui/sparkline.tsx';
import { useConsultaHistory } from './api.ts';
import { LoadFailed } from './report-parts.tsx';

// Loaded with React.lazy by the result page: rendered on the server with the page, hydrated once this
// chunk arrives, so the chart code (shared with the neighbourhood cards) stays off every public
// page's first-visit JavaScript (docs/decisions/090).

const CHART = { width: 560, height: 140, padding: 8 };

/** The barrio's incidence value over the 12 months before the consulta: inline SVG, its words beside it. */
export function BarrioValueChart({ consulta: c }: { consulta: Consulta }) {
  const history = useConsultaHistory(c.id);
  const h = history.data;
  const line = h && chartLine(h, CHART);
  if (history.isPending) return <Skeleton className="h-36 w-full" />;
  if (history.isError) return <LoadFailed what="la evolución del valor" onRetry={() => history.refetch()} />;
  return (
    <figure className="grid gap-2">
      {line && h ? (
        <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
          <div className={`flex flex-col py-1 text-right tabular-nums ${line.min === line.max ? 'justify-center' : 'justify-between'}`} aria-hidden>
            <span>{formatUsd(line.max)}</span>
            {line.min !== line.max && <span>{formatUsd(line.min)}</span>}
          </div>
          <Sparkline d={line.d} end={line.end} width={CHART.width} height={CHART.height} className="h-28 w-full text-brand-700 sm:h-36" />
          <div className="col-start-2 flex justify-between tabular-nums" aria-hidden>
            <span>{formatDate(h.desde)}</span>
            <span>{formatDate(h.hasta)}</span>
          </div>
        </div>
      ) : null}
      {h && <figcaption className="text-sm text-ink">{historySentence(h)}</figcaption>}
    </figure>
  );
}
