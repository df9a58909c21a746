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

// Parts of the shared libraries that only lazy screens use (forms submit through mutations, lobbies page with
// infinite queries): left to the screens' chunks instead of the first load.
const SCREEN_ONLY_LIBRARY_PARTS =
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

function isSharedLibrary(id: string): boolean {
  return SHARED_LIBRARIES.test(id) && !SCREEN_ONLY_LIBRARY_PARTS.test(id);
}

/**
 * The shell every page shows: app/, lib/, the site feature and the shared components.
 * Never `*.lazy.tsx` files (overlays and screens loaded on first use), modules only they or pages use
 * (listed below: a module captured here is loaded up front even if the shell never imports it), or
 * lib/api.ts (it brings the contracts and zod) or lib/upload-file.ts (only the avatar and payment forms upload).
 */
function isAppShell(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (/\/packages\/contracts\/src\/(languages|errors|format)\.ts$/.test(path)) return true; // zod-free
  if (!path.includes('/apps/web/src/') || path.endsWith('.lazy.tsx') || /\/src\/lib\/(api|upload-file)\.ts$/.test(path)) return false;
  if (
    /\/(components\/ui\/(dialog|empty-state|page-header)|features\/site\/components\/(status-screen-frame|contact-us-button|customer-service-list|app-downloads)|app\/layout\/support-panel)\.tsx$/.test(
      path,
    )
  )
    return false;
  // The home page too: it is the landing page, and its own chunk would be one more round trip before it shows.
  return /\/src\/(main\.tsx|app\/|lib\/|features\/site\/|components\/|routes\/home\/|routes\/_shared\/use-page-title\.ts$|features\/content\/components\/banner-carousel\.tsx$)/.test(
    path,
  );
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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [earlyCallsScript(), react(), tailwindcss()],
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
          ],
        },
      },
    },
  },
});
