// Allowed: its own repo and infrastructure.
import { AppError } from '../../platform/errors.ts';
import { readSetting } from './settings.repo.ts';

export function findSetting(clave: string) {
  if (!clave) throw new AppError();
  return readSetting(clave);
}
