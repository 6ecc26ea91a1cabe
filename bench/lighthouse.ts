/**
 * Lighthouse (mobile preset, simulated throttling) over every public page of a freshly started
 * server (ADR 016): a new data folder, `node src/server/main.ts` as `npm start` runs it (demo
 * content on), a real valuation created through POST /api/consultas for /resultado/:id. Each page
 * runs 3 times; the run with the median performance score is reported (its metrics belong together).
 *
 * Run: npm run build && npm run bench:lighthouse [-- --runs 3] [--web <build folder>] [--json out.json]
 * Staff screens: --as demo.tareas --pages /tareas-parcela/dashboard/kanban,…   (the demo accounts are
 * turned on and every page is audited with that account's session cookie)
 * Smoke: node bench/lighthouse.ts --smoke   (one run of /legal/terminos; fails on a missing score)
 * Chromium: CHROME_PATH (default /usr/bin/chromium), launched with the flags of docs/stack-notes.md §8.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.ts';
import { DEMO_ACCOUNTS } from '../src/server/seed/accounts.ts';
import { freePort, waitForServer } from './bench-session.ts';
import { SMOKE } from './smoke.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, web: { type: 'string' }, json: { type: 'string' }, pages: { type: 'string' }, as: { type: 'string' } },
});
const RUNS = SMOKE ? 1 : Number(args.runs);
/** The smallest public page: the smoke run proves the whole chain (server, Chromium, Lighthouse) once. */
const SMOKE_PAGES = ['/legal/terminos'];
const FIXED_PAGES = ['/', '/parcela', '/empresa', '/propiedades', '/legal/terminos', '/legal/privacidad'];
/** Areas that may or may not be built yet: measured when they answer 200. */
const OPTIONAL_PAGES = ['/terrenos', '/datacenter', '/tareas'];

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
  jsKb: number;
  requests: number;
}

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parcela-lighthouse-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '..', 'src', 'server', 'main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    ADMIN_PASSWORD: 'Bench-Lighthouse-2026!',
    LOG_LEVEL: 'warn',
    // The smoke page needs no sample content (listings, carousel images): a faster start.
    ...(SMOKE ? { DEMO: '0' } : {}),
    ...(args.as ? { DEMO_ACCOUNTS: '1' } : {}),
    ...(args.web ? { WEB_DIR: args.web } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
try {
  await waitForServer(server, base);
  const cookie = args.as ? await signIn(args.as) : undefined;
  const pages = SMOKE
    ? SMOKE_PAGES
    : args.pages
      ? args.pages.split(',')
      : [...FIXED_PAGES, `/resultado/${await createConsulta()}`, ...(await existing(OPTIONAL_PAGES))];
  const rows: Row[] = [];
  for (const page of pages) {
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(page, cookie));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)] as Row;
    rows.push(median);
    process.stderr.write(`${page}: ${runs.map((r) => r.performance).join(' / ')}\n`);
  }
  print(rows);
  const unscored = rows.filter((r) => [r.performance, r.accessibility, r.bestPractices, r.seo].some((score) => !(score > 0)) || !(r.lcp > 0));
  if (unscored.length > 0) throw new Error(`Lighthouse no puntuó ${unscored.map((r) => r.page).join(', ')}`);
  if (args.json) writeFileSync(args.json, JSON.stringify(rows, null, 2));
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): try again. */
async function audit(page: string, cookie: string | undefined, attempt = 1): Promise<Row> {
  try {
    return await auditOnce(page, cookie);
  } catch (error) {
    if (attempt >= 3) throw error;
    process.stderr.write(`${page}: ${error instanceof Error ? error.message : error}; otra vez\n`);
    return audit(page, cookie, attempt + 1);
  }
}

/** A demo account's session cookie (signed in as a browser would, with the site's Origin). */
async function signIn(username: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`--as: no hay una cuenta de demostración ${username}`);
  const response = await fetch(`${base}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password: account.password }),
  });
  if (!response.ok) throw new Error(`--as ${username}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function auditOnce(page: string, cookie: string | undefined): Promise<Row> {
  const result = await lighthouse(`${base}${page}`, {
    port: chrome.port,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${page}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: { transferSize?: number; resourceType?: string }[] } | undefined)?.items ?? [];
  const sum = (items: typeof requests) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0) / 1024;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferKb: sum(requests),
    jsKb: sum(requests.filter((r) => r.resourceType === 'Script')),
    requests: requests.length,
  };
}

function print(rows: Row[]): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `Lighthouse ${RUNS}× por página (mediana por rendimiento), perfil móvil, Node ${process.version}`,
    '| página | perf. | a11y | BP | SEO | LCP | FCP | TBT | CLS | transferido | JS | pedidos |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page.startsWith('/resultado/') ? '/resultado/:id' : r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.lcp)} | ${s(r.fcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.transferKb.toFixed(0)} KiB | ${r.jsKb.toFixed(0)} KiB | ${r.requests} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function createConsulta(): Promise<string> {
  const precios = (await (await fetch(`${base}/api/precios`)).json()) as { localidad_id: string; barrio_id: string }[];
  const first = precios[0];
  if (!first) throw new Error('no hay precios sembrados');
  const response = await fetch(`${base}/api/consultas`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ localidad_id: first.localidad_id, barrio_id: first.barrio_id, m2_vendibles: '250', ubicacion_calidad: 'Excelente' }),
  });
  if (!response.ok) throw new Error(`POST /api/consultas: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function existing(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) if ((await fetch(`${base}${path}`)).status === 200) found.push(path);
  return found;
}
