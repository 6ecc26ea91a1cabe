/**
 * The browser's `zod` (vite.config.ts points every `import … from 'zod'` of the client build here):
 * set up where it loads, so it loads only with the forms and schemas that need it, never with a
 * module that merely shares a file with a schema's constants.
 * - jitless: zod compiles its parsers with `new Function` after probing for it; our CSP forbids
 *   eval, so the caught probe is still reported (Lighthouse best practices: 96 on the barrio pages).
 * - zod's generic messages in Spanish (src/domain/shared/zod-locale.ts does the same for the server).
 * The set-up is part of `z`'s own value: the resolver marks this module free of side effects (so an
 * unused schema does not keep zod), and a bare `zod.config(…)` statement was dropped with that.
 */
import * as zod from 'zod/v4';
import es from 'zod/v4/locales/es.js';

export * from 'zod/v4';

function configured(): typeof zod.z {
  zod.config({ ...es(), jitless: true });
  return zod.z;
}
export const z = configured();
