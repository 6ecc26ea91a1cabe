import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { rendererPath } from '../ssr/renderer.ts';

/**
 * The built web app the server-rendered page tests need (`npm run build`, or WEB_DIR pointing at
 * a `vite build --outDir` folder): its folder, or a failure that says how to build it.
 */
export function builtWebDir(): string {
  const webDir = resolve(process.env.WEB_DIR || 'dist/web');
  if (!existsSync(rendererPath(webDir))) {
    throw new Error(`Falta el renderizador de las páginas (${rendererPath(webDir)}): corré \`npm run build\` antes de estos tests (npm test lo hace).`);
  }
  return webDir;
}
