// server-infrastructure-imports-no-area
export { findSetting } from '../settings/settings.service.ts';
