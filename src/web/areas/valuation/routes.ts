import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';

/** Valuation site, result page and legal pages. */
export const valuationRoutes: RouteObject[] = [
  { path: paths.valuation, lazy: () => import('./valuation-page.tsx') },
  { path: paths.resultPattern, lazy: () => import('./result-page.tsx') },
  { path: paths.legalTerms, lazy: () => import('./terms-page.tsx') },
  { path: paths.legalPrivacy, lazy: () => import('./privacy-page.tsx') },
];
