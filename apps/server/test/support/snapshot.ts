// Test databases start from a snapshot made once per run (test/global-setup.ts) instead of running every
// migration and the demo seed in each test file: on PGlite a dump of the data folder that each file loads,
// on PostgreSQL a template database each file's database is copied from. A run makes its own snapshot, so a
// changed migration or seed is always in it. When no snapshot was provided (a script outside vitest's
// projects), the database is migrated and seeded in place as before.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { setPasswordHashCost } from '../../src/lib/passwords.ts';
import { vendorCredentials } from '../../src/db/schema/seamless.ts';

/** What global-setup.ts hands the test files: where the two snapshots are, and when the seed ran. */
export interface TestSnapshot {
  /** PGlite: dump files. PostgreSQL: template database names. */
  migrated: string;
  seeded: string;
  kind: 'pglite' | 'postgres';
  seededAt: number;
  /** The timestamp columns of each table the seed filled, moved to each file's start time (see freshen). */
  seededTimes: { table: string; columns: string[] }[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    orbitTestSnapshot: TestSnapshot | null;
  }
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(server: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The timestamp columns of the tables that have rows (read once, from the catalogue: information_schema is slow on PGlite). */
async function filledTimestampColumns(database: Database): Promise<{ table: string; columns: string[] }[]> {
  const tables = rowsOf<{ table: string; columns: string[] }>(
    await database.db.execute(sql`
      SELECT c.relname AS "table", array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
        AND a.atttypid IN ('timestamptz'::regtype, 'timestamp'::regtype)
      GROUP BY c.relname`),
  );
  const filled = [];
  for (const table of tables) {
    const [row] = rowsOf<{ filled: boolean }>(await database.db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table.table)}) AS filled`));
    if (row?.filled) filled.push(table);
  }
  return filled;
}

/** Makes the run's snapshots (migrated; migrated and seeded) and answers them with a function that removes them. */
export async function makeTestSnapshot(server: string | undefined): Promise<{ snapshot: TestSnapshot; remove(): Promise<void> }> {
  // The tests' cheap password cost, so the seed's demo passwords are hashed at it (see seedDemo).
  setPasswordHashCost('test');
  if (!server) {
    const folder = mkdtempSync(path.join(tmpdir(), 'orbit-test-snapshot-'));
    const database = openDatabase({});
    try {
      await database.migrate();
      const migrated = path.join(folder, 'migrated.tar');
      writeFileSync(migrated, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      await seedDemo(database);
      const seededAt = Date.now();
      const seededTimes = await filledTimestampColumns(database);
      const seeded = path.join(folder, 'seeded.tar');
      writeFileSync(seeded, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      return { snapshot: { kind: 'pglite', migrated, seeded, seededAt, seededTimes }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
    } finally {
      await database.close();
    }
  }
  const suffix = randomBytes(6).toString('hex');
  const migrated = `orbit_tpl_${suffix}_m`;
  const seeded = `orbit_tpl_${suffix}_s`;
  await onServer(server, `CREATE DATABASE ${migrated}`);
  const database = openDatabase({ url: databaseUrl(server, migrated), poolSize: 2 });
  await database.migrate();
  await database.close();
  // A template may have no open connection while it is copied: each step closes its own.
  await onServer(server, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const seededDatabase = openDatabase({ url: databaseUrl(server, seeded), poolSize: 2 });
  await seedDemo(seededDatabase);
  const seededAt = Date.now();
  const seededTimes = await filledTimestampColumns(seededDatabase);
  await seededDatabase.close();
  return {
    snapshot: { kind: 'postgres', migrated, seeded, seededAt, seededTimes },
    async remove() {
      await onServer(server, `DROP DATABASE IF EXISTS ${seeded} WITH (FORCE)`);
      await onServer(server, `DROP DATABASE IF EXISTS ${migrated} WITH (FORCE)`);
    },
  };
}

/**
 * Makes a seeded copy look as if seeded when the test file started: the seed's rows get the file's time
 * (tests compare them with a manual clock started now, e.g. "registered today"), and the seamless vendors a
 * fresh secret each, as a seed of their own would have given them.
 */
async function freshen(database: Database, snapshot: TestSnapshot): Promise<void> {
  const shift = sql.raw(`interval '${Math.max(0, Date.now() - snapshot.seededAt)} milliseconds'`);
  for (const { table, columns } of snapshot.seededTimes) {
    const sets = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ${sql.identifier(column)} + ${shift}`),
      sql`, `,
    );
    await database.db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sets}`);
  }
  const vendors = rowsOf<{ vendor_id: number }>(await database.db.execute(sql`SELECT vendor_id FROM vendor_credentials`));
  for (const { vendor_id } of vendors)
    await database.db
      .update(vendorCredentials)
      .set({ secret: randomBytes(32).toString('base64url'), sealed: false })
      .where(eq(vendorCredentials.vendorId, vendor_id));
}

/** A database for one test file, from the run's snapshot when there is one; `seeded` adds the demo seed. */
export async function openTestDatabase(
  snapshot: TestSnapshot | null,
  server: string | undefined,
  seeded: boolean,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const usable = snapshot && snapshot.kind === (server ? 'postgres' : 'pglite') ? snapshot : null;
  if (!server) {
    const file = usable && (seeded ? usable.seeded : usable.migrated);
    const database = openDatabase(file ? { loadDataDir: new Blob([readFileSync(file)]) } : {});
    if (!file) await database.migrate();
    if (usable && seeded) await freshen(database, usable);
    else if (seeded) await seedDemo(database);
    return { database, drop: () => database.close() };
  }
  const name = `orbit_test_${randomBytes(6).toString('hex')}`;
  const template = usable && (seeded ? usable.seeded : usable.migrated);
  await onServer(server, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const database = openDatabase({ url: databaseUrl(server, name), poolSize: 10 });
  if (!template) await database.migrate();
  if (usable && seeded) await freshen(database, usable);
  else if (seeded) await seedDemo(database);
  return {
    database,
    async drop() {
      await database.close();
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
