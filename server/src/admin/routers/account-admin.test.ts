import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const caller = () => adminCaller(t);
const plainLogin = (username: string, password: string) =>
  wps(t, 'POST', '/wps/session/login/unsecure', { body: { username, password } }).then((r) => r.json());

describe('members.create', () => {
  it('creates a member with a balance who can log in', async () => {
    const created = await caller().members.create({ username: 'qa_rich', balance: 1234.5, vipLevel: 6 });
    expect(created).toMatchObject({
      username: 'qa_rich',
      type: 0,
      balance: 1234.5,
      vipLevel: 6,
      password: 'Test1234',
    });
    const login = await plainLogin('qa_rich', 'Test1234');
    expect(login.value.firstTimeLogin).toBe(true);
  });

  it.each([
    [{ persona: 'agent' as const }, 1],
    [{ persona: 'agent' as const, type: 42 as const }, 42],
    [{ persona: 'trial' as const }, 4],
  ])('creates persona %o with member type %i', async (input, type) => {
    const created = await caller().members.create(input);
    expect(created.type).toBe(type);
    if (type !== 4) expect(created.username).toMatch(/^(agent|member)\d{5}$/);
  });

  it('gives agents an affiliate code and puts members under an upline', async () => {
    const agent = await caller().members.create({ username: 'qa_agent', persona: 'agent', type: 2 });
    expect(agent.affiliateCode).toBe(`AG${agent.id}`);
    const member = await caller().members.create({ username: 'qa_down', uplineUsername: 'qa_agent' });
    expect(member.upline).toBe('qa_agent');
  });

  it('creates default-password, expired, locked and returning personas', async () => {
    await caller().members.create({ username: 'qa_default', defaultPassword: true });
    expect((await plainLogin('qa_default', '{secret}')).value.passwordExpired).toBe(true);
    await caller().members.create({ username: 'qa_old', passwordAgeDays: 120, hasLoggedInBefore: true });
    expect((await plainLogin('qa_old', 'Test1234')).value).toMatchObject({
      passwordExpired: true,
      firstTimeLogin: false,
    });
    await caller().members.create({ username: 'qa_locked', locked: true });
    expect((await plainLogin('qa_locked', 'Test1234')).errorCode).toBe('US_CUSTOMER_ACTIVEFLAG_ERROR');
  });

  it('refuses a taken username and an unknown upline', async () => {
    await expect(caller().members.create({ username: 'demo01' })).rejects.toThrow(/taken/);
    await expect(caller().members.create({ uplineUsername: 'ghost' })).rejects.toThrow(/No member ghost/);
  });
});

describe('members.list, get and update', () => {
  it('finds members by type and text', async () => {
    const agents = await caller().members.list({ type: 1 });
    expect(agents.map((m) => m.username)).toEqual(['agent01']);
    const found = await caller().members.list({ search: '0171234' });
    expect(found.map((m) => m.username).sort()).toEqual(['demo01', 'expired01', 'newbie01']);
  });

  it('changes a member: password, lock and VIP level', async () => {
    await caller().members.update({ username: 'demo01', password: 'Admin1234', vipLevel: 7 });
    expect((await plainLogin('demo01', 'Admin1234')).success).toBe(true);
    await caller().members.update({ username: 'demo01', locked: true });
    expect((await plainLogin('demo01', 'Admin1234')).errorCode).toBe('US_CUSTOMER_ACTIVEFLAG_ERROR');
    expect(await caller().members.get({ username: 'demo01' })).toMatchObject({
      vipLevel: 7,
      status: 'LOCKED',
    });
  });
});

describe('outboxes', () => {
  it('lists the texted codes newest first, matching numbers typed with the country code', async () => {
    await wps(t, 'POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '01712345678', countryDialingCode: '880' },
    });
    const [sms] = await caller().sms.outbox({ mobileNum: '+880 1712345678' });
    expect(sms).toMatchObject({ to: '01712345678', purpose: 'LOGIN', used: false, expired: false });
    expect(sms!.text).toContain(sms!.code!);
  });
});

describe('brand and register fields', () => {
  it('switches loginedToHomePage, which the boot call then reports', async () => {
    await caller().brand.set({ loginedToHomePage: true });
    const status = (await wps(t, 'GET', '/wps/system/status')).json().value;
    expect(status.info.config.loginedToHomePage).toBe(true);
  });

  it('changes a register field rule, which the site then reads', async () => {
    await caller().registerFields.set({ field: 'email', required: true, minLength: 8 });
    const rules = (await wps(t, 'GET', '/wps/system/setting/register')).json().value;
    expect(rules.email).toMatchObject({ enabled: true, required: true, minLength: 8, patternId: 3 });
    await expect(caller().registerFields.set({ field: 'nope' })).rejects.toThrow(/Unknown register field/);
    await expect(
      caller().registerFields.set({ field: 'email', minLength: 90, maxLength: 10 }),
    ).rejects.toThrow(/minLength/);
  });
});

describe('captcha.get', () => {
  it('reads the answer of an issued captcha', async () => {
    const image = await wps(t, 'GET', '/wps/captcha');
    const id = /captchaId=([^;]+)/.exec(String(image.headers['set-cookie']))![1]!;
    const captcha = await caller().captcha.get({ id });
    expect(captcha).toMatchObject({ id, used: false });
    expect(captcha!.text).toMatch(/^\w{4}$/);
    expect((await caller().captcha.get())?.id).toBe(id);
  });
});
