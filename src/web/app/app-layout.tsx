import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { useSsrState } from '../shared/ssr-state.ts';
import { Toaster } from '../ui/toast.tsx';
import { RouteHead } from './route-head.tsx';

/**
 * Data and notification providers, loaded lazily in parallel with the first page's chunk:
 * the entry keeps only React and the router (see the initial budget, bench/README.md).
 * A server-rendered page starts with the data the server embedded (no refetch of it).
 */
function AppLayout() {
  const ssr = useSsrState();
  const [queryClient] = useState(() => createQueryClient(ssr?.queries.queries.map((q) => q.queryHash)));
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={ssr?.queries}>
        <Outlet />
        <RouteHead />
      </HydrationBoundary>
      {/* Renders nothing (on the server too) until the first toast. */}
      <Toaster />
    </QueryClientProvider>
  );
}

export const Component = AppLayout;
