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

/** no-restricted-imports patterns that catch the same boundaries by name, before resolution. */
const importsOfApps = (apps, message) => ({
  patterns: [{ group: apps.flatMap((app) => [`@orbit/${app}`, `@orbit/${app}/*`, `**/apps/${app}/**`]), message }],
});

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
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
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
