// Folder-level import cycles of the server (docs/decisions/0023-modules-own-wiring-and-tables.md).
// ESLint's import-x/no-cycle sees cycles between files; this sees them between folders, even through
// different files: a unit is modules/<name>, vendors/<name>, any other top folder of src/ (db, jobs, lib,
// plugins, seed, scripts), or one file at the top of src/. Type-only imports count too: they tie the
// folders' designs together all the same.
// Run by `npm run lint`. Any cycle fails the check, among the domain modules as well as through a platform
// folder, naming its folders and one import of each edge.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stronglyConnected } from './lib/strongly-connected.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/server/src');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : filesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The folder a file belongs to, as this check counts folders. */
function unitOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'modules') return parts.slice(0, 2).join('/');
  if (parts[0] === 'vendors') return parts.slice(0, 2).join('/');
  return parts[0];
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const edges = new Map(); // unit -> Map(unit -> example "file -> import")
for (const file of filesUnder(src)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(src) || !existsSync(target)) continue;
    const [from, to] = [unitOf(file), unitOf(target)];
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${path.relative(src, file)} → ${spec}`);
  }
}

const components = stronglyConnected(new Map([...edges].map(([unit, targets]) => [unit, targets.keys()])));

const report = (component, print) => {
  for (const from of component) for (const [to, example] of edges.get(from) ?? []) if (component.includes(to)) print(`  ${from} → ${to}  (${example})`);
};

if (components.length === 0) {
  console.log('import graph: no folder-level cycle in apps/server/src');
} else {
  for (const component of components) {
    console.error(`folder-level import cycle: ${component.join(' ↔ ')}`);
    report(component, console.error);
  }
  process.exitCode = 1;
}
