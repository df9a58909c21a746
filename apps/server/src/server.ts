// Starts the platform: config, database and migrations, the demo seed when asked, the HTTP server and
// the jobs; and stops it cleanly on SIGTERM/SIGINT (in-flight requests finish, jobs end their period).
// With WORKERS above one (cluster.ts, ADR 0041) this process prepares the database, seeds it when asked, and
// forks the server processes, which skip both.
import path from 'node:path';
import { isClusterWorker, runPrimary, workerPlan } from './cluster.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './seed/seed.ts';
import { seedDemoPlay } from './seed/demo-play.ts';
import { buildApp } from './app.ts';
import { setPasswordHashCost } from './lib/passwords.ts';

/** A database that is not up yet is waited for, with a clear line each try, rather than crashing in a loop. */
async function waitForDatabase(database: ReturnType<typeof openDatabase>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.migrate();
      return;
    } catch (error) {
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
      console.error(
        JSON.stringify({
          level: 'error',
          msg: `database not ready (attempt ${attempt}); retrying in ${delay / 1000}s`,
          err: error instanceof Error ? error.message : String(error),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

// npm runs workspace scripts inside the workspace; the data and the built sites live at the repo root.
const root = process.env.INIT_CWD ?? process.cwd();
const resolve = (p: string) => (p && !path.isAbsolute(p) ? path.resolve(root, p) : p);

function open(config: Config) {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR),
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (error) => console.error(JSON.stringify({ level: 'error', msg: 'database connection lost', err: error.message })),
  });
}

/** Migrations, and the demo seed when asked; done once, by the primary when there are several processes. */
async function prepare(database: ReturnType<typeof openDatabase>, config: Config) {
  await waitForDatabase(database);
  if (config.SEED_DEMO) {
    await seedDemo(database);
    // demo02's spins on the merchant's previous day, so the first run of the rebate job leaves it cashback to claim.
    await seedDemoPlay(database, config);
  }
}

async function serve(config: Config) {
  const database = open(config);
  if (isClusterWorker()) await waitForDatabase(database);
  else await prepare(database, config);
  const { app, jobs } = await buildApp({ config: { ...config, WEB_DIST: resolve(config.WEB_DIST), CONSOLE_DIST: resolve(config.CONSOLE_DIST) }, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.JOBS_ENABLED) jobs.start();
  app.log.info(
    { database: database.kind, seeded: config.SEED_DEMO },
    `site at http://localhost:${config.PORT}/  console at http://localhost:${config.PORT}/console/`,
  );
}

async function main() {
  const seedFlag = process.argv.includes('--seed');
  const config = loadConfig(process.env, seedFlag && process.env.NODE_ENV !== 'production' ? { SEED_DEMO: 'true' } : {});
  // Before the seed, which hashes the demo passwords at this cost when it is not the strong one.
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  if (isClusterWorker()) return serve(config);
  const plan = workerPlan(config);
  if (plan.note) console.log(JSON.stringify({ level: 'warn', time: Date.now(), msg: plan.note }));
  if (plan.count === 1) return serve(config);
  // The primary prepares the database once, then leaves it to the workers.
  const database = open(config);
  await prepare(database, config);
  await database.close();
  runPrimary(plan.count);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
