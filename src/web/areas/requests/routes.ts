import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Internal service requests (public form) and the CRM board (role crm). */
export const requestsRoutes: RouteObject[] = [
  { path: paths.requests.form, lazy: () => import('./request-form-page.tsx') },
  { path: paths.requests.crmLogin, lazy: () => import('./crm-login-page.tsx') },
  { path: paths.requests.crmDashboard, lazy: () => import('./crm-dashboard-page.tsx') },
];
