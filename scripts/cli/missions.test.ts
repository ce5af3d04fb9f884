// pnpm sim missions | messages against a live simulator, in-process as `pnpm sim` runs them.
import { describe, expect, it } from 'vitest';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.sim;

describe('pnpm sim missions and messages', () => {
  it('creates, shows, resets and closes a mission', async () => {
    const created = await sim(
      'missions',
      'create',
      'CLI1',
      '--kind',
      'rounds',
      '--title',
      'Play three',
      '--milestones',
      '1:1,3:5',
    );
    expect(created.value).toMatchObject({
      code: 'CLI1',
      kind: 'ROUNDS',
      milestones: [{ target: 1 }, { target: 3 }],
    });
    expect((await sim('missions', 'list')).value.map((m: { code: string }) => m.code)).toContain('CLI1');
    expect((await sim('missions', 'progress', 'CLI1', 'demo01')).value).toMatchObject({ currentValue: 0 });
    expect((await sim('missions', 'reset', 'CLI1', 'demo01')).value).toMatchObject({ generation: 1 });
    expect((await sim('missions', 'close', 'CLI1')).value).toMatchObject({ status: 'CLOSED' });
    expect(
      (await sim('missions', 'create', 'X1', '--kind', 'nope', '--title', 'x', '--milestones', '1:1')).code,
    ).toBe(2);
  });

  it('sends a broadcast and a direct message and lists them', async () => {
    expect((await sim('messages', 'send', 'Hello all', 'News')).value).toMatchObject({
      audience: 'BROADCAST',
    });
    const direct = await sim('messages', 'send', 'Hi', 'For you', '--user', 'demo01');
    expect(direct.value).toMatchObject({ audience: 'MEMBER', recipient: 'demo01' });
    const listed = (await sim('messages', 'list', '--user', 'demo01')).value;
    expect(listed[0]).toMatchObject({ subject: 'Hi', recipient: 'demo01' });
    expect((await sim('messages', 'remove', String(direct.value.messageId))).value).toEqual({ removed: 1 });
  });
});
