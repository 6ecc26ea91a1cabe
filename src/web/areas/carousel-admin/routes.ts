import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Carousel image admin (role contenido). */
export const carouselAdminRoutes: RouteObject[] = [underConstruction(paths.carouselAdmin, 'Administración de carruseles')];
