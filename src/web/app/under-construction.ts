import type { RouteObject } from 'react-router';
import { BRAND } from '../../domain/brand.ts';
import type { PageHandle } from './page-handle.ts';

/**
 * A route whose area is not built yet (lazy, so it costs nothing until visited). A public one is
 * rendered on the server like every public page, so the area is born server-rendered.
 */
export function underConstruction(path: string, title: string, options: { public?: boolean } = {}): RouteObject {
  const handle: { title: string } & Partial<PageHandle> = { title };
  if (options.public) handle.meta = () => ({ title, description: `${title}: una sección de ${BRAND.firm} que estamos construyendo.` });
  return { path, handle, lazy: () => import('./under-construction-page.tsx') };
}
