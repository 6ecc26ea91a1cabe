import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Land page for investors and land owners. */
export const landRoutes: RouteObject[] = [underConstruction(paths.land, 'Terrenos', { public: true })];
