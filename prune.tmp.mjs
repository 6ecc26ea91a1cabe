import postcss from 'postcss';
import fs from 'node:fs'; import z from 'node:zlib';
const h = fs.readFileSync('/tmp/home2.html', 'utf8');
const css = h.match(/<style>([\s\S]*?)<\/style>/)[1];
const markup = h.slice(h.indexOf('<div id="root">'));
const br = (s) => z.brotliCompressSync(s, { params: { [z.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const root = postcss.parse(css);
const refs = (v) => [...v.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
const defs = new Map(); const used = new Set(refs(markup));
root.walkDecls((d) => { if (d.prop.startsWith('--')) { (defs.get(d.prop) ?? defs.set(d.prop, []).get(d.prop)).push(d.value); } else refs(d.value).forEach((n) => used.add(n)); });
const queue = [...used];
while (queue.length) { const n = queue.pop(); for (const v of defs.get(n) ?? []) for (const r of refs(v)) if (!used.has(r)) { used.add(r); queue.push(r); } }
let removed = 0;
root.walkDecls((d) => { if (d.prop.startsWith('--') && !used.has(d.prop) && (/^:root|^\*/.test(d.parent.selector ?? ''))) { d.remove(); removed++; } });
root.walkAtRules('property', (a) => { if (!used.has(a.params.trim())) { a.remove(); removed++; } });
root.walkRules((r) => { if (r.nodes.length === 0) r.remove(); });
const out = root.toString();
console.log('removed', removed, 'raw', css.length, '->', out.length, 'br', br(css), '->', br(out));
