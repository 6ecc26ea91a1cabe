// Allowed: composition imports every area.
export { findSetting } from './areas/settings/settings.service.ts';
export { listPrecios } from './areas/valuation/valuation.repo.ts';
