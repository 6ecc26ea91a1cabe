// server-composition-uses-area-services: a test outside the areas uses no area's repo
export { listPrecios } from '../../areas/valuation/valuation.repo.ts';
