// Below-the-first-screen content that renders once the first screen has painted (main.tsx marks it):
// the first render, one long task on a busy machine, then paints the largest element sooner.
import { startTransition, useEffect, useState } from 'react';
import { paintPending } from '../api/first-paint';

/** True once the first screen has painted (at once when nothing holds it, as in tests). */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(() => paintPending() === null);
  useEffect(() => {
    const pending = paintPending();
    if (!pending) {
      setDone(true);
      return;
    }
    let mounted = true;
    void pending.then(() => {
      if (mounted) startTransition(() => setDone(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return done;
}
