// LOGINIPVERF3's e-mail and Google-authenticator proofs (the SMS and payee-name ones: login-variants.test.ts).
import { authenticatorViewSchema } from '@sim/shared/admin/login-checks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpAt } from '../../../lib/totp.ts';
import {
  adminMutation,
  adminQuery,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wpsEncrypted,
} from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await t.sim.clock.freeze();
  await setFlag(t, 'LOGINIPVERF3', true);
  await t.db.member.updateMany({
    where: { merchantCode: 'sim001', username: 'demo01' },
    data: { email: 'demo01@example.com' },
  });
  await loginAs(t, 'demo01', 'Demo1234'); // registers 127.0.0.1 as a known address
  await adminMutation(t, 'system.setClientLocation', { ip: '198.51.100.7' });
});

const credentials = { username: 'demo01', password: 'Demo1234' };
const login = () => wpsEncrypted(t, 'POST', '/wps/session/login', credentials);
const verify = (verifyType: string, verificationCode: string) =>
  wpsEncrypted(t, 'POST', '/wps/session/login/verification', {
    ...credentials,
    verifyType,
    verificationCode,
  });
const bind = async (secret?: string) =>
  authenticatorViewSchema.parse(
    (await adminMutation(t, 'authenticators.bind', { username: 'demo01', secret })).json().result.data,
  );

describe('proof by e-mail code', () => {
  it('mails a code readable in mail.outbox and logs in with it', async () => {
    expect((await login()).json()).toMatchObject({
      errorCode: 'login_verify_required',
      value: { verifyTypes: ['SMS', 'EMAIL', 'PAYEE_NAME'], email: 'de****@example.com' },
    });
    const outbox = (await adminQuery(t, 'mail.outbox', { email: 'demo01@example.com' })).json().result.data;
    expect(outbox[0]).toMatchObject({ purpose: 'LOGIN_VERIFY', used: false });
    expect((await verify('EMAIL', '000000x')).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
    expect((await verify('EMAIL', outbox[0].code)).json().value.userName).toBe('demo01');
  });

  it('refuses the texted SMS code as the e-mail one', async () => {
    await login();
    const sms = await t.db.outboxMessage.findFirstOrThrow({
      where: { channel: 'SMS' },
      orderBy: { id: 'desc' },
    });
    const mail = await t.db.outboxMessage.findFirstOrThrow({
      where: { channel: 'EMAIL' },
      orderBy: { id: 'desc' },
    });
    if (sms.code !== mail.code) {
      expect((await verify('EMAIL', sms.code!)).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
    }
  });

  it('refuses an expired code', async () => {
    await login();
    const mail = await t.db.outboxMessage.findFirstOrThrow({
      where: { channel: 'EMAIL' },
      orderBy: { id: 'desc' },
    });
    await t.sim.clock.advance(6 * 60_000);
    expect((await verify('EMAIL', mail.code!)).json().errorCode).toBe('VERIFICATION_CODE_EXPIRED');
  });
});

describe('proof by Google authenticator', () => {
  it('is offered once an authenticator is bound, and takes its code of the moment', async () => {
    expect((await login()).json().value.verifyTypes).not.toContain('GOOGLE');
    const bound = await bind();
    expect(bound.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(bound.otpauthUri).toContain(`secret=${bound.secret}`);
    expect(bound.code).toBe(totpAt(bound.secret, t.sim.clock.now()));
    await t.sim.clock.advance(1_000); // the codes sent with a login go out at most once a second
    expect((await login()).json().value.verifyTypes).toContain('GOOGLE');
    expect((await verify('GOOGLE', bound.code)).json().value.userName).toBe('demo01');
  });

  it('follows the simulated clock: an old code is refused, the new one taken', async () => {
    const bound = await bind('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await login();
    await t.sim.clock.advance(90_000);
    expect((await verify('GOOGLE', bound.code)).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
    const now = (await adminQuery(t, 'authenticators.get', { username: 'demo01' })).json().result.data;
    expect(now.code).toBe(totpAt(bound.secret, t.sim.clock.now()));
    expect((await verify('GOOGLE', now.code)).json().success).toBe(true);
  });

  it('is refused without a bound authenticator', async () => {
    await login();
    expect((await verify('GOOGLE', '123456')).json().errorCode).toBe('function.not.available');
  });

  it('shows in the security config', async () => {
    await bind();
    const token = (await verify('GOOGLE', (await bind()).code)).json().value.token;
    const config = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/member/securityConfig',
      headers: { merchant: 'sim001', authorization: token },
    });
    expect(config.json().value).toMatchObject({ googleAuthBound: true, emailBound: true });
    expect(config.json().value.verifyTypes).toEqual(['SMS', 'EMAIL', 'GOOGLE', 'PAYEE_NAME']);
  });

  it('can be unbound', async () => {
    await bind();
    await adminMutation(t, 'authenticators.unbind', { username: 'demo01' });
    expect((await adminQuery(t, 'authenticators.get', { username: 'demo01' })).json().result.data).toBeNull();
  });
});
