// Allowed: seed uses an area's service.
export { findSetting } from '../settings/settings.service.ts';
