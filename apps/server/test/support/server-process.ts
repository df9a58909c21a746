// Real server processes for the multi-process tests (PostgreSQL only): started with tsx on a random port,
// their JSON log lines kept, stopped with SIGTERM (or killed outright by the crash test).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Server {
  child: ChildProcess;
  port: number;
  lines: Record<string, unknown>[];
}

export function databaseUrlOf(database: Database): string {
  if (!database.url) throw new Error('expected a PostgreSQL database');
  return database.url;
}

/** Starts the server on `url` with the test environment plus `env`; waits until it is ready. */
export async function startServer(url: string, env: Record<string, string> = {}): Promise<Server> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      CONSOLE_DIST: '',
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'false',
      // The maintenance job's minute becomes a second, and ticks come five times a second.
      JOBS_PERIOD_DIVISOR: '60',
      JOBS_TICK_MS: '200',
      // At that pace the simulated odds feed would announce and play a day of matches at start-up, which these
      // tests do not look at: it only slows a process becoming ready on a busy machine.
      SPORTSBOOK_BUILTIN_FEED: 'false',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, port, lines: [] };
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts) {
      try {
        server.lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  // Up to 90 s: in CI the other PostgreSQL test files run beside this one on two cores, and a process
  // compiling the app with tsx and migrating can take far longer than on a quiet machine.
  for (let i = 0; i < 450; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (ready?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

export async function stopServer(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const [code] = (await once(server.child, 'exit')) as [number | null];
  return code;
}
