// server-area-never-imports-another-area: a type-only import is a dependency too
import type { SettingRow } from '../settings/settings.repo.ts';

export type PriceSetting = SettingRow;
