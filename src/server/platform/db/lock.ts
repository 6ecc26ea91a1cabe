import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock against a second process opening the same folder (docs/stack-notes.md §5),
 * and two writers would corrupt it. We hold `<dir>/.lock` (our pid) while open.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(`La carpeta de datos ${dir} está en uso por otro proceso (pid ${holder}). Detené el servidor antes de usarla.`);
      }
      // A lock left by a process that died: take it over.
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`No se pudo tomar el bloqueo de ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
