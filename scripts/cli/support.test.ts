// pnpm sim jackpot | support | help | feedback against a live simulator, in-process as `pnpm sim` runs them.
import { describe, expect, it } from 'vitest';
import { loginAs, wps } from '../../server/src/test/harness.ts';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.sim;

describe('pnpm sim jackpot | support | help | feedback', () => {
  it('sets and resets the jackpot', async () => {
    expect((await sim('jackpot', 'set', '--amount', '1234.5', '--percent', '2')).value).toMatchObject({
      amount: 1234.5,
      contributionPercent: 2,
    });
    expect((await sim('jackpot', 'reset')).value.amount).toBe(500000);
  });

  it('changes the paths, reads the chat and answers as the agent', async () => {
    const set = await sim(
      'support',
      'set',
      '--paths',
      '3,Chat,https://chat.example/a;1,Mail,mailto:a@b.c',
      '--delay',
      '5',
    );
    expect(set.value).toMatchObject({
      replyDelaySeconds: 5,
      paths: [{ type: '3', url: 'https://chat.example/a' }, { type: '1' }],
    });
    const token = await loginAs(live.t, 'demo01', 'Demo1234');
    await wps(live.t, 'POST', '/wps/relay/CBS_sendChatMessage', { token, body: { content: 'hello there' } });
    expect((await sim('support', 'chats')).value[0]).toMatchObject({ username: 'demo01' });
    expect((await sim('support', 'reply', 'demo01', 'Hi', 'from', 'QA', '--as', 'qa')).value).toMatchObject({
      content: 'Hi from QA',
      operator: 'qa',
    });
    expect((await sim('support', 'transcript', 'demo01')).value).toHaveLength(3);
    expect((await sim('support', 'set', '--paths', 'nonsense')).code).toBe(2);
  });

  it('edits help sections and marks feedback', async () => {
    expect((await sim('help', 'set', 'en', 'faqs', '--title', 'Questions')).value).toMatchObject({
      tag: 'faqs',
      title: 'Questions',
      edited: true,
    });
    expect((await sim('help', 'show', 'EN')).value.find((s: { tag: string }) => s.tag === 'faqs').title).toBe(
      'Questions',
    );
    expect((await sim('help', 'reset', 'EN', 'faqs')).value.title).toBe('FAQs');
    expect((await sim('help', 'show', 'XX')).code).toBe(2);
    await wps(live.t, 'PUT', '/wps/feedback', {
      body: { questionType: 'GAME', content: 'the slot froze after my spin' },
    });
    const [item] = (await sim('feedback', 'list', '--status', 'new')).value;
    expect((await sim('feedback', 'mark', String(item.feedbackId), 'resolved')).value.status).toBe(
      'RESOLVED',
    );
  });
});
