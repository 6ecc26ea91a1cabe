import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Firm landing page with carousels. */
export const firmRoutes: RouteObject[] = [{ path: paths.firm, lazy: () => import('./firm-page.tsx') }];
