import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { APP_LAYOUT, PUBLIC_PAGES } from './public-pages.ts';

/**
 * Initial JavaScript budget in bytes on the wire (ADR 016): what a first visit to each public page
 * and each staff login (ADR 145) downloads before it is complete — the entry, every chunk index.html preloads, the lazy modules of
 * the page's routes and everything they import statically (read from Vite's manifest) — counted as
 * served: the build's precompressed .br file (static.ts sends it to every browser that accepts br).
 * It also counts the files (scripts and stylesheets) the page needs, to keep requests few, and
 * fails on static import cycles between chunks.
 * Usage: `npm run size` (dist/web) or `node scripts/size-budget.ts <build folder>`.
 */
export const INITIAL_JS_TARGET_KB = 120;
/**
 * What CI enforces: ceilings just above the sizes measured when this changed (see bench/README.md),
 * so nothing grows unnoticed. Brotli kB of JavaScript and number of script + stylesheet files.
 * Every page is under the 120 kB target since the carousels scroll natively (ADR 018): the largest
 * first visit measured 117.4 kB (/empresa, /resultado/:id 116.4). 119 since ADR 024: /terrenos draws
 * the land owner's m² with NumberInput and its es-AR reader (1.5 kB), 118.2 kB measured. 120 (the
 * target itself) since the mail round: the route-head that names a page from its handle (ADR 091),
 * the reset link on every sign-in (ADR 092) and the result page's report-by-mail form (ADR 094):
 * /terrenos 119.2 kB and /resultado/:id 119.1 kB measured. The barrio pages and the land value
 * map took four pages over it; server islands took them back (ADR 130): /barrios/:slug 119.9 kB,
 * / 119.2 kB measured. No more room: the next addition to a first visit must take something out.
 */
export const CEILINGS = { kb: 120, files: 12 } as const;
/**
 * The staff logins, drawn by the server since ADR 145: under the same ceilings. Listed here, not in
 * public-pages.ts: vite.config.ts puts what several of those pages share in `site`, which every
 * public page downloads, and the sign-in card is none of theirs.
 */
const STAFF_LOGINS: Record<string, readonly string[]> = {
  '/admin': [APP_LAYOUT, 'areas/valuation-admin/login-page.tsx'],
  '/crm-login': [APP_LAYOUT, 'areas/requests/crm-login-page.tsx'],
  '/parcela-admin': [APP_LAYOUT, 'areas/fund/login-page.tsx'],
  '/tareas-parcela/login': [APP_LAYOUT, 'areas/tasks/login-page.tsx'],
};
const PAGES = { ...PUBLIC_PAGES, ...STAFF_LOGINS };
const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'web'));
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
const entryCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)].map((m) => m[1] as string);
if (entry.length === 0) fail(`No se encontraron scripts en ${join(dist, 'index.html')}: ¿corrió vite build?`);

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) fail(`Falta ${manifestPath}: vite.config.ts debe tener build.manifest: true.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The files of `key` and of every chunk it imports statically (dynamic imports load later). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key] ?? fail(`El manifiesto de Vite no tiene ${key}.`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** Bytes as served: the precompressed .br the build wrote, or brotli of the file when there is none. */
const wireKb = (file: string) => {
  const br = join(dist, `${file}.br`);
  return (existsSync(br) ? readFileSync(br).length : brotliCompressSync(readFileSync(join(dist, file))).length) / 1024;
};

let ok = true;
const rows: string[] = [];
for (const [page, sources] of Object.entries(PAGES)) {
  const files = new Set<string>([...entry, ...entryCss]);
  for (const source of sources) staticClosure(source, files);
  const scripts = [...files].filter((f) => f.endsWith('.js'));
  const kb = scripts.reduce((sum, f) => sum + wireKb(f), 0);
  const cssKb = [...files].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + wireKb(f), 0);
  const over = kb > CEILINGS.kb || files.size > CEILINGS.files;
  ok &&= !over;
  rows.push(
    `${page.padEnd(28)} ${kb.toFixed(1).padStart(6)} kB JS en ${String(scripts.length).padStart(2)} archivos · CSS ${cssKb.toFixed(1)} kB · ${files.size} archivos${kb <= INITIAL_JS_TARGET_KB ? '' : `  (objetivo ${INITIAL_JS_TARGET_KB} kB: +${(kb - INITIAL_JS_TARGET_KB).toFixed(1)})`}${over ? '  EXCEDE EL TOPE' : ''}`,
  );
}
console.log(
  `Primera visita por página, brotli tal como se sirve (topes: ${CEILINGS.kb} kB de JS, ${CEILINGS.files} archivos; objetivo ${INITIAL_JS_TARGET_KB} kB; cada página trae sus reglas críticas dentro del HTML y la hoja entera llega después del primer pintado)\n`,
);
console.log(rows.join('\n'));
if (process.argv.includes('--files')) {
  const all = new Set<string>([...entry, ...entryCss]);
  for (const sources of Object.values(PAGES)) for (const source of sources) staticClosure(source, all);
  console.log(
    `\n${[...all]
      .sort()
      .map((f) => `${wireKb(f).toFixed(1).padStart(7)} kB  ${f}`)
      .join('\n')}`,
  );
}
if (!ok) fail('\nLa primera visita creció por encima del tope: revisá qué entró en la entrada o en la página.');

// Chunks that import each other statically can run a module before one it needs is defined (it
// happened: the route table ran before an area's routes). vite.config.ts groups must not form cycles.
const cycle = findCycle();
if (cycle) fail(`\nCiclo de imports entre chunks: ${cycle.join(' → ')} (revisá los grupos de vite.config.ts).`);

function findCycle(): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (key: string, path: string[]): string[] | undefined => {
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k);
    if (state.get(key) === 'done') return undefined;
    state.set(key, 'open');
    for (const imported of manifest[key]?.imports ?? []) {
      const found = visit(imported, [...path, key]);
      if (found) return found;
    }
    state.set(key, 'done');
    return undefined;
  };
  for (const key of Object.keys(manifest)) {
    const found = visit(key, []);
    if (found) return found;
  }
  return undefined;
}
