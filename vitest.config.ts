import { defineConfig } from 'vitest/config';

// Every project's property tests share one fixed fast-check seed and fewer runs under CI (packages/contracts/src/testing/property-runs.ts).
const setupFiles = ['packages/contracts/src/testing/fast-check-setup.ts'];

// The server's API tests on PostgreSQL as well as on PGlite: PGlite runs the whole server suite in `npm test`,
// and it speaks the same SQL, so on PostgreSQL CI runs only what PGlite cannot prove (test/pg/: concurrency,
// crashes, several processes) plus this parity set: per module, the API test files that exercise its SQL
// most (locks, upserts, the agent tree's trigger, aggregates), so a difference between the two engines in
// that SQL still fails CI. `npm run test:deep` runs the whole server suite on PostgreSQL (for a change to
// SQL or concurrency).
const serverPgParity = [
  // wallet: transfers through the ledger, the balance locks and the append-only postings
  'apps/server/test/wallet-transfers.test.ts',
  'apps/server/test/ledger.test.ts',
  // payments: deposit and withdrawal reviews, their limits and totals
  'apps/server/test/deposits.test.ts',
  'apps/server/test/withdrawals.test.ts',
  // members: registration (unique keys, the agent tree's insert trigger) and login
  'apps/server/test/members-register.test.ts',
  'apps/server/test/members-login.test.ts',
  // agents: the tree's closure table and the settlement's aggregates
  'apps/server/test/agents-tree.test.ts',
  'apps/server/test/agents-settlement.test.ts',
  // lottery: ticket sales against the draw's limits, and settlement
  'apps/server/test/lottery-tickets.test.ts',
  'apps/server/test/lottery-settlement.test.ts',
  // seamless wallet: the vendor protocol's idempotent debits and credits
  'apps/server/test/seamless-conformance.test.ts',
];

const server = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  setupFiles,
  // Migrates and seeds once per run; each test file starts from that snapshot (test/support/snapshot.ts).
  globalSetup: ['apps/server/test/global-setup.ts'],
} as const;

// One project per part. `npm test` runs them all on embedded PGlite; `npm run test:pg` runs the PostgreSQL
// projects (DATABASE_URL set by scripts/with-test-postgres.mjs).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node', setupFiles } },
      { test: { name: 'games', include: ['packages/games/src/**/*.test.ts'], environment: 'node', setupFiles } },
      // Files share their worker's module cache (isolate: false): each still makes its own app and database
      // (test/helpers.ts), and loading the server's modules once per worker instead of once per file saves
      // most of the project's time; nothing in the server keeps state at module level that a file could leak.
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/pg/**'],
          ...server,
          isolate: false,
        },
      },
      // Needs a PostgreSQL server shared by several processes: run by `npm run test:pg` only.
      { test: { name: 'server-pg', include: ['apps/server/test/pg/**/*.test.ts'], ...server, testTimeout: 90_000 } },
      // The parity set shares its worker's module cache as the server project does (see there).
      { test: { name: 'server-pg-parity', include: serverPgParity, ...server, isolate: false } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', setupFiles } },
      { test: { name: 'console', include: ['apps/console/src/**/*.test.ts'], environment: 'node', setupFiles } },
    ],
  },
});
