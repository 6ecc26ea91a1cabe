/**
 * zod compiles its object parsers with `new Function` after probing for it; our CSP forbids eval,
 * so the caught probe is still reported as a violation (Lighthouse best practices). Its interpreted
 * parsers are fast enough here. zod reads this global when it loads, so this module must run
 * before zod: it is main.tsx's first import, and vite.config.ts puts it in zod's chunk.
 */
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
