import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from '../areas/account/routes.ts';
import { carouselAdminRoutes } from '../areas/carousel-admin/routes.ts';
import { datacenterRoutes } from '../areas/datacenter/routes.ts';
import { firmRoutes } from '../areas/firm/routes.ts';
import { fundRoutes } from '../areas/fund/routes.ts';
import { landRoutes } from '../areas/land/routes.ts';
import { neighbourhoodRoutes } from '../areas/neighbourhood/routes.ts';
import { propertiesRoutes } from '../areas/properties/routes.ts';
import { requestsRoutes } from '../areas/requests/routes.ts';
import { tasksRoutes } from '../areas/tasks/routes.ts';
import { valuationRoutes } from '../areas/valuation/routes.ts';
import { valuationAdminRoutes } from '../areas/valuation-admin/routes.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** The route table (DESIGN.md §2). Each area owns its routes file; pages load lazily per area. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        lazy: () => import('./app-layout.tsx'),
        children: [
          ...neighbourhoodRoutes,
          ...firmRoutes,
          ...valuationRoutes,
          ...carouselAdminRoutes,
          ...datacenterRoutes,
          ...landRoutes,
          ...propertiesRoutes,
          ...valuationAdminRoutes,
          ...fundRoutes,
          ...requestsRoutes,
          ...tasksRoutes,
          ...accountRoutes,
          // Any unknown address: the 404 with the site's header, footer and main pages.
          { path: '*', lazy: () => import('./public-not-found.tsx') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
