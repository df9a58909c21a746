/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';

// Everything the API server answers; in development Vite forwards these to it.
const API_PREFIXES = ['/wps', '/lgw', '/cms', '/assets', '/media', '/TCG_PROD_IMAGES', '/docs', '/healthz', '/readyz'];
const API_TARGET = process.env.ORBIT_API ?? 'http://localhost:3000';

const SHARED_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|clsx|cookie|set-cookie-parser)[\\/]/;

const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url)).replaceAll('\\', '/');
/** The landing page's own modules join the first load: its chunk would be one more round trip before it shows. */
const HOME_PAGE = /\/apps\/web\/src\/routes\/home\/home-page\.tsx$/;

/**
 * The modules the home page's first load runs: main.tsx and the home page, and everything they import
 * statically, followed to the end (dynamic imports are where lazy screens begin). Filled in when the module
 * graph is complete (buildEnd), read by the chunk groups below, which are formed after it. Grouping by this
 * rather than by folder keeps a shared component, form helper or library part that only lazy screens use
 * out of the first load, without a list of exceptions to maintain.
 */
const firstLoad = new Set<string>();

/**
 * The shell's parts every page loads once it has painted (the footer, the right bar, the header's game menu), with
 * what they import that the first load does not have: one chunk instead of a dozen small ones (each small file
 * costs its own request and compresses worse).
 */
const SHELL_LATER_ROOTS = /\/apps\/web\/src\/(app\/layout\/(footer|right-bar)|features\/games\/components\/header-game-nav)\.lazy\.tsx$/;
const shellLater = new Set<string>();

/** Every module `roots` import statically, followed to the end, except those in `skip`. */
function staticClosure(roots: readonly string[], importsOf: (id: string) => readonly string[], skip: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || skip.has(id)) continue;
    found.add(id);
    pending.push(...importsOf(id));
  }
  return found;
}

function firstLoadGraph(): Plugin {
  return {
    name: 'orbit:first-load-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()].map((id) => ({ id, path: id.replaceAll('\\', '/') }));
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const roots = ids.filter(({ path }) => path === MAIN || HOME_PAGE.test(path)).map(({ id }) => id);
      if (!ids.some(({ path }) => path === MAIN)) this.error('orbit:first-load-graph: src/main.tsx is not in the module graph');
      firstLoad.clear();
      for (const id of staticClosure(roots, importsOf, new Set())) firstLoad.add(id);
      shellLater.clear();
      const laterRoots = ids.filter(({ path }) => SHELL_LATER_ROOTS.test(path)).map(({ id }) => id);
      for (const id of staticClosure(laterRoots, importsOf, firstLoad)) shellLater.add(id);
    },
  };
}

// Parts of the shared libraries that only lazy screens use (forms submit through mutations, lobbies page with
// infinite queries). The libraries' index modules import them, so they count as reached; the shell never
// calls them, and they go to the screens' chunks instead.
const SCREEN_ONLY_LIBRARY_PARTS = new RegExp(
  [
    /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.source,
    // <Trans> (texts with links inside, such as the register form's terms) and the HTML parser it brings.
    /[\\/]react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans|IcuTransWithoutContext)\.js$/.source,
    /[\\/]react-i18next[\\/]dist[\\/]es[\\/]IcuTransUtils[\\/]/.source,
    /[\\/](html-parse-stringify|void-elements)[\\/]/.source,
  ].join('|'),
);

/** React, the router, queries and i18n, as far as the first load uses them: one chunk that changes rarely. */
function isSharedLibrary(id: string): boolean {
  return firstLoad.has(id) && SHARED_LIBRARIES.test(id) && !SCREEN_ONLY_LIBRARY_PARTS.test(id);
}

/** The shell every page shows and the home page: the site's own first-load modules, in one chunk. */
function isAppShell(id: string): boolean {
  return firstLoad.has(id) && !id.includes('/node_modules/');
}

const EARLY_CALLS = fileURLToPath(new URL('./src/boot/early-calls.ts', import.meta.url));

/**
 * src/boot/early-calls.ts as a script of its own in index.html, ahead of the app's entry: built apart from
 * the app's chunks (it imports nothing, so it needs no bundling), so it never waits for them.
 */
function earlyCallsScript(): Plugin {
  let fileName = '';
  const tag = (src: string) => ({ tag: 'script', attrs: { type: 'module', async: true, fetchpriority: 'high', src }, injectTo: 'head' as const });
  return {
    name: 'orbit:early-calls',
    async buildStart() {
      if (this.meta.watchMode) return;
      const source = await readFile(EARLY_CALLS, 'utf8');
      const { code } = await transformWithOxc(source, EARLY_CALLS, { lang: 'ts', target: 'es2022' });
      const minified = await minify(EARLY_CALLS.replace(/\.ts$/, '.js'), code, { module: true, compress: true, mangle: true });
      const hash = createHash('sha256').update(minified.code).digest('base64url').slice(0, 8);
      fileName = `assets/early-calls-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: minified.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => [tag(context.server ? '/src/boot/early-calls.ts' : `/${fileName}`)],
    },
  };
}

/**
 * The app's scripts at low fetch priority: on a phone's slow link the first screen (the logo and the first
 * banner, which the server writes into the page: apps/server site-page.ts) downloads ahead of the code that
 * takes it over, instead of sharing the link with it. early-calls.ts keeps its high priority.
 */
function appScriptsAfterFirstScreen(): Plugin {
  return {
    name: 'orbit:app-scripts-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)([^>]*)>/g, '<$1 fetchpriority="low"$2>'),
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [firstLoadGraph(), earlyCallsScript(), appScriptsAfterFirstScreen(), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Budget: the home page renders with ≤ 150 KB of gzipped JS. Two shared chunks carry what every page
    // needs (one gzip stream compresses better than many small files); pages, the dialog library, QR
    // codes, zod with the contracts, and the language files (all but EN, every page's fallback) load on demand in chunks of their own.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: isSharedLibrary, priority: 2 },
            { name: 'app', test: isAppShell, priority: 1 },
            { name: 'shell-later', test: (id: string) => shellLater.has(id) && !SCREEN_ONLY_LIBRARY_PARTS.test(id), priority: 0 },
          ],
        },
      },
    },
  },
});
