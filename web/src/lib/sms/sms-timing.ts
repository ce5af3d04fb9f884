// The SMS send button's clocks (platform-spec.md sections 4, 5 and 9): a countdown of
// expiredMinutes * 60 seconds after a code is sent, and login codes throttled to one request a second.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

export const LOGIN_CODE_THROTTLE_MS = 1000;
const TICK_MS = 1000;

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
