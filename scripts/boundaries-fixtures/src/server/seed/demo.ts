// Allowed: seed uses an area's service.
export { findSetting } from '../areas/settings/settings.service.ts';
