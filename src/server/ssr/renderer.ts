import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FormPostState } from '../../domain/shared/form-post.ts';
import type { RenderedPage } from '../../domain/shared/rendered-page.ts';
import { BOOT_MODULES_ELEMENT_ID, BOOT_SCRIPT } from './boot-script.ts';
import { createCriticalCss } from './critical-css.ts';
import type { QueryKey } from './page-data.ts';

/**
 * What the built web renderer (src/web/entry-server.tsx) exports. The server loads the built file
 * by path at start-up and never imports the web's sources (docs/architecture.md).
 */
export interface PageRenderer {
  render(
    request: Request,
    options: {
      prefetch: (key: QueryKey) => Promise<unknown>;
      /** GET of the API as the visitor, when they sent a session cookie (staff screens, ADR 146). */
      readAs?: ((path: string) => Promise<unknown>) | undefined;
      origin: string;
      form?: FormPostState;
      /** The visitor's browser says it is a phone (User-Agent «Mobile»): staff screens lay out for it. */
      phone?: boolean;
    },
  ): Promise<RenderedPage | null>;
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
export function readTemplate(webDir: string): { shell: string; fill: (page: RenderedPage) => Promise<string> } | null {
  const file = join(webDir, 'index.html');
  if (!existsSync(file)) return null;
  const shell = readFileSync(file, 'utf8');
  const at = MARKERS.map((m) => shell.indexOf(m));
  if (at.some((i, n) => i < 0 || (n > 0 && i < (at[n - 1] ?? 0)))) return { shell, fill: async () => shell };
  const [headStart, headEnd, outlet, stateStart, stateEnd] = at as [number, number, number, number, number];
  const end = (i: number, marker: string) => i + marker.length;
  const chunksOf = pageChunks(webDir);
  // The shell's entry <script> and preloads leave the head: the boot script asks for them after the first paint.
  const { html: head, entry, preloads } = takeScripts(shell.slice(end(headEnd, MARKERS[1]), outlet));
  // So does its stylesheet: each page carries the rules its markup uses (critical-css.ts), the boot
  // script loads the whole sheet after the first paint, and without JavaScript a <noscript> link does.
  const { before, after, href: stylesheet } = takeStylesheet(head, webDir);
  const critical = stylesheet ? createCriticalCss(webDir, stylesheet) : undefined;
  const styles = stylesheet ? [`/${stylesheet}`] : [];
  const stylesFor = async (markup: string) =>
    critical ? `<style>${await critical.forMarkup(markup)}</style><noscript><link rel="stylesheet" href="/${stylesheet}" /></noscript>` : '';
  const bootFor = (modules: readonly string[]) => {
    const urls = [...new Set([entry, ...preloads, ...chunksOf(modules)].filter((u): u is string => Boolean(u)))];
    return entry
      ? `<script type="application/json" id="${BOOT_MODULES_ELEMENT_ID}">${JSON.stringify({ styles, modules: urls })}</script><script>${BOOT_SCRIPT}</script>`
      : '';
  };
  const beforeHead = shell.slice(0, headStart);
  const beforeState = shell.slice(end(outlet, MARKERS[2]), stateStart);
  const rest = shell.slice(end(stateEnd, MARKERS[4]));
  return {
    shell,
    fill: async (page) =>
      `${beforeHead}${page.head}${before}${await stylesFor(page.html)}${after}${page.html}${beforeState}${page.state}${bootFor(page.modules)}${rest}`,
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
 * The shell's `<link rel="stylesheet" href="/assets/….css">` (Vite writes one), cut out of the
 * head: what comes before and after it, and its file. A rendered page puts its critical rules
 * there; a linked sheet blocked the first paint 160–240 ms on Lighthouse's phone (ADR 016) and
 * inlining all of it made every page ~8 kB heavier on the wire (ADR 018).
 */
function takeStylesheet(head: string, webDir: string): { before: string; after: string; href: string | undefined } {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(head);
  // A link whose file is missing (a broken build) stays as it is.
  if (!link?.[1] || !existsSync(join(webDir, link[1]))) return { before: head, after: '', href: undefined };
  return { before: head.slice(0, link.index), after: head.slice(link.index + link[0].length), href: link[1] };
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
