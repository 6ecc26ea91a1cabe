import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * npm run dev: the API with --watch on :3000 and Vite with hot reload on :5173 (proxying /api).
 * The API writes pino's JSON lines (what production collects); here they are shown one short line
 * each — time, level, message, and for the access log method, URL, status and time. Anything that
 * is not such a line goes through as it is.
 */
const api = spawn('node', ['--watch', 'src/server/main.ts'], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' },
});
createInterface({ input: api.stdout }).on('line', (line) => process.stdout.write(`${readable(line)}\n`));
createInterface({ input: api.stderr }).on('line', (line) => process.stderr.write(`${readable(line)}\n`));
const children = [api, spawn('vite', [], { stdio: 'inherit' })];

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the short form already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

function readable(line: string): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = typeof entry.level === 'number' ? (LEVELS[entry.level] ?? String(entry.level)) : String(entry.level ?? '');
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const parts = [time, level.padEnd(5)];
  if (req && res) parts.push(`${req.method} ${req.url} → ${res.statusCode} (${Number(entry.responseTime ?? 0).toFixed(1)} ms)`);
  else parts.push(String(entry.msg ?? ''));
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !SHOWN.has(key)));
  if (Object.keys(rest).length > 0) parts.push(JSON.stringify(rest));
  const err = entry.err as { stack?: string; message?: string } | undefined;
  if (err) parts.push(`\n${err.stack ?? err.message ?? JSON.stringify(err)}`);
  return parts.join(' ');
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
