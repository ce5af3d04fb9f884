// The SMS send button's clocks (platform-spec.md sections 4, 5 and 9): a countdown of
// expiredMinutes * 60 seconds after a code is sent (60 s when an external verification service sends
// it; the forgot-password counter started half the request's round trip early), and login codes
// throttled to one request a second.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

export const LOGIN_CODE_THROTTLE_MS = 1000;
/** The countdown when an external verification service sends the code (spec sections 4 and 9). */
export const EXTERNAL_SMS_COUNTDOWN_MS = 60_000;
const TICK_MS = 1000;

export interface SentCode {
  /** the platform's answer: how long its code lives */
  expiredMinutes: number;
  purpose: 'login' | 'register' | 'forgotPassword';
  /** from the request's start to its answer */
  roundTripMs: number;
  /** sent by an external verification service (firebaseChannel), not the platform */
  external?: boolean;
}

/** How long the send button stays disabled after a code went out. */
export function smsCountdownMs({ expiredMinutes, purpose, roundTripMs, external = false }: SentCode): number {
  const full = external ? EXTERNAL_SMS_COUNTDOWN_MS : expiredMinutes * 60_000;
  // the platform's forgot-password counter starts as the server sent the code: half a round trip ago
  const early = purpose === 'forgotPassword' ? roundTripMs / 2 : 0;
  return Math.max(0, full - early);
}

/** Seconds left until a deadline; re-renders once a second while it runs. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  }, [running]);

  const start = useCallback((durationMs: number) => setEndsAt(Date.now() + durationMs), []);
  return { remaining, running, start };
}

/** `allow()` is true at most once per interval; calls in between are dropped, not queued. */
export function useThrottle(intervalMs: number) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < intervalMs) return false;
    last.current = now;
    return true;
  }, [intervalMs]);
}
