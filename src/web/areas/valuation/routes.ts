import type { RouteObject } from 'react-router';
import { underConstruction } from '../../app/under-construction.ts';
import { paths } from '../../paths.ts';

/** Valuation site, result page and legal pages. */
export const valuationRoutes: RouteObject[] = [
  underConstruction(paths.valuation, 'Cuánto vale mi terreno'),
  underConstruction(paths.resultPattern, 'Resultado de la consulta'),
  underConstruction(paths.legalTerms, 'Términos y condiciones'),
  underConstruction(paths.legalPrivacy, 'Política de privacidad'),
];
