import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * npm test, step 'benches (smoke)': every script in bench/ run with --smoke (small data, a few
 * seconds each, bench/smoke.ts), so a bench that stops working fails CI. Nothing here compares
 * figures: they are printed and thrown away; the real ones live in bench/README.md.
 * Needs the build (valuation's pages, Lighthouse) and Chromium: npm test runs it after both.
 * Two at a time (two cores); each one's output is printed when it ends.
 */
const BENCH_DIR = 'bench';
/** Modules the benches import, not benches. Every other .ts file in bench/ is run. */
const HELPERS = new Set(['bench-database.ts', 'bench-session.ts', 'smoke.ts']);
const WEB = join('dist', 'web');
const EXTRA_ARGS: Record<string, string[]> = {
  // With the build, the server-rendered pages are in the path too.
  'valuation.bench.ts': existsSync(join(WEB, 'index.html')) ? ['--web', WEB] : [],
};
const TIMEOUT_MS = 240_000;
const PARALLEL = 2;

if (!existsSync(join(WEB, 'index.html'))) {
  console.error(`Falta la compilación en ${WEB}: corré npx vite build antes (npm test la hace).`);
  process.exit(1);
}

/** The slowest first (two real servers or a browser each), so the two lanes end together. */
const SLOWEST = ['kill-drill.ts', 'lighthouse.ts', 'two-instances.bench.ts', 'valuation.bench.ts', 'kanban-drag.ts'];
const rank = (name: string) => (SLOWEST.includes(name) ? SLOWEST.indexOf(name) : SLOWEST.length);
/** `node scripts/bench-smoke.ts [file…]`: only those (e.g. kill-drill.ts); every bench otherwise. */
const only = process.argv.slice(2);
const benches = readdirSync(BENCH_DIR)
  .filter((name) => name.endsWith('.ts') && !HELPERS.has(name) && (only.length === 0 || only.includes(name)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

/** Process groups still running: ended with us (a Ctrl+C does not reach a detached group). */
const running = new Set<number>();
const endGroup = (pid: number) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const pid of running) endGroup(pid);
    process.exit(1);
  });
}

function runOne(name: string): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(process.execPath, [join(BENCH_DIR, name), '--smoke', ...(EXTRA_ARGS[name] ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a timeout ends the servers and browsers it started too.
    detached: true,
  });
  if (child.pid) running.add(child.pid);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timer = setTimeout(() => {
    output += `\n(sin terminar a los ${TIMEOUT_MS / 1000} s: detenido)\n`;
    if (child.pid) endGroup(child.pid);
  }, TIMEOUT_MS);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      if (child.pid) {
        // Whatever it left behind (a server it did not stop) goes with it.
        endGroup(child.pid);
        running.delete(child.pid);
      }
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, output });
    });
  });
}

const started = Date.now();
const outcomes: Outcome[] = [];
const queue = [...benches];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const outcome = await runOne(name);
      outcomes.push(outcome);
      console.log(`\n${outcome.ok ? '✔' : '✖'} ${BENCH_DIR}/${name} --smoke (${outcome.seconds.toFixed(1)} s)\n${outcome.output.trimEnd()}`);
    }
  }),
);
const failed = outcomes.filter((o) => !o.ok);
console.log(
  `\n${outcomes.length} benches en modo humo en ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (failed.length ? `; fallaron: ${failed.map((o) => o.name).join(', ')}` : ': todos andan.'),
);
if (failed.length) process.exit(1);
