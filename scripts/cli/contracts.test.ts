// pnpm sim contracts offer | list | settle against a live simulator, in-process as `pnpm sim` runs them.
import { describe, expect, it } from 'vitest';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.simText;

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
