import { createHash } from 'node:crypto';

/** Id of the JSON list a rendered page carries: its entry module first, then the chunks to preload. */
export const BOOT_MODULES_ELEMENT_ID = 'ssr-modules';

/**
 * A rendered page asks for its JavaScript only after its first paint (docs/decisions/017): the
 * content is already in the HTML, so nothing on screen waits for a script, and a phone spends its
 * first round trips on the page itself. Loaded one frame after the paint (requestAnimationFrame,
 * then a task) — and, when the page marks pictures as its main content (`fetchpriority="high"`,
 * e.g. the first listing's photo), one frame after they have arrived, for at most 1 s more, so
 * scripts do not compete with them for a slow connection. After 2.5 s at the latest whatever
 * happens (background tabs run no frames). Constant text, so the Content-Security-Policy allows it
 * by its hash and inline scripts stay forbidden.
 */
export const BOOT_SCRIPT = `(()=>{let started=false;const start=()=>{if(started)return;started=true;const [entry,...chunks]=JSON.parse(document.getElementById('${BOOT_MODULES_ELEMENT_ID}').textContent);for(const href of chunks){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}const script=document.createElement('script');script.type='module';script.src=entry;document.head.append(script)};const afterFrame=()=>requestAnimationFrame(()=>setTimeout(start));const afterPictures=()=>{const waiting=[...document.querySelectorAll('img[fetchpriority=high]')].filter((img)=>!img.complete);let left=waiting.length;if(!left)return start();const done=()=>{if(--left===0)afterFrame()};for(const img of waiting){img.addEventListener('load',done,{once:true});img.addEventListener('error',done,{once:true})}setTimeout(start,1000)};requestAnimationFrame(()=>setTimeout(afterPictures));setTimeout(start,2500)})()`;

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
