import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Property marketplace (public, guests too) and the property platform (sign-in, own listings, publishing). */
export const propertiesRoutes: RouteObject[] = [
  { path: paths.properties, lazy: () => import('./marketplace-page.tsx') },
  { path: paths.propertiesAccess, lazy: () => import('./access-page.tsx') },
  { path: paths.propertiesManage, lazy: () => import('./manage-page.tsx') },
];
