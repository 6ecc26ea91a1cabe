import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Initial JavaScript budget, gzip-compressed: what a first visit downloads before it can use
 * the page — the entry script, every chunk index.html preloads, and for the routes below the
 * lazy route chunk plus everything it imports statically (read from Vite's manifest).
 * Usage: `npm run size` (dist/web) or `node scripts/size-budget.ts <build folder>`.
 */
export const INITIAL_JS_TARGET_KB = 100;
/**
 * What CI enforces today: ceilings just above the measured sizes, so nothing grows unnoticed.
 * The 100 kB target is not met yet: React DOM (66 kB) and React Router's data router (35 kB)
 * alone weigh 101 kB gzip; see docs/decisions/004-initial-javascript-budget.md.
 */
export const CEILINGS_KB = { entry: 103, '/parcela': 158 } as const;
/**
 * Routes whose first visit is measured with their lazy chunks: path → every lazy route module the
 * router loads for it, outermost first (relative to src/web; see app/router.tsx). A module missing
 * from the manifest stops the script, so a renamed file cannot silently drop out of the sum.
 */
const ROUTES: Record<string, string[]> = {
  '/parcela': ['app/app-layout.tsx', 'areas/valuation/valuation-page.tsx'],
};

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'web'));
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
if (entry.length === 0) fail(`No se encontraron scripts en ${join(dist, 'index.html')}: ¿corrió vite build?`);

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) fail(`Falta ${manifestPath}: vite.config.ts debe tener build.manifest: true.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The chunk of `key` and every chunk it imports statically (dynamic imports load later). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key] ?? fail(`El manifiesto de Vite no tiene ${key}.`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

function report(label: string, files: Iterable<string>, ceiling: number): boolean {
  console.log(`\n${label}`);
  let total = 0;
  for (const file of [...new Set(files)].sort()) {
    const kb = gzipKb(file);
    total += kb;
    console.log(`${kb.toFixed(1).padStart(7)} kB gzip  ${file}`);
  }
  const ok = total <= ceiling;
  const target = total <= INITIAL_JS_TARGET_KB ? 'objetivo cumplido' : `objetivo ${INITIAL_JS_TARGET_KB} kB: +${(total - INITIAL_JS_TARGET_KB).toFixed(1)} kB`;
  console.log(`${total.toFixed(1).padStart(7)} kB gzip  JavaScript inicial (tope ${ceiling} kB; ${target})${ok ? '' : '  EXCEDE EL TOPE'}`);
  return ok;
}

let ok = report('Primera visita (entrada + precargas de index.html)', entry, CEILINGS_KB.entry);
for (const [path, sources] of Object.entries(ROUTES)) {
  const added = new Set<string>(entry);
  for (const source of sources) {
    const before = added.size;
    const files = [...staticClosure(source)].filter((f) => !added.has(f));
    for (const f of files) added.add(f);
    console.log(`  ${source}: +${files.reduce((sum, f) => sum + gzipKb(f), 0).toFixed(1)} kB gzip en ${added.size - before} archivos`);
  }
  ok = report(`Primera visita a ${path} (entrada + rutas diferidas ${sources.join(', ')})`, added, CEILINGS_KB[path as keyof typeof CEILINGS_KB]) && ok;
}
if (!ok) fail('\nEl JavaScript inicial creció por encima del tope: revisá qué entró en la entrada o en la ruta.');
