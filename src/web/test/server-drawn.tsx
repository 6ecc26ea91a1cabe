import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Takes over `html` (what the server drew with `onServer`'s data) as the browser does: the data
 * through JSON, a client that counts it as just read (app-layout.tsx), then React's hydration. A
 * mismatch is a console.error, which fails the test (src/server/test/fail-on-console-error.ts).
 */
export async function hydrateAsDrawn(html: string, onServer: QueryClient, page: (client: QueryClient) => ReactElement) {
  const state = JSON.parse(JSON.stringify(dehydrate(onServer))) as DehydratedState;
  const inBrowser = createQueryClient(state.queries.map((q) => q.queryHash));
  hydrate(inBrowser, state);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, page(inBrowser)));
  return {
    inBrowser,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
