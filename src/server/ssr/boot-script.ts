import { createHash } from 'node:crypto';
import { EARLY_TAP_PROPERTY } from '../../domain/shared/rendered-page.ts';

/** Id of the JSON a rendered page carries: `{ styles, modules }`, the whole stylesheet, then the entry module first and the chunks to preload. */
export const BOOT_MODULES_ELEMENT_ID = 'ssr-modules';

/**
 * A rendered page asks for its JavaScript only after its first paint (docs/decisions/017): the
 * content is already in the HTML, so nothing on screen waits for a script, and a phone spends its
 * first round trips on the page itself. First, one frame after the paint (requestAnimationFrame,
 * then a task), the whole stylesheet: the page carries only the rules its markup uses (ADR 018),
 * and what opens later (menus, dialogs, other pages) needs the rest; a sheet that fails to arrive is
 * asked for again (three tries, 1.5 s apart), or a dialog would open unstyled. Then the scripts — when the
 * page marks pictures as its main content (`fetchpriority="high"`, e.g. the first listing's photo),
 * one frame after they have arrived, for at most 1 s more, so scripts do not compete with them for
 * a slow connection. After 2.5 s at the latest whatever happens (background tabs run no frames).
 * A button tapped before React has taken the page over does nothing by itself (it has no listener
 * yet): the last one is kept, and tapped again once React has (ADR 149). Submit buttons of a form are
 * not: the browser posts those forms itself (ADR 100).
 * Constant text, so the Content-Security-Policy allows it by its hash and inline scripts stay forbidden.
 */
export const BOOT_SCRIPT = `(()=>{document.addEventListener('click',(event)=>{if(document.documentElement.dataset.hydrated)return;const button=event.target instanceof Element?event.target.closest('button'):null;if(button&&!button.disabled&&(button.type==='button'||!button.form))window.${EARLY_TAP_PROPERTY}=button},true);const{styles,modules}=JSON.parse(document.getElementById('${BOOT_MODULES_ELEMENT_ID}').textContent);const add=(attributes)=>{const element=Object.assign(document.createElement(attributes.src?'script':'link'),attributes);document.head.append(element);return element};let styled=false;const sheet=(href,tries)=>{const link=add({rel:'stylesheet',href});link.onerror=()=>{if(tries>1)setTimeout(()=>{link.remove();sheet(href,tries-1)},1500)}};const style=()=>{if(styled)return;styled=true;for(const href of styles)sheet(href,3)};let started=false;const start=()=>{if(started)return;started=true;style();const[entry,...chunks]=modules;for(const href of chunks)add({rel:'modulepreload',href});add({type:'module',src:entry})};const afterFrame=()=>requestAnimationFrame(()=>setTimeout(start));const afterPictures=()=>{style();const waiting=[...document.querySelectorAll('img[fetchpriority=high]')].filter((img)=>!img.complete);let left=waiting.length;if(!left)return start();const done=()=>{if(--left===0)afterFrame()};for(const img of waiting){img.addEventListener('load',done,{once:true});img.addEventListener('error',done,{once:true})}setTimeout(start,1000)};requestAnimationFrame(()=>setTimeout(afterPictures));setTimeout(start,2500)})()`;

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
