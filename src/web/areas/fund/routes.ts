import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Land-investment fund admin (role fondo). */
export const fundRoutes: RouteObject[] = [
  underConstruction(paths.fund.login, 'Fondo de tierras'),
  underConstruction(paths.fund.dashboard, 'Fondo de tierras: panel'),
];
