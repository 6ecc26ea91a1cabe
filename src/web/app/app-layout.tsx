import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { Toaster } from '../ui/toast.tsx';

/**
 * Data and notification providers, loaded lazily in parallel with the first page's chunk:
 * the entry keeps only React and the router (see the 100 kB initial budget, bench/README.md).
 */
export function AppLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}

export const Component = AppLayout;
