// `pnpm sim` as a separate process: tsx, argv, the console and the exit code, against a live simulator on
// a real port named by SIM_URL and SIM_ADMIN_TOKEN. Process-spawning, so in pnpm test:integration; the
// commands themselves are tested in-process in sim.test.ts.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../../server/src/database.ts';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../server/src/test/harness.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

function simProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/sim.ts', ...args],
      { cwd: ROOT, env: { ...process.env, SIM_URL: url, SIM_ADMIN_TOKEN: TEST_ADMIN_TOKEN } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it('runs as a process: prints help and exits 0, or 2 for an unknown command', async () => {
  const help = await simProcess('--help');
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('pnpm sim clock advance');
  const unknown = await simProcess('nope', 'nothing');
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('unknown command: nope nothing');
});

it('runs as a process against the simulator named by SIM_URL and SIM_ADMIN_TOKEN', async () => {
  const listed = await simProcess('flags', 'list', '--json');
  expect(listed.code, listed.stderr).toBe(0);
  expect(JSON.parse(listed.stdout)).toEqual(
    expect.arrayContaining([expect.objectContaining({ modId: 'FREEPLAY3' })]),
  );
});
