import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Neighbourhood home: land values per barrio, comments, guide, marketplace entry. */
export const neighbourhoodRoutes: RouteObject[] = [underConstruction(paths.home, 'Valores por barrio')];
