import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import beasties from 'beasties';
import postcss from 'postcss';

// beasties' types describe CommonJS (a module whose `default` is the class); Node loads its ES module, whose default *is* the class.
const Beasties = beasties as unknown as typeof beasties.default;

/** Critical stylesheets kept at once, by what their pages' markup can match (a few dozen page shapes at most). */
const MAX_KEPT = 64;

/**
 * The rules of the site's stylesheet that a rendered page's markup uses (docs/decisions/018):
 * inlined in the page instead of the whole sheet, which the boot script then loads after the
 * first paint. Found by Beasties (critical CSS from the markup, no browser): it keeps every rule
 * whose selector, without its pseudo-classes, matches an element (hover and focus states of what is
 * on the page included), the at-rules they sit in (@media, @supports, @layer), the keyframes they
 * animate with, and Tailwind's @property declarations.
 *
 * Beasties costs tens of milliseconds per page, so the result is kept by the page's *shape*: the
 * tags, classes and the attributes this stylesheet's selectors look at (with their values). Two
 * valuations of different barrios share one shape, and so one critical sheet; an unknown address
 * flooded with requests costs a regular expression per request, not a parse.
 */
export function createCriticalCss(webDir: string, stylesheetHref: string) {
  const sheet = readFileSync(join(webDir, stylesheetHref), 'utf8');
  const attributes = selectorAttributes(sheet);
  const extractor = new Beasties({
    path: webDir,
    publicPath: '/',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'silent',
    // Selectors made only of pseudo-elements or pseudo-classes (the preflight's `::file-selector-button`,
    // `::placeholder`) apply wherever such a part exists: the markup cannot tell, so they are always kept.
    allowRules: [/^(?:::?[\w-]+(?:\([^)]*\))?)+$/],
  });
  const kept = new Map<string, Promise<string>>();

  return {
    /** The page's critical rules (minified CSS); the whole sheet if Beasties fails on it. */
    forMarkup(markup: string): Promise<string> {
      const key = pageShape(markup, attributes);
      const hit = kept.get(key);
      if (hit) return hit;
      const document = `<!doctype html><html lang="es-AR"><head><link rel="stylesheet" href="/${stylesheetHref}"></head><body><div id="root">${withPlainClasses(markup)}</div></body></html>`;
      // Only the critical rules are taken from its answer; how the whole sheet loads is the boot script's.
      const critical = extractor
        .process(document)
        .then((html: string) => {
          const rules = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
          return rules ? withoutUnusedVariables(rules, markup) : sheet;
        })
        .catch(() => sheet);
      // The oldest shape goes first.
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, critical);
      return critical;
    },
  };
}

/**
 * Tailwind declares every theme variable the app uses on `:root` and registers its own (`--tw-*`)
 * with `@property` (and again on `*` for browsers without it), whatever a page uses: the critical
 * rules keep only the variables their declarations (or the markup) read, directly or through
 * another variable. Utility rules are never touched. `/`: 3.97 → 3.30 kB brotli.
 */
function withoutUnusedVariables(css: string, markup: string): string {
  const root = postcss.parse(css);
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] as string);
  const values = new Map<string, string[]>();
  const used = new Set(reads(markup));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
    else for (const name of reads(decl.value)) used.add(name);
  });
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const read of (values.get(name) ?? []).flatMap(reads)) {
      if (used.has(read)) continue;
      used.add(read);
      pending.push(read);
    }
  }
  root.walkDecls((decl) => {
    const selector = decl.parent?.type === 'rule' ? (decl.parent as postcss.Rule).selector : '';
    if (decl.prop.startsWith('--') && !used.has(decl.prop) && /^(:root|\*)/.test(selector)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  removeEmptyBlocks(root);
  return root.toString();
}

/** Rules and at-rules left without content (the fallback rule inside @supports inside @layer), innermost first. */
function removeEmptyBlocks(root: postcss.Root): void {
  for (let removed = true; removed; ) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/** React escapes `&`, `>` and quotes in attributes; Beasties reads HTML without decoding them, so `[&_h2]:text-lg` would match nothing. */
const CLASS_ENTITIES: Record<string, string> = { '&amp;': '&', '&gt;': '>', '&lt;': '<', '&#x27;': "'", '&#39;': "'" };
function withPlainClasses(markup: string): string {
  return markup.replace(/\sclass="([^"]*)"/g, (attribute) => attribute.replace(/&(?:amp|gt|lt|#x27|#39);/g, (entity) => CLASS_ENTITIES[entity] ?? entity));
}

/**
 * The attributes the stylesheet's selectors test (`[data-state=open]`, `[aria-disabled=true]`,
 * `[hidden]`…), each with whether a selector compares its value (else only its presence counts:
 * a `title` tells nothing by its text).
 */
function selectorAttributes(css: string): Map<string, boolean> {
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  const attributes = new Map<string, boolean>();
  for (const [, name = '', operator] of selectors.matchAll(/\[([a-zA-Z][\w-]*)\s*([~|^$*]?=)?/g)) {
    const key = name.toLowerCase();
    if (key !== 'class') attributes.set(key, (attributes.get(key) ?? false) || operator !== undefined);
  }
  return attributes;
}

/** What the stylesheet's selectors can see of a markup: its tags, its classes, and those attributes (with their values where compared); and the variables it reads inline. */
function pageShape(markup: string, attributes: ReadonlyMap<string, boolean>): string {
  const seen = new Set<string>();
  for (const [, tag = ''] of markup.matchAll(/<([a-zA-Z][\w-]*)/g)) seen.add(`<${tag.toLowerCase()}`);
  for (const [, classes = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) for (const name of classes.split(/\s+/)) if (name) seen.add(`.${name}`);
  for (const [read] of markup.matchAll(/var\(\s*--[\w-]+/g)) seen.add(read);
  if (attributes.size > 0) {
    const attribute = new RegExp(`\\s(${[...attributes.keys()].join('|')})(?:="([^"]*)")?(?=[\\s/>])`, 'gi');
    for (const [, name = '', value = ''] of markup.matchAll(attribute)) {
      const key = name.toLowerCase();
      seen.add(attributes.get(key) ? `[${key}=${value}]` : `[${key}]`);
    }
  }
  return [...seen].sort().join(' ');
}
