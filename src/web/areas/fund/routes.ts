import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Land-investment fund admin (role fondo): its login and the guarded dashboard. */
export const fundRoutes: RouteObject[] = [
  { path: paths.fund.login, lazy: () => import('./login-page.tsx') },
  { path: paths.fund.dashboard, lazy: () => import('./dashboard-page.tsx') },
];
