import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** AI data-centre page with capacity calculator. */
export const datacenterRoutes: RouteObject[] = [underConstruction(paths.datacenter, 'Data center IA en Patagonia', { public: true })];
