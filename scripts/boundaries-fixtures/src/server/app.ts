// Allowed: composition imports every area.
export { findSetting } from './settings/settings.service.ts';
export { listPrecios } from './valuation/valuation.repo.ts';
