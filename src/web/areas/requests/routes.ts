import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Internal service requests and CRM board (role crm). */
export const requestsRoutes: RouteObject[] = [
  underConstruction(paths.requests.form, 'Solicitudes internas', { public: true }),
  underConstruction(paths.requests.crmLogin, 'CRM: acceso'),
  underConstruction(paths.requests.crmDashboard, 'CRM: tablero'),
];
