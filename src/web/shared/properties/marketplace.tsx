import { Building2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Property } from '../../../domain/properties/properties.schemas.ts';
import { ErrorState } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { usePublishedProperties } from './api.ts';
import { PropertyCard } from './property-card.tsx';

// The detail (a Radix dialog with the photo carousel) loads when a card is first opened.
const loadDetail = () => import('./property-detail-dialog.tsx');
const PropertyDetailDialog = lazy(() => loadDetail().then((m) => ({ default: m.PropertyDetailDialog })));

export const NO_PROPERTIES_MESSAGE = 'No hay propiedades disponibles en este momento';

/** Published listings by publication order, with the detail dialog. Used by `/` (in a modal) and `/propiedades`. */
export function Marketplace({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const query = usePublishedProperties();
  const [open, setOpen] = useState<Property | null>(null);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Cargando propiedades">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    );
  }
  if (items.length === 0 && query.isError) {
    return <ErrorState title="No se pudieron cargar las propiedades" onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (items.length === 0) {
    return <EmptyState icon={<Building2 />} title={NO_PROPERTIES_MESSAGE} />;
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((p, i) => (
          <li key={p.id} className="flex">
            <div className="flex-1">
              {/* The first photo is above the fold on every width: the page's largest paint. */}
              <PropertyCard property={p} onOpen={setOpen} headingLevel={headingLevel} first={i === 0} />
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            Ver más propiedades
          </Button>
        </div>
      )}
      {/* Mounted from the first opening on, so closing can animate. */}
      {opened && (
        <Suspense fallback={null}>
          <PropertyDetailDialog property={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
