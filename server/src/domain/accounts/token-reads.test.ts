// The token calls read the session, the member and the badges in plain SQL and keep a merchant's
// promotions in memory behind a fingerprint: every change must still show on the very next call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  type TestApp,
  wps,
  wpsEncrypted,
} from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const balance = (token: string) => wps(t, 'GET', '/wps/v2/wallets/balance', { token });
const info = (token: string) => wps(t, 'GET', '/wps/member/info', { token });
const texts = { EN: { title: 'Hot path', summary: 'Counted at once', content: '<p>Counted</p>' } };

describe('the session behind a token call', () => {
  it('refuses the first token on the call right after a second login, in both directions of use', async () => {
    const first = await loginAs(t, 'demo01', 'Demo1234');
    expect((await balance(first)).statusCode).toBe(200);
    const second = await loginAs(t, 'demo01', 'Demo1234');
    const stale = await balance(first);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toContain('another device');
    expect((await info(second)).statusCode).toBe(200);
  });

  it('refuses a token on the call right after its logout', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await info(token)).statusCode).toBe(200);
    await wps(t, 'DELETE', '/wps/session/logout', { token });
    expect((await info(token)).statusCode).toBe(401);
    expect((await balance(token)).statusCode).toBe(401);
  });

  it('keeps the session through a password change, and a login with the new password ends it', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const body = { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' };
    expect((await wpsEncrypted(t, 'POST', '/wps/member/password', body, { token })).json().success).toBe(
      true,
    );
    expect((await info(token)).statusCode).toBe(200);
    const fresh = await loginAs(t, 'demo01', 'Fresh1234');
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(fresh)).statusCode).toBe(200);
  });

  it('follows the member row itself: a type or a lock written straight into the database', async () => {
    const token = await loginAs(t, 'down01', 'Down1234');
    expect((await info(token)).json().value.type).toBe(0);
    await t.db.member.updateMany({ where: { username: 'down01' }, data: { type: 2 } });
    expect((await info(token)).json().value.type).toBe(2);
    await t.db.member.updateMany({ where: { username: 'down01' }, data: { status: 'LOCKED' } });
    expect((await info(token)).statusCode).toBe(401);
  });

  it('refuses a session ended straight in the database (another process, a QA script) on the next call', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await info(token)).statusCode).toBe(200);
    await t.db.session.update({ where: { token }, data: { endedAt: new Date(), endReason: 'admin' } });
    expect((await balance(token)).statusCode).toBe(401);
  });

  it('ends an idle session when the clock passes the idle time, and keeps one another process saw active', async () => {
    const idle = await loginAs(t, 'demo01', 'Demo1234');
    const active = await loginAs(t, 'down01', 'Down1234');
    expect((await info(idle)).statusCode).toBe(200);
    expect((await info(active)).statusCode).toBe(200);
    await t.sim.clock.advance(29 * 60_000);
    // activity another process wrote: no cache version moves, the kept row still says the login time
    await t.db.session.update({ where: { token: active }, data: { lastSeenAt: t.sim.clock.now() } });
    await t.sim.clock.advance(2 * 60_000);
    expect((await info(idle)).statusCode).toBe(401);
    expect((await info(active)).statusCode).toBe(200);
  });
});

describe('the badges and labels of the token reads', () => {
  it('shows the VIP label of a rank set on the back office at once', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await info(token)).json().value.clubLabel.rankLevel).toBe(2);
    await adminCaller(t).vip.setRank({ username: 'demo01', level: 4 });
    expect((await info(token)).json().value.clubLabel).toMatchObject({ rankLevel: 4 });
  });

  it('counts a promotion created, then closed, on the next balance call', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const count = async () => (await balance(token)).json().value.availablePromoCount as number;
    const before = await count();
    const admin = adminCaller(t);
    const created = await admin.promotions.create({
      code: 'HOTPATH1',
      kind: 'LOGIN',
      category: 'DAILY',
      entry: 'AUTO',
      texts,
      bonusFixed: 5,
    });
    expect(await count()).toBe(before + 1);
    await admin.promotions.edit({ promotionId: created.promotionId, vipMin: 9 });
    expect(await count()).toBe(before);
    await admin.promotions.edit({ promotionId: created.promotionId, vipMin: 0 });
    expect(await count()).toBe(before + 1);
    await admin.promotions.close({ promotionId: created.promotionId });
    expect(await count()).toBe(before);
  });

  it('counts unread messages sent and read in the balance answer', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const unread = async () => (await balance(token)).json().value.unreadMessage as number;
    const before = await unread();
    const { messageId } = await adminCaller(t).messages.send({
      subject: 'Hi',
      content: 'Hi',
      username: 'demo01',
    });
    expect(await unread()).toBe(before + 1);
    await wps(t, 'POST', '/wps/relay/EMFE_readInbox', { token, body: { messageIds: [messageId] } });
    expect(await unread()).toBe(before);
  });
});
