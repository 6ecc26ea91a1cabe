/**
 * The public pages' route modules (relative to src/web), outermost first: what a first visit to
 * each loads besides the entry (see app/router.tsx and each area's routes.ts). Read by
 * vite.config.ts (chunks of what public pages share) and scripts/size-budget.ts (the budget).
 */
export const APP_LAYOUT = 'app/app-layout.tsx';
export const PUBLIC_PAGES: Record<string, readonly string[]> = {
  '/': [APP_LAYOUT, 'areas/neighbourhood/home-page.tsx'],
  '/parcela': [APP_LAYOUT, 'areas/valuation/valuation-page.tsx'],
  '/resultado/:id': [APP_LAYOUT, 'areas/valuation/result-page.tsx'],
  '/barrios/:slug': [APP_LAYOUT, 'areas/neighbourhood/barrio-page.tsx'],
  '/empresa': [APP_LAYOUT, 'areas/firm/firm-page.tsx'],
  '/propiedades': [APP_LAYOUT, 'areas/properties/marketplace-page.tsx'],
  '/legal/terminos': [APP_LAYOUT, 'areas/valuation/terms-page.tsx'],
  '/legal/privacidad': [APP_LAYOUT, 'areas/valuation/privacy-page.tsx'],
  '/terrenos': [APP_LAYOUT, 'areas/land/land-page.tsx'],
  '/datacenter': [APP_LAYOUT, 'areas/datacenter/datacenter-page.tsx'],
  '/solicitudes-internas': [APP_LAYOUT, 'areas/requests/request-form-page.tsx'],
  '/tareas': [APP_LAYOUT, 'areas/tasks/landing-page.tsx'],
  '/tareas-parcela/nueva-tarea': [APP_LAYOUT, 'areas/tasks/new-task-page.tsx'],
};
