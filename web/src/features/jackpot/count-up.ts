import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * Where a count-up stands `elapsedMs` into its `durationMs`: a steady climb from `from` to `to`, in
 * whole cents so the last digits tick like a jackpot meter. A pool that fell (it was won or reset)
 * shows its new amount at once: a meter never counts down.
 */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (to <= from || durationMs <= 0 || elapsedMs >= durationMs) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  return Math.floor((from + (to - from) * progress) * 100) / 100;
}

/**
 * The number to show for a `target` that changes now and then: each new target is counted up to over
 * `durationMs` (the time until the next one, so the meter keeps moving while the pool grows). The first
 * target and, for someone who asks for less motion, every target show as they are.
 */
export function useCountUp(target: number | undefined, durationMs: number): number | undefined {
  const reduced = useReducedMotion() ?? false;
  const [shown, setShown] = useState(target);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    const from = shownRef.current;
    if (target === undefined || from === undefined || reduced || target <= from) {
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    // performance.now() rather than the frame's timestamp: both are in one time base then
    const step = () => {
      const value = countUpValue(from, target, performance.now() - start, durationMs);
      setShown(value);
      if (value < target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduced]);

  return shown;
}
