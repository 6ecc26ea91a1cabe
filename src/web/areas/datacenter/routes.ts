import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** AI data-centre page with capacity calculator. */
export const datacenterRoutes: RouteObject[] = [{ path: paths.datacenter, lazy: () => import('./datacenter-page.tsx') }];
