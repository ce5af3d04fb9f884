import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, mustChangePassword } from './forced-change';

const login = {
  loginType: 'username' as const,
  typedPassword: 'Demo1234',
  passwordExpired: false,
  forceOnExpiry: true,
};

describe('forced password change after login (spec section 4)', () => {
  it("forces a change when the typed password is the default '{secret}'", () => {
    expect(mustChangePassword({ ...login, typedPassword: DEFAULT_PASSWORD })).toBe(true);
    expect(mustChangePassword({ ...login, typedPassword: DEFAULT_PASSWORD, forceOnExpiry: false })).toBe(
      true,
    );
  });

  it('forces a change for an expired password only when the merchant forces it on expiry', () => {
    expect(mustChangePassword({ ...login, passwordExpired: true })).toBe(true);
    expect(mustChangePassword({ ...login, passwordExpired: true, forceOnExpiry: false })).toBe(false);
  });

  it('never forces it after an SMS login', () => {
    expect(mustChangePassword({ ...login, loginType: 'sms', passwordExpired: true })).toBe(false);
    expect(mustChangePassword({ ...login, loginType: 'sms', typedPassword: DEFAULT_PASSWORD })).toBe(false);
  });

  it('lets an ordinary login through', () => {
    expect(mustChangePassword(login)).toBe(false);
  });
});
