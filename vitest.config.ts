import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

// Server suites that never open a database: the exact-RTP and 10⁶-round fairness statistics. CI runs
// the server project on PGlite and again on PostgreSQL (TEST_DATABASE_URL); these run in the first
// only, since the second would repeat the same computation (docs/testing.md).
const DATABASE_FREE = ['src/**/*.fair.test.ts']

// One runner for every workspace; `--project <name>` runs one of them.
export default defineConfig({
  test: {
    // At least two workers. Vitest's default is one fewer than the cores, which on the 2-core CI
    // machine left the contract, game-math, games and web projects (about a hundred files, most of
    // them jsdom) on a single worker (docs/testing.md "CI's time budget").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share their worker's module registry (isolate false in each project): the pure projects
    // and the jsdom one hold no state between files that a test relies on (docs/testing.md).
    projects: [
      {
        test: {
          name: 'contract',
          isolate: false,
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'game-math',
          isolate: false,
          // Exact-RTP sweeps and 10⁴-round statistics: seconds on a quiet core, more on a busy one.
          testTimeout: 30_000,
          root: './packages/game-math',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'games',
          isolate: false,
          // Exact-RTP sweeps and 10⁴-round statistics: seconds on a quiet core, more on a busy one.
          testTimeout: 30_000,
          root: './apps/games',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? DATABASE_FREE : [])],
          // The game pages name the built, content-hashed client bundles (apps/games); the template
          // databases each test file copies are migrated and seeded once (docs/testing.md).
          globalSetup: ['../games/vitest.global-setup.ts', './src/test/global-setup.ts'],
          // Each test file boots its own app on its own database; PGlite start-up is CPU bound.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Files share a worker's module registry instead of importing the whole server again each
          // (the import alone was ~3 s a file, half of the stage). Every file still boots its own app
          // on its own database; the two that change module state say so at their top.
          isolate: false,
          // Vitest 4.1 runs projects with different worker limits in separate groups.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The stack and chaos scripts' own logic (docs/operations.md "The chaos run").
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
          environment: 'jsdom',
          // One jsdom and one module registry per worker, not per file: setting up jsdom and importing
          // React again for each of the ~50 files was nine tenths of the project's time (docs/testing.md
          // "One module registry per worker (isolate false)"). Every test mounts into its own container
          // and unmounts it (src/test/mount.tsx); none mocks a module.
          isolate: false,
        },
      },
    ],
  },
})
