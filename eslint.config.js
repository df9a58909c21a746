// Lint for the whole monorepo (`npm run lint`): typescript-eslint's recommended rules (not type-aware, to
// stay fast), React hooks in the two front ends, no import cycles, and the boundaries of docs/conventions.md (Module boundaries):
// packages never import apps, the apps never import each other, one front-end feature never imports
// another, and a server module never reads another module's repo.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { READ_MODELS, TABLE_OWNERS } from './apps/server/table-owners.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const FRONT_ENDS = ['apps/web', 'apps/console'];

/** The feature folders of a front end, read at lint time so a new feature needs no change here. */
function featuresOf(app) {
  try {
    return readdirSync(path.join(root, app, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The server's domain modules (apps/server/src/modules/<domain>). */
function serverModules() {
  try {
    return readdirSync(path.join(root, 'apps', 'server', 'src', 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Zones are checked on resolved file paths, so they hold however an import is spelled (relative path,
// workspace package name or symlink).
const boundaryZones = [
  { target: './packages', from: './apps', message: 'Packages never import apps (docs/conventions.md, Module boundaries): move what is shared into a package.' },
  { target: './apps/web', from: './apps/server', message: 'The web site talks to the server through the API and @orbit/contracts only.' },
  { target: './apps/console', from: './apps/server', message: 'The console talks to the server through the API and @orbit/contracts only.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  { target: './apps/server', from: './apps/console', message: 'The server never imports the console.' },
  { target: './apps/web', from: './apps/console', message: 'The two front ends share code through packages, not through each other.' },
  { target: './apps/console', from: './apps/web', message: 'The two front ends share code through packages, not through each other.' },
  ...FRONT_ENDS.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'One feature never imports another (docs/conventions.md, Module boundaries): lift what they share into components/, lib/ or a route.',
    })),
  ),
  ...serverModules().map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    // A glob zone: its exceptions are globs on absolute paths.
    from: `${root}/apps/server/src/modules/*/*.repo.ts`,
    except: [`${root}/apps/server/src/modules/${module}/**`],
    message: "A module calls another module's service, never its repo (docs/conventions.md, Module boundaries).",
  })),
];

// Only the owning module imports the ledger's moves (modules/wallet/ledger.ts): everyone else moves money
// through WalletService (ADR 0023). Zones per folder of the server, as a zone's exceptions are on its `from` side.
const SERVER_SRC = 'apps/server/src';
function serverFoldersBut(owner) {
  try {
    return readdirSync(path.join(root, SERVER_SRC), { withFileTypes: true })
      .flatMap((entry) => {
        if (entry.name === 'modules') return serverModules().map((module) => `modules/${module}`);
        return [entry.name];
      })
      .filter((folder) => folder !== owner);
  } catch {
    return [];
  }
}
boundaryZones.push(
  ...serverFoldersBut('modules/wallet').map((folder) => ({
    target: `./${SERVER_SRC}/${folder}`,
    from: `./${SERVER_SRC}/modules/wallet/ledger.ts`,
    message: "Only the wallet module calls the ledger's moves; other modules move money through WalletService (ADR 0023).",
  })),
);

/** no-restricted-imports patterns that catch the same boundaries by name, before resolution. */
const importsOfApps = (apps, message) => ({
  patterns: [{ group: apps.flatMap((app) => [`@orbit/${app}`, `@orbit/${app}/*`, `**/apps/${app}/**`]), message }],
});

const frontEndImports = importsOfApps(['web', 'console'], 'The server imports neither front end.').patterns;

/** Every table of every schema file, from the ownership map (apps/server/table-owners.mjs). */
const tablesOfFile = new Map();
for (const files of Object.values(TABLE_OWNERS))
  for (const [file, tables] of Object.entries(files)) tablesOfFile.set(file, new Set([...(tablesOfFile.get(file) ?? []), ...tables]));

/** no-restricted-imports patterns refusing every table but those `allowed` (schema file → tables). */
function tablePatterns(allowed) {
  return [...tablesOfFile].flatMap(([file, tables]) => {
    const refused = [...tables].filter((table) => !allowed[file]?.includes(table));
    if (refused.length === 0) return [];
    return [
      {
        regex: `(^|/)db/schema/${file.replace('.', '\\.')}$`,
        importNames: refused,
        message: `Another folder owns this table (apps/server/table-owners.mjs, ADR 0023): call its module's service, or name a read model there.`,
      },
    ];
  });
}
const merged = (...maps) => {
  const out = {};
  for (const map of maps) for (const [file, tables] of Object.entries(map ?? {})) out[file] = [...(out[file] ?? []), ...tables];
  return out;
};
const ownerOf = (file) => Object.keys(TABLE_OWNERS).find((owner) => file === owner || file.startsWith(`${owner}/`));
const restrictedIn = (allowed) => ({ 'no-restricted-imports': ['error', { patterns: [...frontEndImports, ...tablePatterns(allowed)] }] });

const tableOwnership = [
  // Anything of the server that owns no table (app.ts, server.ts, scripts, modules without tables) imports none.
  { files: [`${SERVER_SRC}/**/*.ts`], ignores: [`${SERVER_SRC}/db/**`], rules: restrictedIn({}) },
  ...Object.entries(TABLE_OWNERS).map(([owner, tables]) => ({ files: [`${SERVER_SRC}/${owner}/**/*.ts`], rules: restrictedIn(tables) })),
  ...READ_MODELS.map((model) => ({
    files: [`${SERVER_SRC}/${model.file}`],
    rules: restrictedIn(merged(TABLE_OWNERS[ownerOf(model.file)], model.tables)),
  })),
  {
    // Route files only declare calls and hand them to services: the database is the services' (docs/architecture.md).
    files: [`${SERVER_SRC}/**/*.routes.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Route files never touch the database: call a service (ADR 0023).' }],
          patterns: [...frontEndImports, { regex: '(^|/)db/(client|schema)', message: 'Route files never import the database: call a service (ADR 0023).' }],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'bench/results/**',
      '**/db/migrations/meta/**',
      '**/coverage/**',
      '.e2e-artifacts/**',
      'test-results/**',
      '**/*.tsbuildinfo',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.d.ts'],
          conditionNames: ['types', 'import', 'module', 'node', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Cycles between files: scripts/check-file-cycles.mjs (one read of the graph instead of one per file).
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': ['error', importsOfApps(['server', 'web', 'console'], 'Packages never import apps (docs/conventions.md, Module boundaries).')],
    },
  },
  {
    files: ['apps/web/**'],
    rules: { 'no-restricted-imports': ['error', importsOfApps(['server', 'console'], 'The web site imports neither the server nor the console.')] },
  },
  {
    files: ['apps/console/**'],
    rules: { 'no-restricted-imports': ['error', importsOfApps(['server', 'web'], 'The console imports neither the server nor the web site.')] },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': ['error', importsOfApps(['web', 'console'], 'The server imports neither front end.')] },
  },
  ...tableOwnership,
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules only: the React Compiler rules of the plugin's 'recommended' preset flag sound
    // code here (react-hook-form's register, refs handed to handlers), and the apps do not use the compiler.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every string the API takes goes through contracts/text.ts, which refuses NUL (PostgreSQL cannot store
    // it, so it would fail as a 5xx): a raw z.string(), z.email() or z.url() would slip past that rule.
    // config.ts reads the environment, which cannot hold NUL.
    files: ['packages/contracts/src/**/*.ts', 'apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(string|email|url)$/]",
          message: 'Use text(), email() or url() from @orbit/contracts/text: they refuse NUL (docs/members.md, input rules).',
        },
        {
          selector: "CallExpression[callee.object.object.name='z'][callee.object.property.name='coerce'][callee.property.name='string']",
          message: 'Use text() from @orbit/contracts/text: it refuses NUL (docs/members.md, input rules).',
        },
      ],
    },
  },
  {
    // Runs in both the browser and Node.
    files: ['packages/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
