import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * One simulator per worker, on consecutive ports from E2E_PORT: the tests of a file share their
 * worker's server (each resets it), files run side by side. Playwright tells each worker its
 * TEST_PARALLEL_INDEX, so this file, evaluated in the worker, points it at its own server.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const portOf = (index: number) => BASE_PORT + index;
const dataDirOf = (index: number) => path.resolve(`.tmp/e2e-data-${portOf(index)}`);
export const E2E_PORT = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
// Chromium's headless shell (scripts/ensure-chromium.sh) runs a test on about a quarter less CPU than the full
// browser in headless mode; the full browser stands in where the shell is not installed
const HEADLESS_SHELL = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL)
  ? HEADLESS_SHELL
  : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
/** Chromium's switches for the browser tests and the bench's first load: no sandbox (root in CI), no GPU
 *  (none here), nothing running in the background. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
// one id per run: its servers share the run's template database (tests/e2e/support/server.ts)
process.env.E2E_RUN_ID ??= String(Date.now());
const E2E_RUN_ID = process.env.E2E_RUN_ID;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // one retry, reported as flaky in the list: two servers and two browsers share two cores
  retries: 1,
  reporter: [['list']],
  // a coverage run on every worker's server; the teardown writes test-results/coverage.md (.json)
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  timeout: 30_000,
  // servers and browsers share the cores: a slow register or first login may take more than 5 s
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // a trace records screencast frames and a DOM snapshot per action: recording every test to keep a
    // failing one's doubled a test's time on two shared cores; the retry of a failure records it instead
    trace: 'on-first-retry',
    // the site stands still for reduced motion (no scrolling marquee, no banner autoplay): an idle page
    // costs its software-rendered browser about 1 % of a core instead of 12 %
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // V8 stops at its baseline compiler (Sparkplug) in the tests: a test's page lives seconds, and
      // optimising its hot functions (Maglev, TurboFan) cost more CPU than it saved. Four spec files on two
      // workers: 142 -> 118 s, the renderers about a fifth less CPU. Same semantics; the bench's first
      // load (BROWSER_ARGS alone) keeps V8's defaults, as a visitor's browser has them
      args: [...BROWSER_ARGS, '--js-flags=--max-opt=1'],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'tsx tests/e2e/support/server.ts',
    url: `http://127.0.0.1:${portOf(index)}/wps/session/key/rsa`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portOf(index)),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirOf(index),
      E2E_RUN_ID,
      SIM_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      // cheap password hashes: browser tests log in dozens of times (production keeps 15)
      SIM_PASSWORD_COST: '10',
      // browser tests assert on the seeded members' records: the demo history is added on demand
      SIM_DEMO_HISTORY: 'off',
    },
  })),
});
