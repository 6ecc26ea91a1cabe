import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Initial JavaScript budget: what a first visit downloads before any lazy route chunk
 * (the entry script plus every chunk index.html preloads), gzip-compressed.
 */
export const INITIAL_JS_BUDGET_KB = 100;
const dist = join(import.meta.dirname, '..', 'dist', 'web');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1] as string);
if (scripts.length === 0) {
  console.error('No se encontraron scripts en dist/web/index.html: ¿corrió vite build?');
  process.exit(1);
}
let total = 0;
for (const src of new Set(scripts)) {
  const size = gzipSync(readFileSync(join(dist, src))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB gzip  ${src}`);
}
const kb = total / 1024;
console.log(`${kb.toFixed(1).padStart(7)} kB gzip  JavaScript inicial (presupuesto ${INITIAL_JS_BUDGET_KB} kB)`);
if (kb > INITIAL_JS_BUDGET_KB) {
  console.error(`Se excede el presupuesto de JavaScript inicial: ${kb.toFixed(1)} kB > ${INITIAL_JS_BUDGET_KB} kB.`);
  process.exit(1);
}
