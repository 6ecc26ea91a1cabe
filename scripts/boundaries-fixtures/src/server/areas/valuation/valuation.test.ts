// server-area-never-imports-another-area: an area's own tests included
export { readSetting } from '../settings/settings.repo.ts';
