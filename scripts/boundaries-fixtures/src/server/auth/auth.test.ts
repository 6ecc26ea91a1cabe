// Allowed: an infrastructure integration test sets up through an area's service.
export { findSetting } from '../settings/settings.service.ts';
