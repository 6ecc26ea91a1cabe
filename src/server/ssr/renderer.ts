import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { QueryKey } from './page-data.ts';

/**
 * What the built web renderer (src/web/entry-server.tsx) exports. The server loads the built file
 * by path at start-up and never imports the web's sources (docs/architecture.md).
 */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
}
export interface PageRenderer {
  render(request: Request, options: { prefetch: (key: QueryKey) => Promise<unknown>; origin: string }): Promise<RenderedPage | null>;
  routeIndex(): Promise<{ publicPaths: string[]; staffPaths: string[] }>;
}

/** `vite build` writes the renderer beside the web folder: `<web>-ssr/entry-server.js` (vite.config.ts). */
export const rendererPath = (webDir: string) => `${webDir}-ssr/entry-server.js`;

export async function loadRenderer(webDir: string): Promise<PageRenderer | null> {
  const file = rendererPath(webDir);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

const MARKERS = ['<!--ssr-head-->', '<!--/ssr-head-->', '<!--ssr-outlet-->', '<!--ssr-state-->', '<!--/ssr-state-->'] as const;

/**
 * The built index.html cut at its markers (src/web/index.html): the rendered head replaces the
 * default title and description, the markup fills the root, the embedded data replaces the
 * <noscript> note (a rendered page works without JavaScript). Null when the markers are missing.
 */
export function readTemplate(webDir: string): { shell: string; fill: (page: RenderedPage) => string } | null {
  const file = join(webDir, 'index.html');
  if (!existsSync(file)) return null;
  const shell = readFileSync(file, 'utf8');
  const at = MARKERS.map((m) => shell.indexOf(m));
  if (at.some((i, n) => i < 0 || (n > 0 && i < (at[n - 1] ?? 0)))) return { shell, fill: () => shell };
  const [headStart, headEnd, outlet, stateStart, stateEnd] = at as [number, number, number, number, number];
  const end = (i: number, marker: string) => i + marker.length;
  const parts = [
    shell.slice(0, headStart),
    shell.slice(end(headEnd, MARKERS[1]), outlet),
    shell.slice(end(outlet, MARKERS[2]), stateStart),
    shell.slice(end(stateEnd, MARKERS[4])),
  ];
  return { shell, fill: (page) => `${parts[0]}${page.head}${parts[1]}${page.html}${parts[2]}${page.state}${parts[3]}` };
}
