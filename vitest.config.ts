import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages are read from their sources (`source` in their exports), not their compiled dist/.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['packages/web/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'threads',
        },
      },
      'packages/web',
    ],
  },
});
