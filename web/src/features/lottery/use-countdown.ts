// Countdowns on the simulator's clock: the near answer carries `serverTime`, so a clock QA moved or
// froze is followed; between answers the browser's clock ticks the seconds.
import { useEffect, useState } from 'react';

const SECOND = 1000;

/** Milliseconds until `target` (ms epoch, simulated), re-rendered every second; null without data. */
export function useServerCountdown(
  target: number | undefined,
  serverTime: number | undefined,
  receivedAt: number,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, []);
  if (target === undefined || serverTime === undefined) return null;
  return Math.max(0, target - (serverTime + (now - receivedAt)));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 2:05:09 past an hour, else 05:09. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / SECOND);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
