// Allowed: an infrastructure integration test sets up through an area's service.
export { findSetting } from '../../areas/settings/settings.service.ts';
