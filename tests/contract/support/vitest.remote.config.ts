// The contract tests against an outside simulator (remote-sim.ts): CONTRACT_BASE_URL, CONTRACT_ADMIN_TOKEN
// and, for the tests that read seed rows, CONTRACT_DATABASE_URL. `pnpm test:cluster` runs it through its
// proxy; by hand: CONTRACT_BASE_URL=http://… CONTRACT_ADMIN_TOKEN=… vitest run --config <this file>.
// One file at a time: they share the one database, and each starts with a reset to the seed.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../../..'),
  test: {
    name: 'contract-remote',
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
