import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

export type SpinPhase = 'idle' | 'armed' | 'rolling' | 'landed';

/**
 * A spin's timeline: `armed` when a new outcome arrives (the start position is painted), `rolling`
 * (the CSS transition runs to the outcome), then `landed`. Someone who asks for less motion
 * (prefers-reduced-motion) lands at once. A timer ends the roll rather than transitionend, which a
 * background tab or a test without layout never fires.
 */
export function useLanding(spinKey: string | null, durationMs: number, onLanded: () => void) {
  const reduced = useReducedMotion() ?? false;
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const landed = useRef(onLanded);
  landed.current = onLanded;

  useEffect(() => {
    if (spinKey === null) {
      setPhase('idle');
      return;
    }
    if (reduced) {
      setPhase('landed');
      landed.current();
      return;
    }
    setPhase('armed');
    // two frames: the browser paints the start position before the transition to the outcome begins
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPhase('rolling'));
    });
    const timer = setTimeout(() => {
      setPhase('landed');
      landed.current();
    }, durationMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [spinKey, durationMs, reduced]);

  return { phase, reduced };
}
