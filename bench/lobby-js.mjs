// The game lobbies' JavaScript (`npm run bench:lobby`; README, Speed): opens the home page (the baseline,
// measured the same way in the same run) and each lobby in Chromium on the real server with the demo seed,
// and sums every script the page fetched from the site, each gzipped at level 9 from apps/web/dist (as
// bench:web does). Target: a lobby's first load <= 170 KB gzipped, and no house game's own code (its
// `*-screen.lazy` chunk) among a lobby's scripts: a game's code loads only when the game is opened.
//
// Needs the web build (npm run build -w @orbit/web) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
// Options: --port=3998
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants as zlib } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSite } from './lib/site-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');
const PORT = Number(process.argv.find((arg) => arg.startsWith('--port='))?.split('=')[1] ?? 3998);
const TARGET_KB = 170;
const PAGES = [
  { name: 'home (baseline)', pathname: '/' },
  { name: 'slots lobby', pathname: '/rng' },
  { name: 'live lobby', pathname: '/live' },
  { name: 'card games lobby', pathname: '/pvp' },
  { name: 'fishing lobby', pathname: '/fish' },
];
/** The chunks that hold a house game's own screen (features/games/house/*, lazy-loaded by the /game page; the lottery's by its routes). */
const GAME_CHUNK = /(slot|live|blackjack|fishing|lottery)-screen\.lazy-/;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function scriptsOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (response.request().resourceType() === 'script' && address.origin === new URL(url).origin) scripts.add(address.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The shell loads its below-the-fold parts when the browser is idle: give them time, so every run counts them.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts].map((pathname) => {
    const file = path.join(WEB_DIST, decodeURIComponent(pathname));
    if (!existsSync(file)) throw new Error(`the page loaded ${pathname}, which is not in apps/web/dist`);
    return { pathname, gzipBytes: gzipSync(readFileSync(file), { level: zlib.Z_BEST_COMPRESSION }).length };
  });
}

async function main() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('apps/web/dist is missing: npm run build -w @orbit/web');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-lobby-'));
  const site = await startSite({ dataDir, port: PORT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  try {
    console.log(`JavaScript each page fetched on its first load (gzip -9), phone width; target <= ${TARGET_KB} KB per lobby`);
    let baseline = 0;
    for (const { name, pathname } of PAGES) {
      const scripts = await scriptsOf(browser, new URL(pathname, site.url).href);
      const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      const gameCode = scripts.filter((s) => GAME_CHUNK.test(s.pathname)).map((s) => s.pathname);
      if (pathname === '/') baseline = total;
      const isLobby = pathname !== '/';
      const ok = !isLobby || (total <= TARGET_KB * 1024 && gameCode.length === 0);
      failed ||= !ok;
      const versus = isLobby ? `  (+${kb(total - baseline)} KB over home)  ${ok ? 'PASS' : 'MISS'}` : '';
      console.log(`  ${name.padEnd(18)} ${String(kb(total)).padStart(6)} KB in ${String(scripts.length).padStart(2)} scripts${versus}`);
      if (process.argv.includes('--files')) for (const s of scripts) console.log(`      ${String(kb(s.gzipBytes)).padStart(6)} KB  ${s.pathname}`);
      if (gameCode.length > 0) console.log(`    a game's own code loaded in the lobby: ${gameCode.join(', ')}`);
    }
  } finally {
    await browser.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
