// The real server for the browser benches, as `npm start` runs it, on a fresh embedded database, in its own
// process group so that stopping it (or this script dying) takes npx and tsx with it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/** Starts the site on `port`; answers the URL of `pathname` (or /home when / fails), any problem, and stop(). */
export async function startSite({ dataDir, port: PORT, pathname: PATH = '/' }) {
  if (!(await portIsFree(PORT))) throw new Error(`port ${PORT} is taken: stop what listens there, or pass --port=N`);
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(ROOT, 'apps', 'web', 'dist'),
    CONSOLE_DIST: path.join(ROOT, 'apps', 'console', 'dist'),
  };
  delete env.DATABASE_URL; // never seed a real PostgreSQL from a benchmark
  const child = spawn('npx', ['tsx', 'apps/server/src/server.ts', '--seed'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const group = child.pid;
  const signal = (name) => {
    try {
      process.kill(-group, name);
    } catch {
      // already gone
    }
  };
  // A crash of this script must not leave the server behind.
  const onExit = () => signal('SIGKILL');
  process.on('exit', onExit);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    signal('SIGKILL'); // anything npx left in the group
    process.off('exit', onExit);
  };
  const url = `http://localhost:${PORT}/`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (code ${child.exitCode}) before it was ready:\n${output}`);
    }
    try {
      const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (ready.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const servesApp = async (pathname) => {
    const response = await fetch(new URL(pathname, url));
    const body = await response.text();
    return response.ok && /<script\b/i.test(body) ? null : `HTTP ${response.status}: ${body.slice(0, 160)}`;
  };
  // The home page is `/`. If the server fails it there, the home alias /home is measured so the run still
  // gives figures, and the failure is reported (and the run exits non-zero).
  let problem = null;
  let pathname = PATH;
  const failure = await servesApp(PATH);
  if (failure) {
    const fallback = PATH === '/' ? ((await servesApp('/home')) ? null : '/home') : null;
    problem = `GET ${PATH} did not answer the web app (${failure})${fallback ? `; measuring ${fallback} instead` : ''}`;
    if (!fallback) {
      await stop();
      throw new Error(problem);
    }
    pathname = fallback;
  }
  return { url: new URL(pathname, url).href, problem, stop };
}
