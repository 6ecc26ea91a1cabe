import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Valuation admin (role admin). */
export const valuationAdminRoutes: RouteObject[] = [underConstruction(paths.admin.login, 'Administración'), underConstruction('/admin/*', 'Administración')];
