import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/server/seed/accounts.ts';

/**
 * No credential ships in the web bundle: the built files must not contain a demo password,
 * a server-side variable name or a database URL (they reach the browser only through the API).
 */
const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'web');
const forbidden = [
  ...DEMO_ACCOUNTS.map((a) => a.password),
  'AUTH_SECRET',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'GOOGLE_CLIENT_SECRET',
  'postgres://',
  'better-auth.session_token',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const hits = files(dist).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return forbidden.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
});
if (hits.length) {
  console.error(`El bundle web contiene datos que no deben llegar al navegador:\n${hits.join('\n')}`);
  process.exit(1);
}
console.log(`Sin credenciales en el bundle web (${files(dist).length} archivos revisados).`);
