// Customer service: getService's paths (type "3" sealed, VIP above rank 4) and the chat room with its
// simulated agent, answering after the reply delay on the simulated clock; the back office's side.
import { openWithTrailingKey } from '@sim/shared/wire-crypto';
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
const relay = async (
  name: string,
  options: { token?: string; method?: 'GET' | 'POST'; body?: unknown } = {},
) =>
  (
    await wps(t, options.method ?? 'GET', `/wps/relay/${name}`, {
      token: options.token ?? token,
      body: options.body,
    })
  ).json();
const send = (content: string, as = token) =>
  relay('CBS_sendChatMessage', { method: 'POST', body: { content }, token: as });

describe('getService (WPSCORE_getCustomerServiceScript)', () => {
  it('answers the path list with the type 3 path sealed, for visitors and members', async () => {
    const visitor = await relay('WPSCORE_getCustomerServiceScript', { token: '' });
    expect(visitor.value.version.vip).toBe(false);
    const chat = visitor.value.version.pathList.find((p: { type: string }) => p.type === '3');
    expect(chat.path).not.toContain('/livechat');
    expect(openWithTrailingKey(chat.path)).toBe('/livechat');
    const mail = visitor.value.version.pathList.find((p: { type: string }) => p.type === '1');
    expect(mail.path).toMatch(/^mailto:/);
    expect((await relay('WPSCORE_getCustomerServiceScript')).value.version.vip).toBe(false);
  });

  it('sends members above VIP 4 to VIP customer service', async () => {
    const vip = await loginAs(t, 'vip05', 'Vip51234');
    const answer = await relay('WPSCORE_getCustomerServiceScript', { token: vip });
    expect(answer.value.version.vip).toBe(true);
    const chat = answer.value.version.pathList.find((p: { type: string }) => p.type === '3');
    expect(openWithTrailingKey(chat.path)).toBe('/livechat?channel=VIP');
    expect((await relay('CBS_launchChat', { token: vip })).value.chatUrl).toBe('/livechat?channel=VIP');
    expect((await relay('CBS_groupPermission', { token: vip })).value).toEqual({
      allowed: true,
      channel: 'VIP',
    });
  });

  it('takes its paths from the back office', async () => {
    await caller().support.setSettings({
      paths: [{ type: '3', name: 'Chat', url: 'https://chat.example/room' }],
    });
    const [chat] = (await relay('WPSCORE_getCustomerServiceScript', { token: '' })).value.version.pathList;
    expect(openWithTrailingKey(chat.path)).toBe('https://chat.example/room');
  });
});

describe('the chat room', () => {
  it('stores the member line; the simulated agent answers after the delay and counts as unread', async () => {
    const sent = await send('How do I make a deposit?');
    expect(sent.value.message).toMatchObject({ sender: 'MEMBER', content: 'How do I make a deposit?' });
    const room = await relay('CBS_getChatMessages');
    expect(room.value).toMatchObject({ channel: 'STANDARD', headerColor: '#6142bf' });
    expect(room.value.list).toHaveLength(1);
    expect((await relay('CBS_unreadCount')).value).toBe(0);

    await caller().clock.advance({ seconds: 3 });
    const answered = (await relay('CBS_getChatMessages')).value.list;
    expect(answered).toHaveLength(2);
    expect(answered[1]).toMatchObject({ sender: 'AGENT', read: false });
    expect(answered[1].content).toMatch(/Deposit/);
    expect((await relay('CBS_unreadCount')).value).toBe(1);

    expect((await relay('CBS_readChat', { method: 'POST' })).value.read).toBe(1);
    expect((await relay('CBS_unreadCount')).value).toBe(0);
  });

  it('answers in Bengali to a Bengali line, and refuses an empty line', async () => {
    await send('আমি উত্তোলন করতে চাই');
    await caller().clock.advance({ seconds: 3 });
    const [, answer] = (await relay('CBS_getChatMessages')).value.list;
    expect(answer.content).toMatch(/উত্তোলন/);
    const empty = await wps(t, 'POST', '/wps/relay/CBS_sendChatMessage', { token, body: { content: '  ' } });
    expect(empty.statusCode).toBe(400);
  });

  it('needs a session and CBS3', async () => {
    expect((await wps(t, 'GET', '/wps/relay/CBS_unreadCount')).statusCode).toBe(401);
    await setFlag(t, 'CBS3', false);
    expect((await send('hello')).errorCode).toBe('function.not.available');
  });

  it('shows the back office the chats and transcript, and an operator answer at once', async () => {
    await send('hello');
    const [chat] = await caller().support.chats();
    expect(chat).toMatchObject({ username: 'demo01', channel: 'STANDARD', messages: 2, lastFrom: 'AGENT' });
    await caller().support.reply({ username: 'demo01', content: 'Operator here', operator: 'qa' });
    const room = (await relay('CBS_getChatMessages')).value.list;
    expect(room.at(-1)).toMatchObject({ sender: 'AGENT', content: 'Operator here' });
    const transcript = await caller().support.transcript({ username: 'demo01' });
    expect(transcript.list).toHaveLength(3);
    // the simulated agent's answer is still pending (the clock is frozen): it sorts after the operator's
    expect(transcript.list.map((line) => line.operator)).toEqual([null, 'qa', null]);
    await expect(caller().support.reply({ username: 'nobody', content: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
