import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { EmptyState, type EmptyStateProps } from '../ui/empty-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/** Placeholder rows while a list loads, announced once as "Cargando". */
export function LoadingRows({ rows = 5, label = 'Cargando', className }: { rows?: number; label?: string; className?: string }) {
  return (
    <div className={className ?? 'grid gap-2'} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** A list that could not load: what failed, and 'Reintentar'. */
export function ErrorState({
  title,
  description = 'Revisá tu conexión e intentá de nuevo.',
  onRetry,
  retrying = false,
  icon,
  className,
}: {
  title: string;
  description?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <EmptyState
      icon={icon ?? <TriangleAlert />}
      title={title}
      description={description}
      className={className}
      // Announced as the toast it replaces would be (spec §8's load-failure texts are its title).
      role="alert"
      action={
        <Button variant="outline" loading={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

/** The parts of a TanStack query a list screen reads. */
export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

const emptyByDefault = (data: unknown): boolean =>
  Array.isArray(data)
    ? data.length === 0
    : typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items) && data.items.length === 0;

/**
 * The three states every staff list has, then the list: loading rows while the first answer is on
 * its way, the error with 'Reintentar' when there is nothing to show, the empty state when one
 * is given (for an empty array or page by default), else `children(data)`. Data kept from an earlier answer stays on
 * screen when a refetch fails (the toast says so).
 */
export function QueryView<T>({
  query,
  errorTitle,
  empty,
  icon = empty?.icon,
  isEmpty = emptyByDefault,
  loading,
  stateClassName,
  children,
}: {
  query: ListQuery<T>;
  /** The spec's load-failure text, e.g. 'No se pudieron cargar las consultas'. */
  errorTitle: string;
  /** A list's empty state. Without it the data is drawn whatever it holds (a board, a form, zeros). */
  empty?: Pick<EmptyStateProps, 'icon' | 'title' | 'description' | 'action'>;
  /** The error state's icon when there is no empty state to take it from. */
  icon?: ReactNode;
  isEmpty?: (data: T) => boolean;
  loading?: ReactNode;
  /** Classes for the loading, error and empty states (e.g. a margin inside a card). */
  stateClassName?: string;
  children: (data: T) => ReactNode;
}) {
  const loadingRows = loading ?? <LoadingRows className={stateClassName ? `grid gap-2 ${stateClassName}` : undefined} />;
  if (query.isPending) return loadingRows;
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorState title={errorTitle} icon={icon} onRetry={() => query.refetch()} retrying={query.isFetching} className={stateClassName} />
    ) : (
      loadingRows
    );
  }
  if (empty && isEmpty(query.data)) return <EmptyState {...empty} className={stateClassName} />;
  return <>{children(query.data)}</>;
}
