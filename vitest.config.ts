import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole repository. `npm test` runs the projects that need nothing but
 * Node; `npm run test:e2e` runs the browser journeys, which need /usr/bin/chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'sheet',
          root: 'packages/sheet',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/globalSetup.ts'],
          // Each database test file migrates its own PGlite instance; WASM start-up is heavy.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          // The documentation's links and its configuration table (scripts/docs.test.ts).
          name: 'docs',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['support/buildOnce.ts'],
          setupFiles: ['support/failureReport.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
