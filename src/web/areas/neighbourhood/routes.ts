import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Neighbourhood home (land values per barrio and their map, comments, guide, content log, marketplace entry) and one page per barrio. */
export const neighbourhoodRoutes: RouteObject[] = [
  { path: paths.home, lazy: () => import('./home-page.tsx') },
  { path: paths.barrioPattern, lazy: () => import('./barrio-page.tsx') },
];
