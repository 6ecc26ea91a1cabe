import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/**
 * Valuation admin (role admin). The login is `/admin`; every other page lives in a pathless
 * layout that guards the session and draws the sidebar. `/admin/dashboard` and any unknown
 * `/admin/*` go to consultas.
 */
export const valuationAdminRoutes: RouteObject[] = [
  { path: paths.admin.login, lazy: () => import('./login-page.tsx') },
  {
    lazy: () => import('./admin-layout.tsx'),
    children: [
      { path: paths.admin.consultas, lazy: () => import('./consultas-page.tsx') },
      { path: paths.admin.localidades, lazy: () => import('./localidades-page.tsx') },
      { path: paths.admin.barrios, lazy: () => import('./barrios-page.tsx') },
      { path: paths.admin.configuracion, lazy: () => import('./configuracion-page.tsx') },
      { path: paths.admin.contactos, lazy: () => import('./contactos-page.tsx') },
      { path: paths.admin.comentarios, lazy: () => import('./comentarios-page.tsx') },
      { path: paths.admin.usuarios, lazy: () => import('./usuarios-page.tsx') },
      { path: paths.admin.correos, lazy: () => import('./correos-page.tsx') },
      { path: paths.admin.dashboard, lazy: () => import('./to-consultas.tsx') },
      { path: '/admin/*', lazy: () => import('./to-consultas.tsx') },
    ],
  },
];
