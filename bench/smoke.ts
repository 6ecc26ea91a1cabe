/**
 * Smoke mode of the benchmarks (`--smoke`, or BENCH_SMOKE=1): the same code path on small data
 * for a few seconds, so a bench that stops working fails `npm test` (scripts/bench-smoke.ts).
 * Its figures mean nothing and are never compared: the real ones are in bench/README.md.
 * Importing this module takes `--smoke` out of process.argv, so the positional arguments of the
 * bench read as they always did.
 */
const at = process.argv.indexOf('--smoke');
if (at >= 0) process.argv.splice(at, 1);

export const SMOKE = at >= 0 || process.env.BENCH_SMOKE === '1';

/** `full` in a real run, `smoke` in smoke mode. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}
