import type { Consulta } from '../../../domain/valuation/valuation.ts';
import { ValueHistoryChart } from '../../shared/value-history-chart.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useConsultaHistory } from './api.ts';
import { LoadFailed } from './report-parts.tsx';

// Loaded with React.lazy by the result page: rendered on the server with the page, hydrated once this
// chunk arrives, so the chart code (shared with the neighbourhood cards) stays off every public
// page's first-visit JavaScript (docs/decisions/090).

/** The barrio's incidence value over the 12 months before the consulta: inline SVG, its words beside it. */
export function BarrioValueChart({ consulta: c }: { consulta: Consulta }) {
  const history = useConsultaHistory(c.id);
  if (history.isPending) return <Skeleton className="h-36 w-full" />;
  if (history.isError) return <LoadFailed what="la evolución del valor" onRetry={() => history.refetch()} />;
  return <ValueHistoryChart history={history.data} />;
}
