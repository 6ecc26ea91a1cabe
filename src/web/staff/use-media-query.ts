import { useSyncExternalStore } from 'react';

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
