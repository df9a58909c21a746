import { defineConfig } from 'vitest/config';

// One project per part. `npm test` runs them all on embedded PGlite; `npm run test:pg` runs the server
// project again against a real PostgreSQL (DATABASE_URL set by scripts/with-test-postgres.mjs).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'games', include: ['packages/games/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/pg/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      // Needs a PostgreSQL server shared by several processes: run by `npm run test:pg` only.
      { test: { name: 'server-pg', include: ['apps/server/test/pg/**/*.test.ts'], environment: 'node', testTimeout: 90_000, hookTimeout: 60_000 } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'console', include: ['apps/console/src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
