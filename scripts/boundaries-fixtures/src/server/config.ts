// server-infrastructure-imports-no-area (a top-level file is infrastructure too)
export { findSetting } from './settings/settings.service.ts';
