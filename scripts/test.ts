import { spawnSync } from 'node:child_process';

/**
 * npm test: every check, in order, stopping at the first failure.
 * typecheck → lint → boundaries (import rules, dependency-cruiser) → dead code (knip) → build (web app
 * and its server renderer) → clamd for the upload tests → unit + integration → bundle checks → every bench in smoke mode → e2e in Chromium.
 */
const steps: Array<[string, string[]]> = [
  ['typecheck', ['tsc', '--noEmit']],
  ['lint', ['biome', 'check', '.']],
  ['boundaries', ['node', 'scripts/boundaries.ts']],
  ['dead code', ['knip']],
  // The build comes first: the server-rendered pages' integration tests load its renderer.
  ['build', ['vite', 'build', '--logLevel', 'warn']],
  ['clamd', ['node', 'scripts/ensure-clamd.ts']],
  ['unit + integration', ['vitest', 'run']],
  ['chromium', ['node', 'scripts/ensure-chromium.ts']],
  ['size budget', ['node', 'scripts/size-budget.ts']],
  ['no secrets in the bundle', ['node', 'scripts/check-bundle-secrets.ts']],
  // Each bench on small data for a few seconds (needs the build and Chromium, both above): a
  // bench that stops working fails here. Figures are never asserted (bench/README.md).
  ['benches (smoke)', ['node', 'scripts/bench-smoke.ts']],
  ['e2e', ['playwright', 'test']],
];

const results: string[] = [];
for (const [name, [command, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command as string, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} falló (${seconds} s).`);
    process.exit(result.status ?? 1);
  }
  results.push(`✔ ${name} (${seconds} s)`);
}
console.log(`\n${results.join('\n')}\nTodo en verde.`);
