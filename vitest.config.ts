import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The slow lane: tests that start processes (the compiled `tvmscan`, Node children, compilers), run a devnet for
 * minutes, install the packed CLI or read the web app's production build. The `slow` project runs them, after its
 * global setup has built what is stale; the `node` and `web` projects run the rest, from the sources
 * (`npm run test:fast`). A new test that starts a process belongs in this list.
 */
const SLOW_TESTS = [
  'packages/cli/test/**/*.test.ts',
  'packages/web/test/build/**/*.test.ts',
  'packages/tvm/test/conformance/fuzz.test.ts',
  'packages/verify/test/compile.test.ts',
  'packages/api/test/read-replicas.test.ts',
];
/**
 * The fast lane (the node and web projects, one group sharing its workers) runs a test file on every core: its tests
 * spend much of their time waiting on PostgreSQL and timers, and Vitest's default (one core less) would leave a 2-core
 * machine half idle. The slow lane keeps the default, leaving a core to the processes its tests start, and runs after
 * the fast lane (`sequence.groupOrder`).
 */
const FAST_WORKERS = availableParallelism();

export default defineConfig({
  // The workspace packages are read from their sources (`source` in their exports), not their compiled dist/.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Vitest starts its Node workers with these conditions, so they hold for require() inside packages too: not `module`,
  // which makes Node take builds meant for bundlers (prom-client's OpenTelemetry API: imports without file extensions).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['packages/web/**', ...SLOW_TESTS],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'threads',
          maxWorkers: FAST_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: 'packages/web/vite.config.ts',
        root: 'packages/web',
        test: { maxWorkers: FAST_WORKERS, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW_TESTS,
          globalSetup: ['scripts/slow-lane-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'threads',
          maxWorkers: Math.max(availableParallelism() - 1, 1),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
