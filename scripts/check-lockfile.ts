import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Security floors checked in the lockfile (npm audit does not reach the registry here). */
const FLOORS: Record<string, string> = {
  'better-auth': '1.7.16', // last advisory
  'drizzle-orm': '0.45.2', // CVE-2026-39356, SQL injection
};

const lock = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
const parse = (v: string) => v.split(/[.-]/).slice(0, 3).map(Number);
const atLeast = (version: string, floor: string) => {
  const a = parse(version);
  const b = parse(floor);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

let failed = false;
for (const [name, floor] of Object.entries(FLOORS)) {
  const version = lock.packages[`node_modules/${name}`]?.version;
  const ok = Boolean(version && atLeast(version, floor));
  console.log(`${ok ? '✔' : '✖'} ${name} ${version ?? '(ausente)'} ≥ ${floor}`);
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
