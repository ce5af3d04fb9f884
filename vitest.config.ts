// pnpm test:unit: pure tests, in-process (no child processes, no soak, no fuzzing round). The impure ones
// are pnpm test:integration (vitest.integration.config.ts); PostgreSQL is vitest.pg.config.ts.
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { INTEGRATION } from './vitest.integration.config.ts';

export default defineConfig({
  test: {
    // Vitest leaves a core to its main process by default: one worker on a 2-core machine. The test
    // files spend much of their time waiting on SQLite and sockets, so a worker per core pays.
    maxWorkers: availableParallelism(),
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
          // happy-dom, not jsdom: the same tests, a third of jsdom's environment set-up time per file
          environment: 'happy-dom',
          // a module graph per file: shared between files (isolate: false, 2 minutes faster) the site's
          // module state (the boot calls, the location, the popup queue) leaked from one file into the
          // next, and which tests failed changed with the files' order
          setupFiles: ['web/src/test/setup.ts'],
          // a component test shares the cores with a server test file: 5 s is too tight for a first render
          testTimeout: 15_000,
        },
      },
    ],
  },
});
