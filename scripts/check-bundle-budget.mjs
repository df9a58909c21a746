// CI's first-load JavaScript budget, without a browser: reads apps/web/dist (built by the browser journeys'
// stage) and prints each figure beside its budget; exits 1 when one is over. The home page's first load
// must stay within 150 KB gzipped and a game lobby's within 170 KB (docs/decisions/0020-home-first-screen-and-first-load.md).
// `--files` lists each file. `npm run bench:web` and `npm run bench:lobby` measure the same in Chromium.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadSets, kb } from './lib/web-first-load.mjs';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const BUDGETS_KB = { home: 150, lobby: 170 };
const LABELS = { home: 'home page (entry + static imports)', lobby: 'game lobby (first load + lobby chunks)' };

const sets = firstLoadSets(WEB_DIST);
let over = false;
console.log('First-load JavaScript of the member site, gzip -9, from apps/web/dist/.vite/manifest.json:');
for (const [name, set] of Object.entries(sets)) {
  const budget = BUDGETS_KB[name];
  const ok = set.gzipBytes <= budget * 1024;
  over ||= !ok;
  console.log(
    `  ${LABELS[name].padEnd(40)} ${String(kb(set.gzipBytes)).padStart(6)} KB  budget ${budget} KB  ${ok ? 'ok' : 'OVER'}  (${set.files.length} files)`,
  );
  if (process.argv.includes('--files')) for (const f of set.files) console.log(`      ${String(kb(f.gzipBytes)).padStart(6)} KB  ${f.file}`);
}
if (over) {
  console.log('A first load is over its budget: move what the page does not show at once behind a dynamic import (run with --files).');
  process.exit(1);
}
