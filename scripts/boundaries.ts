import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/**
 * npm run boundaries: the import rules of docs/architecture.md (.dependency-cruiser.cjs).
 * First proves the checker can fail: scripts/boundaries-fixtures/src is a tiny tree where each
 * file's first comment names the rule it breaks (or says "Allowed"); every planted violation
 * must be reported under that rule, nothing else may be, and every rule must have a fixture.
 * Then checks src/ and exits with dependency-cruiser's status.
 */
const root = join(import.meta.dirname, '..');
const fixtures = join(import.meta.dirname, 'boundaries-fixtures');
const depcruise = join(import.meta.dirname, 'depcruise.ts');
const config = join(root, '.dependency-cruiser.cjs');

type Violation = { from: string; to: string; rule: { name: string } };

function cruiseFixtures(): Violation[] {
  const result = spawnSync(process.execPath, [depcruise, 'src', '--config', config, '--output-type', 'json'], {
    cwd: fixtures,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!result.stdout) throw new Error(`dependency-cruiser did not run on the fixtures:\n${result.stderr}`);
  return JSON.parse(result.stdout).summary.violations;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(fixtures, join(entry.parentPath, entry.name)));
}

function selfTest(): string[] {
  const ruleNames = new Set<string>(createRequire(import.meta.url)(config).forbidden.map((rule: { name: string }) => rule.name));
  const violations = cruiseFixtures();
  const problems: string[] = [];
  const exercised = new Set<string>();
  for (const file of filesUnder(join(fixtures, 'src'))) {
    const expected = /^\/\/ ([a-z-]+)/.exec(readFileSync(join(fixtures, file), 'utf8'))?.[1];
    const found = violations.filter((violation) => violation.from === file).map((violation) => violation.rule.name);
    if (expected && !ruleNames.has(expected)) problems.push(`${file}: names '${expected}', which is no rule of .dependency-cruiser.cjs`);
    else if (expected && !found.includes(expected)) problems.push(`${file}: planted to break '${expected}', but the checker let it pass`);
    if (expected) exercised.add(expected);
    for (const name of found.filter((name) => name !== expected)) problems.push(`${file}: reported under '${name}', but it is not planted for that rule`);
  }
  for (const name of ruleNames) if (!exercised.has(name)) problems.push(`rule '${name}' has no planted violation in scripts/boundaries-fixtures`);
  if (problems.length === 0) console.log(`Self-test: ${violations.length} planted violations caught, each under its rule (${ruleNames.size} rules).`);
  return problems;
}

const problems = selfTest();
if (problems.length > 0) {
  console.error(`The boundary checker's self-test failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const real = spawnSync(process.execPath, [depcruise, 'src', '--config', config, '--output-type', 'err-long'], { cwd: root, stdio: 'inherit' });
process.exit(real.status ?? 1);
