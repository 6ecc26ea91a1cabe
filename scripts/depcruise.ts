import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `depcruise` with this project's TypeScript: the same command line (`node scripts/depcruise.ts src`).
 * dependency-cruiser 18 reads .ts/.tsx only through TypeScript 2–6; TypeScript 7 has no JavaScript
 * API, so inside dependency-cruiser `typescript` resolves to scripts/boundaries/imports-only-typescript.ts.
 * Drop this file (and that one) when dependency-cruiser supports TypeScript 7 or @swc/core is installed
 * (then `parser: 'swc'` in .dependency-cruiser.cjs).
 */
const standIn = {
  typescript: pathToFileURL(join(import.meta.dirname, 'boundaries/imports-only-typescript.ts')).href,
  'typescript/package.json': pathToFileURL(join(import.meta.dirname, 'boundaries/typescript-version.json')).href,
};
registerHooks({
  resolve(specifier, context, nextResolve) {
    if ((specifier === 'typescript' || specifier === 'typescript/package.json') && context.parentURL?.includes('/node_modules/dependency-cruiser/')) {
      return { url: standIn[specifier], shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
// The package exports no path to its command line: it sits two folders above the main module.
await import(new URL('../../bin/dependency-cruiser.mjs', import.meta.resolve('dependency-cruiser')).href);
