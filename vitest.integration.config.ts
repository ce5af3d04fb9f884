// pnpm test:integration: the tests that are not pure. Each starts processes (tsx children racing on one
// database, the CLI, the server or the bench's parts as processes of their own, the Prisma CLI, PostgreSQL,
// Docker), kill one mid-write,
// or run load (the soak, a fuzzing round) for long stretches of real time. `pnpm test:unit` leaves them
// out (vitest.config.ts) and stays pure and fast; `pnpm test` runs both. A new test that spawns a process
// or runs load belongs in this list (scripts/lib/unit-purity.test.ts fails until it is).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Each module's transform kept on disk (keyed by its content and the configuration): the three Vitest
 * runs of `pnpm test` transform the same server modules, and the workers of one run each asked for them.
 * Measured on this two-core machine: test:unit 128 / 142 -> 116 / 116 / 124 s (the first of them on an
 * empty cache), test:pg 166 -> 155 s. `vitest --clearCache` empties it; SIM_VITEST_CACHE=off runs without it.
 */
export const TRANSFORM_CACHE = { fsModuleCache: process.env.SIM_VITEST_CACHE !== 'off' };

/** The integration test files, with what makes each impure. */
export const INTEGRATION: Record<string, string> = {
  'scripts/soak/soak.test.ts': '20 s of mixed load against the server started as its own process',
  'scripts/fuzz/fuzz.test.ts': 'a seeded fuzzing round: some 1,600 hostile requests on a real port',
  'scripts/cli/sim-process.test.ts': '`pnpm sim` as a tsx child process',
  'scripts/migrations.test.ts': 'runs the Prisma CLI (`prisma migrate diff`)',
  'scripts/postgres-migrations.test.ts': 'runs the Prisma CLI (on PostgreSQL only: pnpm test:pg)',
  'scripts/new-migration.test.ts': 'runs the Prisma CLI (`prisma migrate diff --from-migrations`)',
  'scripts/cluster/compose.test.ts': 'runs `docker compose` where Docker is installed',
  'scripts/lib/throwaway-postgres.test.ts': 'starts and stops a PostgreSQL cluster (initdb, pg_ctl)',
  'scripts/bench/load-generator.test.ts': "forks the bench's load generator process",
  'scripts/bench/measure-call.test.ts': "forks the bench's load generator and starts its twin process",
  'scripts/bench/node-http-replay.test.ts': "starts the bench's replay twin as a process of its own",
  'server/src/control/reset-crash.test.ts': 'SIGKILLs a child process in the middle of a reset',
  'server/src/domain/lottery/settlement-processes.test.ts': 'two tsx child processes race for the due bets',
  'server/src/domain/contracts/settlement-processes.test.ts':
    'two tsx child processes race for the due periods',
};

export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    experimental: TRANSFORM_CACHE,
    projects: [
      {
        test: {
          name: 'integration',
          include: Object.keys(INTEGRATION),
          environment: 'node',
          isolate: false,
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
