import { spawnSync } from 'node:child_process';
import { findClamd } from '../src/server/test/clamd-server.ts';

/**
 * The upload tests start a clamd of their own (src/server/test/clamd-server.ts, ADR 083): Debian's
 * clamav-daemon. Installs it when missing and we may (root with apt-get); otherwise says that the
 * clamd tests will be skipped (they name the reason) and lets the run go on. No signature download:
 * the tests bring their own one-signature database.
 */

if (!findClamd()) {
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.warn(
      'clamd no está instalado y no se puede instalar aquí (hace falta root y apt-get): las pruebas con clamd se omiten. Instalalo con: sudo apt-get install -y clamav-daemon',
    );
    process.exit(0);
  }
  console.log('Instalando clamav-daemon de Debian (una sola vez, ~1 minuto)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'clamav-daemon'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} falló: no se pudo instalar clamav-daemon.`);
      process.exit(1);
    }
  }
  if (!findClamd()) {
    console.error('clamav-daemon se instaló pero no se encontró clamd (/usr/sbin/clamd).');
    process.exit(1);
  }
}
