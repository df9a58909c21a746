// Builds the module map of docs/architecture.md from the code itself, so the map cannot drift: the tables come
// from the Drizzle schema, the routes from the contracts' declarations, the jobs from their definitions, and
// which module each belongs to from where the server's source uses it. `npm run docs:map` rewrites the section;
// test/module-map.test.ts fails when the committed section differs from what this builds.
//
// It reads source text rather than the wired app on purpose: it keeps working whether a module's routes and
// jobs are put together in app.ts or in the module's own folder.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as prettier from 'prettier';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const contractsSrc = path.join(repoRoot, 'packages/contracts/src');
export const architectureDoc = path.join(repoRoot, 'docs/architecture.md');

const START = '<!-- module-map:start -->';
const END = '<!-- module-map:end -->';
/** Code outside modules/ and vendors/ (app.ts, plugins/, lib/, jobs/, db/). */
const PLATFORM = 'platform';
/** Job names start with the area they serve; these areas live in a folder of another name. */
const JOB_AREA_FOLDERS: Record<string, string> = { lottery: 'house/lottery', system: PLATFORM };

interface SourceFile {
  rel: string;
  module: string;
  text: string;
}

interface ModuleEntry {
  tables: string[];
  sharedTables: string[];
  services: string[];
  jobs: string[];
  routes: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** modules/<m>/… → m; vendors/house/<game>/… → house/<game>; vendors/<v>/… → v; anything else → platform. */
export function moduleOf(rel: string): string {
  const parts = rel.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'vendors' && parts.length > 2) {
    return parts[1] === 'house' && parts.length > 3 ? `house/${parts[2]}` : parts[1]!;
  }
  return PLATFORM;
}

function serverSources(): SourceFile[] {
  return walk(serverSrc)
    .map((full) => path.relative(serverSrc, full).split(path.sep).join('/'))
    .filter((rel) => rel.endsWith('.ts') && !rel.endsWith('.test.ts') && !rel.startsWith('scripts/') && !rel.startsWith('db/'))
    .sort()
    .map((rel) => ({ rel, module: moduleOf(rel), text: readFileSync(path.join(serverSrc, rel), 'utf8') }));
}

/** Names a file imports from the Drizzle schema (`import { a, b as c } from '…/db/schema/x.ts'`). */
function schemaImports(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.add(name);
    }
  }
  return names;
}

function byCountThenName(counts: Map<string, number>): string[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The module a schema file belongs to when its name is not the module's (db/schema/<file>.ts). */
const SCHEMA_FILE_MODULES: Record<string, string> = {
  attempts: PLATFORM,
  system: PLATFORM,
  'house-live': 'house/live',
  lottery: 'house/lottery',
  seamless: 'wallet',
  turnover: 'wallet',
};

/**
 * A table belongs to the module its schema file is named after when that module uses it; a table kept in a
 * neighbour's schema file (the captchas in members.ts) belongs to the module that imports it most. Any other
 * module importing it is listed as sharing it.
 */
async function tablesByModule(sources: SourceFile[]): Promise<{ owned: Map<string, string[]>; shared: Map<string, string[]> }> {
  const imports = sources.map((file) => ({ module: file.module, names: schemaImports(file.text) }));
  const owned = new Map<string, string[]>();
  const shared = new Map<string, string[]>();
  const schemaFiles = readdirSync(path.join(serverSrc, 'db/schema')).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
  for (const schemaFile of schemaFiles.sort()) {
    const base = schemaFile.replace(/\.ts$/, '');
    const fileModule = SCHEMA_FILE_MODULES[base] ?? base;
    const schema = (await import(pathToFileURL(path.join(serverSrc, 'db/schema', schemaFile)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(schema)) {
      if (!is(value, PgTable)) continue;
      const counts = new Map<string, number>();
      for (const file of imports) if (file.names.has(exportName)) increment(counts, file.module);
      const users = byCountThenName(counts);
      const owner = users.length === 0 || users.includes(fileModule) ? fileModule : users[0]!;
      const table = getTableName(value);
      owned.set(owner, [...(owned.get(owner) ?? []), table]);
      for (const user of users.filter((name) => name !== owner)) shared.set(user, [...(shared.get(user) ?? []), table]);
    }
  }
  return { owned, shared };
}

interface DeclaredEndpoint {
  name: string;
  method: string;
  path: string;
}

function isEndpoint(value: unknown): value is { method: string; path: string; audience: string; response: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.method === 'string' && typeof v.path === 'string' && typeof v.audience === 'string' && 'response' in v;
}

async function contractEndpoints(): Promise<DeclaredEndpoint[]> {
  const files = readdirSync(contractsSrc)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const seen = new Set<unknown>();
  const endpoints: DeclaredEndpoint[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(contractsSrc, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!isEndpoint(value) || seen.has(value)) continue;
      seen.add(value);
      endpoints.push({ name, method: value.method, path: value.path });
    }
  }
  return endpoints;
}

/** A declaration is served by the module(s) whose source names it, leaving out the generic route kit. */
function routesByModule(sources: SourceFile[], endpoints: DeclaredEndpoint[]): { served: Map<string, string[]>; unserved: string[] } {
  const served = new Map<string, string[]>();
  const unserved: string[] = [];
  for (const endpoint of endpoints) {
    const pattern = new RegExp(`\\b${endpoint.name}\\b`);
    const modules = new Set(sources.filter((file) => file.rel !== 'plugins/endpoint.ts' && pattern.test(file.text)).map((file) => file.module));
    const route = `${endpoint.method} ${endpoint.path}`;
    if (modules.size === 0) unserved.push(route);
    for (const module of modules) served.set(module, [...(served.get(module) ?? []), route]);
  }
  return { served, unserved };
}

/** Every job definition (`name: 'area.what', periodSeconds: n`) in a file that builds JobDefinitions. */
function jobsByModule(sources: SourceFile[], moduleNames: Set<string>): Map<string, string[]> {
  const jobs = new Map<string, string[]>();
  for (const file of sources.filter((source) => source.text.includes('JobDefinition'))) {
    for (const match of file.text.matchAll(/name:\s*'([a-z0-9-]+\.[a-z0-9.-]+)',\s*periodSeconds:\s*([0-9_]+)/g)) {
      const [, name, period] = match as unknown as [string, string, string];
      const area = name.split('.')[0]!;
      const byArea = JOB_AREA_FOLDERS[area] ?? (moduleNames.has(area) ? area : PLATFORM);
      const module = file.module === PLATFORM ? byArea : file.module;
      jobs.set(module, [...(jobs.get(module) ?? []), `\`${name}\` every ${duration(Number(period.replace(/_/g, '')))}`]);
    }
  }
  return jobs;
}

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

function servicesByModule(sources: SourceFile[]): Map<string, string[]> {
  const services = new Map<string, string[]>();
  for (const file of sources.filter((source) => source.rel.endsWith('.service.ts'))) {
    services.set(file.module, [...(services.get(file.module) ?? []), path.basename(file.rel)]);
  }
  return services;
}

export async function buildModuleMap(): Promise<{ modules: Map<string, ModuleEntry>; unserved: string[] }> {
  const sources = serverSources();
  const moduleNames = new Set(sources.map((file) => file.module));
  const tables = await tablesByModule(sources);
  const routes = routesByModule(sources, await contractEndpoints());
  const jobs = jobsByModule(sources, moduleNames);
  const services = servicesByModule(sources);
  const modules = new Map<string, ModuleEntry>();
  for (const name of [...moduleNames].sort((a, b) => (a === PLATFORM ? 1 : b === PLATFORM ? -1 : a.localeCompare(b)))) {
    modules.set(name, {
      tables: (tables.owned.get(name) ?? []).sort(),
      sharedTables: (tables.shared.get(name) ?? []).sort(),
      services: services.get(name) ?? [],
      jobs: (jobs.get(name) ?? []).sort(),
      routes: (routes.served.get(name) ?? []).sort(),
    });
  }
  return { modules, unserved: routes.unserved.sort() };
}

const code = (items: string[]): string => (items.length === 0 ? 'none' : items.map((item) => `\`${item}\``).join(', '));

function folderOf(module: string): string {
  if (module === PLATFORM) return '`app.ts`, `plugins/`, `lib/`, `jobs/`';
  if (module.startsWith('house')) return `\`vendors/${module}/\``;
  return module === 'sandbox-gateway' ? '`vendors/sandbox-gateway/`' : `\`modules/${module}/\``;
}

export function renderModuleMap(map: Awaited<ReturnType<typeof buildModuleMap>>): string {
  const lines = [
    START,
    '',
    '<!-- Generated by `npm run docs:map`; apps/server/test/module-map.test.ts fails when this differs. -->',
    '',
    '| module | folder | tables | services | jobs | routes |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, entry] of map.modules) {
    lines.push(`| ${name} | ${folderOf(name)} | ${entry.tables.length} | ${entry.services.length} | ${entry.jobs.length} | ${entry.routes.length} |`);
  }
  for (const [name, entry] of map.modules) {
    lines.push('', `### ${name}`, '');
    lines.push(`- **Tables it owns**: ${code(entry.tables)}`);
    if (entry.sharedTables.length > 0) lines.push(`- **Tables of others it also imports**: ${code(entry.sharedTables)}`);
    lines.push(`- **Services**: ${code(entry.services)}`);
    lines.push(`- **Jobs**: ${entry.jobs.length === 0 ? 'none' : entry.jobs.join(', ')}`);
    lines.push(`- **Routes**: ${code(entry.routes)}`);
  }
  if (map.unserved.length > 0) lines.push('', `Declared in the contracts but served by no module: ${code(map.unserved)}.`);
  lines.push('', END);
  return lines.join('\n');
}

/** The architecture page with its module-map section replaced by what the code gives, formatted by Prettier. */
export async function architectureWithMap(current: string): Promise<string> {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} section`);
  const next = current.slice(0, start) + renderModuleMap(await buildModuleMap()) + current.slice(end + END.length);
  const options = await prettier.resolveConfig(architectureDoc);
  return prettier.format(next, { ...options, filepath: architectureDoc });
}

async function main(): Promise<void> {
  const current = readFileSync(architectureDoc, 'utf8');
  const next = await architectureWithMap(current);
  if (next === current) {
    console.log('docs/architecture.md: module map is up to date');
    return;
  }
  writeFileSync(architectureDoc, next);
  console.log('docs/architecture.md: module map rewritten');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
