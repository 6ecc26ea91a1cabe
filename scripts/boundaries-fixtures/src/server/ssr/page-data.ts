// Allowed: composition uses an area's service.
export { listPrecios } from '../areas/valuation/valuation.service.ts';
