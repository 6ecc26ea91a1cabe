import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.ts';

/**
 * The e2e tests drive Debian's Chromium, never a downloaded browser. Installs it when
 * missing and we may (root with apt-get); otherwise stops with a clear message, never skips.
 */

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(`No se encontró Chromium en ${CHROMIUM}. Instalalo con: sudo apt-get install -y --no-install-recommends chromium (o indicá CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log('Instalando Chromium de Debian (una sola vez, ~1 minuto)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} falló: no se pudo instalar Chromium.`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium se instaló pero no está en ${CHROMIUM}.`);
    process.exit(1);
  }
}
