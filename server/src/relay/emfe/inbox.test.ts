import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../test/harness.ts';
import { relay } from '../../test/points-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await adminCaller(t).clock.freeze();
  token = await loginAs(t, 'demo01', 'Demo1234');
});

const caller = () => adminCaller(t);
const inbox = async (as = token, query = '') => (await relay(t, as, 'EMFE_getInbox', query)).json().value;
const unread = async (as = token, name = 'EMFE_getInboxUnreadCount') =>
  (await relay(t, as, name)).json().value;
const balanceUnread = async (as = token) =>
  (await wps(t, 'GET', '/wps/v2/wallets/balance', { token: as })).json().value.unreadMessage;
const send = (subject: string, username?: string) =>
  caller().messages.send({ subject, content: `${subject} body`, username });

describe('the inbox', () => {
  it('shows a broadcast to every member and a direct message only to its member', async () => {
    const other = await loginAs(t, 'vip05', 'Vip51234');
    const before = await unread();
    const broadcast = await send('Welcome all');
    const direct = await send('Just you', 'demo01');
    expect(await unread()).toBe(before + 2);
    expect(await unread(token, 'CSP_unreadCount')).toBe(before + 2);
    expect(await balanceUnread()).toBe(before + 2);
    const mine = await inbox(token, '?page=1&size=1');
    expect(mine).toMatchObject({ page: 1, size: 1, unreadCount: before + 2 });
    expect(mine.list).toHaveLength(1);
    const all = (await inbox()).list.map((m: { messageId: number }) => m.messageId);
    expect(all).toEqual(expect.arrayContaining([broadcast.messageId, direct.messageId]));
    const theirs = (await inbox(other)).list.map((m: { messageId: number }) => m.messageId);
    expect(theirs).toContain(broadcast.messageId);
    expect(theirs).not.toContain(direct.messageId);
    expect((await relay(t, token, 'CSP_getInbox')).json().value.total).toBe((await inbox()).total);
  });

  it('marks read and unread, deletes for one member only, and the counts follow', async () => {
    const other = await loginAs(t, 'vip05', 'Vip51234');
    const { messageId } = await send('Read me');
    const start = await unread();
    const read = await wps(t, 'POST', '/wps/relay/EMFE_readInbox', {
      token,
      body: { messageIds: [messageId] },
    });
    expect(read.json().value).toEqual({ changed: 1, unreadCount: start - 1 });
    expect(await balanceUnread()).toBe(start - 1);
    expect((await inbox()).list.find((m: { messageId: number }) => m.messageId === messageId).isRead).toBe(
      true,
    );
    const again = await wps(t, 'POST', '/wps/relay/EMFE_readInbox', {
      token,
      body: { messageIds: String(messageId), read: false },
    });
    expect(again.json().value.unreadCount).toBe(start);
    const gone = await wps(t, 'POST', '/wps/relay/EMFE_deleteInbox', {
      token,
      body: { messageIds: messageId },
    });
    expect(gone.json().value).toEqual({ changed: 1, unreadCount: start - 1 });
    expect((await inbox()).list.map((m: { messageId: number }) => m.messageId)).not.toContain(messageId);
    expect((await inbox(other)).list.map((m: { messageId: number }) => m.messageId)).toContain(messageId);
    // an id the inbox does not hold changes nothing
    const foreign = await send('Not yours', 'vip05');
    const none = await wps(t, 'POST', '/wps/relay/EMFE_readInbox', {
      token,
      body: { messageIds: [foreign.messageId] },
    });
    expect(none.json().value.changed).toBe(0);
    expect(
      (await wps(t, 'POST', '/wps/relay/EMFE_readInbox', { token, body: { messageIds: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('needs a token, and is off without INBOX3 (the balance then counts 0)', async () => {
    await send('Hello');
    expect((await relay(t, '', 'CSP_unreadCount')).statusCode).toBe(401);
    await setFlag(t, 'INBOX3', false);
    expect((await relay(t, token, 'EMFE_getInbox')).json().errorCode).toBe('function.not.available');
    expect(await balanceUnread()).toBe(0);
  });

  it('lists, filters and takes back messages on the back office', async () => {
    const { messageId } = await send('Back office', 'demo01');
    await wps(t, 'POST', '/wps/relay/EMFE_readInbox', { token, body: { messageIds: [messageId] } });
    const listed = await caller().messages.list({ username: 'demo01', audience: 'MEMBER' });
    expect(listed[0]).toMatchObject({ messageId, recipient: 'demo01', readBy: 1, sender: 'System' });
    await expect(
      caller().messages.send({ subject: 'x', content: 'y', username: 'nobody' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await caller().messages.remove({ messageId })).toEqual({ removed: 1 });
    expect((await inbox()).list.map((m: { messageId: number }) => m.messageId)).not.toContain(messageId);
  });

  it('sends messages from a scenario file', async () => {
    await caller().scenario.run({
      name: 'inbox',
      reset: false,
      messages: [{ subject: 'From a scenario', content: 'Hi' }],
      missions: [
        { code: 'SC1', kind: 'ROUNDS', titles: { EN: 'Play' }, milestones: [{ target: 1, reward: 1 }] },
      ],
    });
    expect((await inbox()).list[0]).toMatchObject({ title: 'From a scenario', broadcast: true });
    expect((await caller().missions.list()).map((m) => m.code)).toContain('SC1');
  });
});

describe('the legacy /wps/message calls', () => {
  it('reads, marks and deletes the same inbox; sends to customer service and keeps an outbox', async () => {
    const { messageId } = await send('Legacy', 'demo01');
    const count = (await wps(t, 'GET', '/wps/message/unreadCount', { token })).json().value;
    expect(count).toBe(await unread());
    const page = (await wps(t, 'GET', '/wps/message/inbox?page=1&size=5', { token })).json().value;
    expect(page.list[0]).toMatchObject({ messageId, subject: 'Legacy', recipient: 'demo01', isRead: false });
    expect(
      (await wps(t, 'POST', '/wps/message/read', { token, body: { messageIds: `${messageId}` } })).json()
        .value,
    ).toEqual({ changed: 1 });
    expect(await unread()).toBe(count - 1);
    const removed = await wps(t, 'DELETE', `/wps/message/inbox?messageIds=${messageId}`, { token });
    expect(removed.json().value).toEqual({ changed: 1 });

    const recipients = (await wps(t, 'GET', '/wps/message/recipients', { token })).json().value;
    expect(recipients[0]).toEqual({ id: 'CS', name: 'Customer service' });
    const sent = await wps(t, 'PUT', '/wps/message/send', {
      token,
      body: { recipient: 'CS', subject: 'Help', content: 'My deposit' },
    });
    const sentId = sent.json().value.messageId;
    const outbox = (await wps(t, 'GET', '/wps/message/outbox', { token })).json().value;
    expect(outbox.list[0]).toMatchObject({
      messageId: sentId,
      recipient: 'Customer service',
      subject: 'Help',
    });
    expect((await caller().messages.list({ audience: 'SUPPORT' }))[0]).toMatchObject({ sender: 'demo01' });
    // an id no message can have is a bad request, not a failure (found by pnpm fuzz)
    const huge = await wps(t, 'DELETE', '/wps/message/outbox?messageIds=100000000000000000000', { token });
    expect(huge.statusCode).toBe(400);
    await wps(t, 'DELETE', `/wps/message/outbox?messageIds=${sentId}`, { token });
    expect((await wps(t, 'GET', '/wps/message/outbox', { token })).json().value.total).toBe(0);
  });

  it('writes to the upline, whose inbox gets it', async () => {
    const down = await loginAs(t, 'down01', 'Down1234');
    const recipients = (await wps(t, 'GET', '/wps/message/recipients', { token: down })).json().value;
    expect(recipients).toContainEqual({ id: 'UPLINE', name: 'agent01' });
    await wps(t, 'PUT', '/wps/message/send', {
      token: down,
      body: { recipient: 'UPLINE', subject: 'Hi boss', content: 'Top up please' },
    });
    const agent = await loginAs(t, 'agent01', 'Agent1234');
    expect((await inbox(agent)).list[0]).toMatchObject({
      title: 'Hi boss',
      sender: 'down01',
      broadcast: false,
    });
    const lone = await wps(t, 'PUT', '/wps/message/send', {
      token,
      body: { recipient: 'UPLINE', subject: 'x', content: 'y' },
    });
    expect(lone.json()).toMatchObject({ success: false, errorCode: 'NO_UPLINE' });
  });
});
