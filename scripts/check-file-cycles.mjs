// Import cycles between files, anywhere in the repository's TypeScript (apps, packages, e2e, bench, scripts).
// A cycle between files makes the order modules start in depend on who imported whom first, and a value read
// during that start-up is then undefined. This check replaces ESLint's import-x/no-cycle, which resolved every
// import again for every file and was two thirds of the lint's time; here the graph is read once (well under a
// second). What counts matches that rule: static and dynamic imports and re-exports count, type-only ones
// (`import type`, `export type`) do not, as the compiler erases them. Workspace imports (`@orbit/<package>/x`)
// resolve to `packages/<package>/src/x.ts`. Run by `npm run lint`; folder-level cycles of the server are
// checked by check-import-graph.mjs.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stronglyConnected } from './lib/strongly-connected.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', 'migrations', 'coverage', '.e2e-artifacts', 'test-results', 'data']);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function sourcesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveFile(base) {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function resolveImport(fromFile, spec) {
  if (spec.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), spec));
  const workspace = /^@orbit\/([^/]+)\/(.+)$/.exec(spec);
  if (workspace) return resolveFile(path.join(root, 'packages', workspace[1], 'src', workspace[2].replace(/\.ts$/, '')));
  return undefined;
}

// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`; the first group says whether the
// statement is type-only.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const files = ['apps', 'packages', 'e2e', 'bench', 'scripts']
  .filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) => sourcesUnder(path.join(root, dir)));
const edges = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(STATIC)) if (!match[2]) targets.add(match[3]);
  for (const match of text.matchAll(DYNAMIC)) targets.add(match[1]);
  const resolved = new Set();
  for (const spec of targets) {
    const target = resolveImport(file, spec);
    if (target && target !== file) resolved.add(target);
  }
  edges.set(file, resolved);
}

const cycles = stronglyConnected(edges);
if (cycles.length === 0) {
  console.log(`file imports: no cycle among ${files.length} files`);
} else {
  for (const cycle of cycles) {
    console.error(`import cycle between files:\n${cycle.map((file) => `  ${path.relative(root, file)}`).join('\n')}`);
    for (const from of cycle)
      for (const to of edges.get(from)) if (cycle.includes(to)) console.error(`    ${path.relative(root, from)} → ${path.relative(root, to)}`);
  }
  process.exitCode = 1;
}
