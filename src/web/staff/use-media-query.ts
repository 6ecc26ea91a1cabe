import { useSyncExternalStore } from 'react';
import { useSsrState } from '../shared/ssr-state.ts';

/**
 * Whether a CSS media query matches now, following changes (rotation, a resized window). Staff
 * screens render in the browser only; `serverValue` is what a render without `window` assumes.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/**
 * Whether the screen is at least as wide as a min-width `query`. A page the server drew for a
 * phone starts narrow (ADR 146); any other render without `window` assumes a wide screen.
 */
export function useWideScreen(query: string): boolean {
  return useMediaQuery(query, !(useSsrState()?.phone ?? false));
}
