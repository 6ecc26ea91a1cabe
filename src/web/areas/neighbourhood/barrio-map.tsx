import { serverIsland } from '../../shared/server-island.tsx';
import { ErrorState } from '../../staff/query-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useBarrioValues } from './api.ts';

const MAP_PLACEHOLDER = <Skeleton className="h-96 w-full" />;
// The outlines and their drawing are a server island (ADR 130): a first visit keeps the server's SVG.
const LandValueMap = serverIsland('mapa-valores', () => import('./land-value-map.tsx').then((m) => m.LandValueMap), MAP_PLACEHOLDER);

/** The map from the barrios' values (the shared query of `/` and the barrio pages), `current` marked. */
export function BarrioMap({ current, headingId }: { current?: string; headingId: string }) {
  const values = useBarrioValues();
  if (values.isPending) return MAP_PLACEHOLDER;
  if (values.isError) return <ErrorState title="No se pudieron cargar los valores" onRetry={() => values.refetch()} retrying={values.isFetching} />;
  return <LandValueMap values={values.data} current={current} headingId={headingId} />;
}
