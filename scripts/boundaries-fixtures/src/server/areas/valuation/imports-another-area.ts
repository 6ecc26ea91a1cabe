// server-area-never-imports-another-area (a relative path, as once slipped through)
export { findSetting } from '../settings/settings.service.ts';
