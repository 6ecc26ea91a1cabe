/**
 * The browser's `zod` (vite.config.ts points every `import … from 'zod'` of the client build here):
 * set up where it loads, so it loads only with the forms and schemas that need it, never with a
 * module that merely shares a file with a schema's constants.
 * - jitless first: zod compiles its parsers with `new Function` after probing for it; our CSP
 *   forbids eval, so the caught probe is still reported (Lighthouse best practices).
 * - then zod's generic messages in Spanish (src/domain/shared/zod-locale.ts does the same for the server).
 */
import './zod-jitless.ts';
import * as zod from 'zod/v4';
import es from 'zod/v4/locales/es.js';

// Not `z.config`: vite.config.ts declares calls on `z` pure, and this one is for its effect.
zod.config(es());

export * from 'zod/v4';
export { z as default } from 'zod/v4';
