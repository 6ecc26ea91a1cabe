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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => showError(error, mutation.meta) }),
    defaultOptions: {
      // The spec: five minutes of freshness, one retry (never retry a 4xx: it will not change).
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
