import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXTERNAL_SMS_COUNTDOWN_MS,
  LOGIN_CODE_THROTTLE_MS,
  smsCountdownMs,
  useCountdown,
  useThrottle,
} from './sms-timing';

describe('SMS timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down expiredMinutes * 60 seconds, second by second, then stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);

    act(() => result.current.start(5 * 60_000));
    expect(result.current.remaining).toBe(300);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(299);
    act(() => vi.advanceTimersByTime(298_000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('lets one login-code request through per second and drops the rest', () => {
    const { result } = renderHook(() => useThrottle(LOGIN_CODE_THROTTLE_MS));

    expect(result.current()).toBe(true);
    expect(result.current()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(result.current()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(result.current()).toBe(true);
  });

  it('disables the button expiredMinutes * 60 s after a code', () => {
    expect(smsCountdownMs({ expiredMinutes: 5, purpose: 'register', roundTripMs: 800 })).toBe(300_000);
    expect(smsCountdownMs({ expiredMinutes: 5, purpose: 'login', roundTripMs: 800 })).toBe(300_000);
  });

  it('starts the forgot-password counter half the request round trip early', () => {
    expect(smsCountdownMs({ expiredMinutes: 5, purpose: 'forgotPassword', roundTripMs: 800 })).toBe(299_600);
    expect(smsCountdownMs({ expiredMinutes: 5, purpose: 'forgotPassword', roundTripMs: 0 })).toBe(300_000);
  });

  it('counts 60 s when an external verification service sent the code', () => {
    expect(EXTERNAL_SMS_COUNTDOWN_MS).toBe(60_000);
    expect(smsCountdownMs({ expiredMinutes: 5, purpose: 'register', roundTripMs: 400, external: true })).toBe(
      60_000,
    );
    expect(
      smsCountdownMs({ expiredMinutes: 5, purpose: 'forgotPassword', roundTripMs: 400, external: true }),
    ).toBe(59_800);
  });
});
