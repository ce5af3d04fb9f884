import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/browser/cookies';
import { REMEMBER_COOKIES, readRememberMe, saveRememberMe } from './remember-me';

function cookieNames() {
  return document.cookie
    .split(';')
    .map((c) => c.trim().split('=')[0])
    .filter(Boolean);
}

describe('remember-me cookies', () => {
  afterEach(() => {
    saveRememberMe(false, { sms: false, user: '' });
  });

  it('saves loginRemember, loginTypeSms and last-user when the box is ticked', () => {
    saveRememberMe(true, { sms: false, user: 'demo01' });

    expect(readCookie(REMEMBER_COOKIES.remember)).toBe('true');
    expect(readCookie(REMEMBER_COOKIES.sms)).toBe('false');
    expect(readCookie(REMEMBER_COOKIES.lastUser)).toBe('demo01');
    expect(readRememberMe()).toEqual({ sms: false, user: 'demo01' });
  });

  it('remembers an SMS login by its mobile number', () => {
    saveRememberMe(true, { sms: true, user: '01712345678' });

    expect(readRememberMe()).toEqual({ sms: true, user: '01712345678' });
  });

  it('clears all three when the box is not ticked', () => {
    saveRememberMe(true, { sms: false, user: 'demo01' });
    saveRememberMe(false, { sms: false, user: 'demo01' });

    expect(cookieNames()).not.toContain(REMEMBER_COOKIES.remember);
    expect(cookieNames()).not.toContain(REMEMBER_COOKIES.lastUser);
    expect(readRememberMe()).toBeNull();
  });

  it('lives for one day', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      saveRememberMe(true, { sms: false, user: 'demo01' });
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }

    expect(writes).toHaveLength(3);
    for (const write of writes) expect(write).toContain('max-age=86400');
  });
});
