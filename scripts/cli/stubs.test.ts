// pnpm sim stub: pin an answer from the command line, see it answered, list and remove it.
import { describe, expect, it } from 'vitest';
import { loginAs, wps } from '../../server/src/test/harness.ts';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const SETTINGS = '/wps/relay/MCSFE_getWithdrawSettings';

describe('pnpm sim stub', () => {
  it('adds a stub that answers, lists it with its hit, and removes it', async () => {
    const added = await live.sim(
      'stub',
      'add',
      SETTINGS,
      '--method',
      'GET',
      '--status',
      '409',
      '--body',
      '{"success":false,"errorCode":"pinned"}',
      '--times',
      '5',
    );
    expect(added.code, added.stderr).toBe(0);
    const token = await loginAs(live.t, 'demo01', 'Demo1234');
    const response = await wps(live.t, 'GET', SETTINGS, { token });
    expect([response.statusCode, response.json()]).toEqual([409, { success: false, errorCode: 'pinned' }]);
    const listed = await live.sim('stub', 'list');
    expect(listed.value).toEqual([expect.objectContaining({ id: added.value.id, hits: 1, timesLeft: 4 })]);
    expect((await live.sim('stub', 'remove', String(added.value.id))).value).toEqual({ removed: true });
    expect((await live.sim('stub', 'list')).value).toEqual([]);
  });

  it('refuses a body that is not JSON (usage, exit 2)', async () => {
    expect((await live.sim('stub', 'add', SETTINGS, '--body', '{nope')).code).toBe(2);
  });
});
