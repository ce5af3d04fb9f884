// pnpm test:unit: pure tests, in-process (no child processes, no soak, no fuzzing round). The impure ones
// are pnpm test:integration (vitest.integration.config.ts); PostgreSQL is vitest.pg.config.ts.
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { INTEGRATION, TRANSFORM_CACHE } from './vitest.integration.config.ts';

/** Web test files that call vi.resetModules (see the 'web-fresh-modules' project). */
const WEB_FRESH_MODULES = ['web/src/boot/early-calls.test.ts'];

export default defineConfig({
  test: {
    // Vitest leaves a core to its main process by default: one worker on a 2-core machine. The test
    // files spend much of their time waiting on SQLite and sockets, so a worker per core pays.
    maxWorkers: availableParallelism(),
    experimental: TRANSFORM_CACHE,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          // the wire contract as real clients meet it: the app on a real port, called over node:http
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/launch/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...Object.keys(INTEGRATION)],
          environment: 'node',
          isolate: false,
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_FRESH_MODULES],
          // happy-dom, not jsdom: the same tests, a third of jsdom's environment set-up time per file
          environment: 'happy-dom',
          // one module graph and one window per worker, not per file: re-importing React, Mantine, i18n
          // and the site for each file was most of the project's time (542 -> about 75 s of CPU).
          // setup.ts puts back a fresh page and fresh site modules before each file (test/site-state.ts)
          isolate: false,
          setupFiles: ['web/src/test/setup.ts'],
          // a component test shares the cores with a server test file: 5 s is too tight for a first render
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // files that re-import the site's modules (vi.resetModules) as a fresh page's scripts do: a
          // module graph of their own, so the shared one of the 'web' project is never reset under it
          name: 'web-fresh-modules',
          include: WEB_FRESH_MODULES,
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
