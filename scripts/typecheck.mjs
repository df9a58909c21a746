// `npm run typecheck`: TypeScript's build mode over the project references (tsconfig.json). The shared
// packages (packages/contracts, packages/games) are checked once and leave declarations (dist/types) that
// stand for their sources in the projects importing them; then the four other projects are checked in two
// lanes at once, one per core (docs/decisions/0021-test-snapshots-and-ci-budget.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const SHARED = ['packages/contracts', 'packages/games'];
// Balanced by how long each takes to check (the server about as long as the site and the console together).
const LANES = [
  ['apps/server', 'e2e'],
  ['apps/web', 'apps/console'],
];

/** `tsc -b` over some projects; answers its exit code, its output printed in one piece once it ends. */
function build(projects) {
  const child = spawn(process.execPath, [tsc, '-b', ...projects], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      process.stdout.write(output);
      resolve(code ?? 1);
    }),
  );
}

const shared = await build(SHARED);
const lanes = shared === 0 ? await Promise.all(LANES.map(build)) : [];
process.exit([shared, ...lanes].find((code) => code !== 0) ?? 0);
