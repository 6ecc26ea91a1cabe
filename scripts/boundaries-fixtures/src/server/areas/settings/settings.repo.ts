export type SettingRow = { clave: string; valor: string };
export const readSetting = (clave: string): SettingRow => ({ clave, valor: '' });
