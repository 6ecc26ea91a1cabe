// server-platform-imports-no-area
export { findSetting } from '../../areas/settings/settings.service.ts';
