import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Property marketplace and property platform. */
export const propertiesRoutes: RouteObject[] = [
  underConstruction(paths.properties, 'Propiedades'),
  underConstruction(paths.propertiesAccess, 'Acceso a propiedades'),
  underConstruction(paths.propertiesManage, 'Gestión de propiedades'),
];
