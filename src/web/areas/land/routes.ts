import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Land page for investors and land owners. */
export const landRoutes: RouteObject[] = [{ path: paths.land, lazy: () => import('./land-page.tsx') }];
