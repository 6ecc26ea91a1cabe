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
import type { PageHandle } from '../shared/page-handle.ts';
import { NOT_FOUND_TITLE, NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** Any unknown address: the Spanish 404 page, answered with status 404 by the server. */
const notFoundHandle: PageHandle = {
  status: 404,
  meta: () => ({ title: NOT_FOUND_TITLE, description: 'La dirección puede estar mal escrita o la página ya no existe.', noindex: true }),
};

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
        ],
      },
      // Static: the error page renders it too, so it lives in the entry chunk anyway.
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
