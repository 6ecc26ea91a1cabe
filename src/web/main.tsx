import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadMatchedRoutes } from './app/hydrate-routes.ts';
import { routes } from './app/router.tsx';
import { SSR_STATE_ELEMENT_ID, type SsrState, SsrStateContext } from './shared/ssr-state.ts';
import './ui/theme.css';

const root = document.getElementById('root');
const embedded = document.getElementById(SSR_STATE_ELEMENT_ID);
// The first render needs the matched routes' modules: the server's page (or, in the shell, the
// page itself instead of the router's empty fallback).
await loadMatchedRoutes(routes, window.location.pathname);
if (root && embedded) {
  // A page rendered on the server (docs/decisions/008): take over its markup with the data it embedded.
  const state = JSON.parse(embedded.textContent ?? '{}') as SsrState;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task (a phone's taps and scrolls stay responsive meanwhile).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SsrStateContext value={state}>
          <App />
        </SsrStateContext>
      </StrictMode>,
    );
  });
} else if (root) {
  // The shell (staff areas, `npm run dev`): rendered in the browser.
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
