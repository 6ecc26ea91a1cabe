// Allowed: composition uses an area's service.
export { listPrecios } from '../valuation/valuation.service.ts';
