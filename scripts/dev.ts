import { spawn } from 'node:child_process';

/** npm run dev: the API with --watch on :3000 and Vite with hot reload on :5173 (proxying /api). */
const children = [
  spawn('node', ['--watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' } }),
  spawn('vite', [], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
