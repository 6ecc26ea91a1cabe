import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Carousel image admin (role contenido). */
export const carouselAdminRoutes: RouteObject[] = [{ path: paths.carouselAdmin, lazy: () => import('./carousel-admin-page.tsx') }];
