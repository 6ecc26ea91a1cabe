import { parseSync } from 'vite';

/**
 * Stands in for the `typescript` package inside dependency-cruiser only (scripts/boundaries.ts
 * routes it here). dependency-cruiser 18 parses .ts/.tsx through TypeScript 2–6 and this project
 * is on TypeScript 7, whose package has no JavaScript API. Instead of transpiling, this reduces a
 * file to its import statements (read with Vite's oxc parser), which is all the checker reads.
 * Type-only imports are kept on purpose: a type imported across a boundary is a dependency too.
 */
export const version = '5.9.3';

/** The bare minimum dependency-cruiser calls: `transpileModule(source, { fileName }).outputText`. */
export function transpileModule(source: string, options: { fileName?: string }) {
  const fileName = options.fileName ?? 'file.ts';
  const { module, errors } = parseSync(fileName, source, { lang: fileName.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message}`);
  const specifiers = new Set<string>();
  for (const declaration of module.staticImports) specifiers.add(declaration.moduleRequest.value);
  for (const declaration of module.staticExports) {
    for (const entry of declaration.entries) if (entry.moduleRequest) specifiers.add(entry.moduleRequest.value);
  }
  const lines = [...specifiers].map((specifier) => `import ${JSON.stringify(specifier)};`);
  for (const { moduleRequest } of module.dynamicImports) {
    const argument = source.slice(moduleRequest.start, moduleRequest.end);
    // Only literal specifiers name a file; a computed one cannot be checked statically.
    if (/^(['"`])[^'"`$]*\1$/.test(argument)) lines.push(`import(${JSON.stringify(argument.slice(1, -1))});`);
  }
  return { outputText: lines.join('\n') };
}

/** Read when dependency-cruiser loads its TypeScript parser, which it never uses here (tsPreCompilationDeps off). */
export const SyntaxKind = {};

export default { version, transpileModule, SyntaxKind };
