// Allowed: test/ builds the app for integration tests and sets up through services.
export { findSetting } from '../areas/settings/settings.service.ts';
