// server-composition-uses-area-services
export { listPrecios } from '../valuation/valuation.repo.ts';
