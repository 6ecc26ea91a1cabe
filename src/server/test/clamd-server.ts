import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pingClamd } from '../platform/scan/clamd.ts';

/**
 * The EICAR test file (eicar.org): every scanner reports it, it does nothing. Built from two halves
 * so that this source file is not itself reported by a scanner on a developer's machine.
 */
export const EICAR = Buffer.from(`X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-${'STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'}`);
/** The name our test database gives it (clamd adds `.UNOFFICIAL` to signatures outside its official databases). */
export const EICAR_SIGNATURE = 'Parcela.Test.EICAR';

/** Debian's clamav-daemon puts clamd in /usr/sbin, which is not on every user's PATH. */
const CLAMD_PLACES = ['/usr/sbin/clamd', '/usr/local/sbin/clamd', '/usr/bin/clamd'];

/** Where clamd is installed, or undefined (scripts/ensure-clamd.ts installs it in `npm test` when it can). */
export const findClamd = () => CLAMD_PLACES.find((place) => existsSync(place));
export const CLAMD_BINARY = findClamd();

/** Why the clamd tests are skipped here, for the skipped test's title. */
export const CLAMD_MISSING_REASON =
  'omitido: clamd no está instalado (apt-get install clamav-daemon; npm test lo instala solo cuando corre como root con apt-get)';

export interface LocalClamd {
  socket: string;
  /** Stops clamd (idempotent); its socket file goes with it. */
  stop(): Promise<void>;
  /** Stops clamd and removes its folder. */
  close(): Promise<void>;
}

/**
 * A clamd of our own on a unix socket in a temporary folder, with a one-signature database (EICAR,
 * as a body signature, so it is found anywhere in a file and inside what clamd unpacks, such as
 * PDF streams). No internet, no freshclam; starts in about a second.
 */
export async function startClamd(): Promise<LocalClamd> {
  if (!CLAMD_BINARY) throw new Error('clamd no está instalado');
  const dir = mkdtempSync(join(tmpdir(), 'parcela-clamd-'));
  const database = join(dir, 'db');
  mkdirSync(database);
  // .ndb: Name:TargetType:Offset:HexSignature (ClamAV "Body-based signatures"); type 0 = any file, offset * = anywhere.
  writeFileSync(join(database, 'parcela-test.ndb'), `${EICAR_SIGNATURE}:0:*:${EICAR.toString('hex')}\n`);
  const socket = join(dir, 'clamd.sock');
  const config = join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      'Foreground yes',
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${database}`,
      `TemporaryDirectory ${dir}`,
      // No self-check reload while tests run.
      'SelfCheck 0',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD_BINARY, ['--config-file', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(socket, { force: true });
  };

  const deadline = Date.now() + 60_000;
  while (!(await pingClamd({ socket }, 1_000))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`clamd no arrancó: ${errors.trim().slice(-500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    socket,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
