// The member site's first-load JavaScript, read from the build without a browser: Vite's manifest
// (apps/web/dist/.vite/manifest.json) gives each chunk's static imports, and apps/web/dist/index.html the
// scripts built apart from the chunks (src/boot/early-calls.ts). Each file counts once, gzipped at level 9.
// Used by scripts/check-bundle-budget.mjs (CI) and bench/web.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';

/** The modules whose chunks a lobby route loads on top of the first load (apps/web/src/app/router.tsx). */
// The lobby page's chunk imports the shell's later parts (the shell-later chunk: footer, right bar, game menu).
const LOBBY_ROOTS = [
  'src/routes/games/lobby-page.tsx',
  // The games screens' texts come with the lobby (withTexts(['games'])); EN is every visit's fallback.
  'src/locales/games/en.json',
];

export const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site (npm run build -w @orbit/web; build.manifest is on in its vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The chunk `key` and every chunk it imports statically, followed to the end. */
function staticClosure(manifest, keys) {
  const found = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (found.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web manifest has no chunk ${key}: was it renamed? (scripts/lib/web-first-load.mjs)`);
    found.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...found].map((key) => manifest[key].file);
}

/** Scripts index.html loads that are not chunks of the manifest (built on their own, e.g. early-calls). */
function separateScripts(distDir, manifest) {
  const chunkFiles = new Set(Object.values(manifest).map((chunk) => chunk.file));
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  return [...html.matchAll(/<script\b[^>]*\ssrc="\/?([^"]+\.js)"[^>]*>/gi)].map((match) => match[1]).filter((file) => !chunkFiles.has(file));
}

function measure(distDir, files) {
  const sized = [...new Set(files)].map((file) => {
    const raw = readFileSync(path.join(distDir, file));
    return { file, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: zlib.Z_BEST_COMPRESSION }).length };
  });
  return { files: sized, gzipBytes: sized.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/**
 * The home page's first load (the entry chunk, its static imports, and index.html's own scripts) and a
 * lobby's (that, plus the lobby page's chunk set with the shell's later parts, and its texts). Every lobby route
 * (/rng, /live, /fish, /pvp …) loads the same page module, so one figure stands for them all.
 */
export function firstLoadSets(distDir) {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`the web manifest has ${entries.length} entries; expected index.html alone`);
  const home = [...separateScripts(distDir, manifest), ...staticClosure(manifest, entries)];
  const lobby = [...home, ...staticClosure(manifest, LOBBY_ROOTS)];
  return { home: measure(distDir, home), lobby: measure(distDir, lobby) };
}
