import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Firm landing page with carousels. */
export const firmRoutes: RouteObject[] = [underConstruction(paths.firm, 'Parcela Desarrollos')];
