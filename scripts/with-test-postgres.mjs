// Runs a command with DATABASE_URL pointing at the PostgreSQL server the tests use (default: the local
// server on 127.0.0.1:5432, database `test`, trust auth). Fails clearly if that server does not answer.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('SELECT 1');
  // Databases left by an interrupted earlier run; one still in use (a run going on now) refuses to drop.
  const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'orbit\\_test\\_%' OR datname LIKE 'orbit\\_e2e\\_%'");
  for (const { datname } of rows) await client.query(`DROP DATABASE "${datname}"`).catch(() => undefined);
} catch (error) {
  console.error(`PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')} does not answer: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url }, shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
