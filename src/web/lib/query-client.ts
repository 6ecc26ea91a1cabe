import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast.tsx';
import { ApiError } from './api.ts';

/**
 * What a query or mutation may say about its own failure:
 * `errorTitle` (default 'Error'), `errorMessage` (replaces the server's), `silent` (the screen shows it itself).
 */
export interface ErrorMeta extends Record<string, unknown> {
  errorTitle?: string;
  errorMessage?: string;
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

function showError(error: unknown, meta: ErrorMeta | undefined) {
  if (meta?.silent) return;
  const message = meta?.errorMessage ?? (error instanceof ApiError ? error.message : 'Ocurrió un error inesperado.');
  // The cache hears of a failure before the form that awaited it: wait a turn, so a form that
  // placed the message under its field (ApiError.shownUnderField) is not echoed by a toast.
  setTimeout(() => {
    if (!(error instanceof ApiError && error.shownUnderField)) toast.error(meta?.errorTitle ?? 'Error', message);
  }, 0);
}

/** How long the answers a page came with count as just read, whatever their `staleTime` (ADR 146). */
export const DRAWN_DATA_FRESH_MS = 10_000;

/**
 * The app's query client. `drawnByServer`: the hashes of the queries the page came with. A staff
 * screen reads its lists with `staleTime: 0` (read again each time it is shown); the answers the
 * server has just drawn it with are not read again on mount, which re-rendered a whole board or
 * six charts a second after the page was ready for nothing.
 */
export function createQueryClient(drawnByServer: readonly string[] = [], now: () => number = () => performance.now()): QueryClient {
  const drawn = new Set(drawnByServer);
  const start = now();
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => showError(error, mutation.meta) }),
    defaultOptions: {
      // The spec: five minutes of freshness, one retry (never retry a 4xx: it will not change).
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        // An answer a change has invalidated since (a saved task, a new project) is read again.
        refetchOnMount: (query) => !(drawn.has(query.queryHash) && !query.state.isInvalidated && now() - start < DRAWN_DATA_FRESH_MS),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The query client a page is drawn with on the server (entry-server.tsx). Drawn data is not about
 * to be read again (the browser's client does not read it on mount, above): `isFetching` is false
 * here as it is there, or the page would hydrate differently.
 */
export const createDrawingQueryClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false } } });
