// server-platform-imports-no-area (a file at the root of the platform too)
export { findSetting } from '../areas/settings/settings.service.ts';
