import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { Toaster } from '../ui/toast.tsx';

/** Renders `ui` the way the app does: a query client, a router at `path`, and the toaster. */
export function renderInApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, client };
}
