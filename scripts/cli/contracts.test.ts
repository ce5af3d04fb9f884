// pnpm sim contracts offer | list | settle against a live simulator, in-process as `pnpm sim` runs them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../server/src/test/harness.ts';
import { runCli } from './run.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

async function sim(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...args, '--url', url, '--token', TEST_ADMIN_TOKEN], {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), stderr: err.join('\n') };
}

describe('pnpm sim contracts', () => {
  it('offers (accepted for the downline), lists and settles', async () => {
    const offered = await sim(
      'contracts',
      'offer',
      'agent01',
      'agent02',
      'daily',
      '1:100:1,3:5000:2',
      '--json',
    );
    expect(offered.code).toBe(0);
    expect(JSON.parse(offered.out)).toMatchObject({
      kind: 'DAILY_SALARY',
      status: 'ACTIVE',
      rate: 2,
      tiers: [
        { activeMembers: 1, amount: 100, rate: 1 },
        { activeMembers: 3, amount: 5000, rate: 2 },
      ],
    });
    const pending = await sim(
      'contracts',
      'offer',
      'agent41',
      'agent42',
      'dividend',
      '1:1:5',
      '--period',
      'WEEKLY',
      '--pending',
      '--json',
    );
    expect(JSON.parse(pending.out)).toMatchObject({ kind: 'DIVIDEND', period: 'WEEKLY', status: 'PENDING' });
    const listed = await sim('contracts', 'list', '--user', 'agent02');
    expect(listed.out).toMatch(/DAILY_SALARY\s+.*ACTIVE\s+agent01\s+agent02/);
    expect((await sim('contracts', 'settle', '--json')).code).toBe(0);
    const bad = await sim('contracts', 'offer', 'agent01', 'agent02', 'weekly', '1:1:1');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/kind/);
  });
});
