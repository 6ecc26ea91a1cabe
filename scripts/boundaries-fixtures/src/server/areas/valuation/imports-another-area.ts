// server-area-never-imports-another-area (the relative path of issue #17)
export { findSetting } from '../settings/settings.service.ts';
