import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** «Mi cuenta»: any signed-in account (ADR 093). */
export const accountRoutes: RouteObject[] = [{ path: paths.account, lazy: () => import('./account-page.tsx') }];
