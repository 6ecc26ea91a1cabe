/**
 * The top frames of a V8 CPU profile (`node --cpu-prof`, e.g. `node bench/valuation.bench.ts 8 10
 * --only precios --cpu-prof`): self time per function and per package, to see where a request's time goes.
 * Only the last `seconds` of the profile are read (the load, not the start-up and its module loading).
 * Run: node bench/profile-top.ts /tmp/parcela-profiles/<file>.cpuprofile [rows = 30] [seconds = 8]
 * Smoke: node bench/profile-top.ts --smoke   (profiles a 0.3 s busy loop in a child process, then reads it)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMOKE } from './smoke.ts';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const file = SMOKE ? smokeProfile() : process.argv[2];
if (!file) throw new Error('Uso: node bench/profile-top.ts <archivo .cpuprofile> [filas]');
const rows = Number(process.argv[3] ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const window = Number(process.argv[4] ?? 8) * 1e6;
const span = profile.timeDeltas.reduce((a, b) => a + b, 0);
const selfUs = new Map<number, number>();
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= span - window) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
if (total === 0) throw new Error(`${file}: el perfil no tiene muestras en la ventana leída`);

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/src/')) return `src/${url.split('/src/')[1]?.split('/').slice(0, 2).join('/')}`;
  return url.startsWith('node:') ? 'node' : url ? 'other' : '(native/gc/idle)';
};
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anónima)'}  ${url.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byPackage.set(where(url), (byPackage.get(where(url)) ?? 0) + us);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
};
print('Tiempo propio por paquete', byPackage);
print('Tiempo propio por función', byFunction);

/** A real V8 profile of a short busy loop, written by `node --cpu-prof` into a new folder. */
function smokeProfile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parcela-profile-smoke-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const busy = 'let x = 0; const end = Date.now() + 300; while (Date.now() < end) x += Math.sqrt(x + 1);';
  const run = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '-e', busy]);
  const name = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (run.status !== 0 || !name) throw new Error('no se pudo grabar un perfil de CPU');
  return join(dir, name);
}
