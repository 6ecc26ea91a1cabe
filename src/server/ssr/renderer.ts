import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedPage } from '../../domain/shared/rendered-page.ts';
import { BOOT_MODULES_ELEMENT_ID, BOOT_SCRIPT } from './boot-script.ts';
import type { QueryKey } from './page-data.ts';

/**
 * What the built web renderer (src/web/entry-server.tsx) exports. The server loads the built file
 * by path at start-up and never imports the web's sources (docs/architecture.md).
 */
export interface PageRenderer {
  render(request: Request, options: { prefetch: (key: QueryKey) => Promise<unknown>; origin: string }): Promise<RenderedPage | null>;
  routeIndex(): Promise<{ publicPaths: string[]; staffPaths: string[] }>;
}

/** `vite build` writes the renderer beside the web folder: `<web>-ssr/entry-server.js` (vite.config.ts). */
export const rendererPath = (webDir: string) => `${webDir}-ssr/entry-server.js`;

/** The built renderer; null when it is missing or does not load (the error is logged: pages fall back to the shell). */
export async function loadRenderer(webDir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = rendererPath(webDir);
  if (!existsSync(file)) {
    log.warn(`Falta ${file} (npm run build): las páginas públicas se dibujan en el navegador.`);
    return null;
  }
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    log.error({ err: error }, `No se pudo cargar ${file}: las páginas públicas se dibujan en el navegador.`);
    return null;
  }
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
  const chunksOf = pageChunks(webDir);
  // The stylesheet is written into each rendered page: the first paint needs no second request.
  parts[0] = inlineStylesheet(webDir, parts[0] as string);
  parts[1] = inlineStylesheet(webDir, parts[1] as string);
  // The shell's entry <script> and preloads leave the head: the boot script asks for them after the first paint.
  const { html: head, entry, preloads } = takeScripts(parts[1] as string);
  parts[1] = head;
  const bootFor = (modules: readonly string[]) => {
    const urls = [...new Set([entry, ...preloads, ...chunksOf(modules)].filter((u): u is string => Boolean(u)))];
    return entry ? `<script type="application/json" id="${BOOT_MODULES_ELEMENT_ID}">${JSON.stringify(urls)}</script><script>${BOOT_SCRIPT}</script>` : '';
  };
  return {
    shell,
    fill: (page) => `${parts[0]}${page.head}${parts[1]}${page.html}${parts[2]}${page.state}${bootFor(page.modules)}${parts[3]}`,
  };
}

/** The entry module and the modulepreload links of the shell's head, removed from it. */
function takeScripts(html: string): { html: string; entry: string | undefined; preloads: string[] } {
  let entry: string | undefined;
  const preloads: string[] = [];
  const rest = html
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      entry ??= src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return { html: rest, entry, preloads };
}

/**
 * `<link rel="stylesheet" href="/assets/….css">` replaced by a `<style>` with the file's content
 * (~40 kB, ~7.5 kB compressed): Lighthouse measured the blocking request at 160–240 ms of a mobile
 * first paint. The CSP allows inline styles; the shell (staff areas) keeps the cached file.
 */
function inlineStylesheet(webDir: string, html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const path = join(webDir, file);
    if (!existsSync(path)) return tag;
    const css = readFileSync(path, 'utf8');
    return css.includes('</style') ? tag : `<style>${css}</style>`;
  });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks of a rendered page's route modules and what they import (from the build's manifest),
 * preloaded beside the entry instead of discovered after it, so the page turns interactive sooner.
 */
function pageChunks(webDir: string): (modules: readonly string[]) => string[] {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const known = new Map<string, string[]>();
  return (modules) => {
    const key = modules.join(',');
    let urls = known.get(key);
    if (urls === undefined) {
      const files = new Set<string>();
      const visit = (name: string) => {
        const chunk = manifest[name];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const name of modules) visit(name);
      urls = [...files].filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
      known.set(key, urls);
    }
    return urls;
  };
}
