import type { RouteObject } from 'react-router';

/** A route whose area is not built yet (lazy, so it costs nothing until visited). */
export function underConstruction(path: string, title: string): RouteObject {
  return { path, handle: { title }, lazy: () => import('./under-construction-page.tsx') };
}
