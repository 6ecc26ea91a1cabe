import { inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey } from '../../../domain/settings/settings.ts';
import type { Executor } from '../../platform/db/client.ts';
import { configuracionSistema } from '../../platform/db/schema/index.ts';

/** All settings, each falling back to its default when the row is missing. */
export async function readSettings(db: Executor, keys: readonly SettingKey[] = SETTING_KEYS): Promise<Record<SettingKey, string>> {
  const rows = await db
    .select()
    .from(configuracionSistema)
    .where(inArray(configuracionSistema.clave, [...keys]));
  const values = { ...DEFAULT_SETTINGS };
  for (const row of rows) if ((SETTING_KEYS as readonly string[]).includes(row.clave)) values[row.clave as SettingKey] = row.valor;
  return values;
}

export async function writeSetting(db: Executor, key: SettingKey, value: string): Promise<void> {
  await db
    .insert(configuracionSistema)
    .values({ clave: key, valor: value })
    .onConflictDoUpdate({ target: configuracionSistema.clave, set: { valor: value, updatedAt: new Date() } });
}
