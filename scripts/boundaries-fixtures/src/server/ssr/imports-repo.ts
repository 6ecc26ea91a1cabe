// server-composition-uses-area-services
export { listPrecios } from '../areas/valuation/valuation.repo.ts';
