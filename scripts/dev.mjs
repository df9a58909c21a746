// `npm run dev`: the server with reload on :3000, and the site (:5173) and console (:5174) from Vite's dev
// server, which forward API calls to :3000. Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const parts = [
  ['server', ['run', 'dev', '-w', '@orbit/server']],
  ['web', ['run', 'dev', '-w', '@orbit/web']],
  ['console', ['run', 'dev', '-w', '@orbit/console']],
];
const children = parts.map(([name, args]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop();
  });
  return child;
});
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
