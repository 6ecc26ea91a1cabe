import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Neighbourhood home: land values per barrio, comments, guide, content log, marketplace entry. */
export const neighbourhoodRoutes: RouteObject[] = [{ path: paths.home, lazy: () => import('./home-page.tsx') }];
