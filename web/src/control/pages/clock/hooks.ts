import { useEffect, useState } from 'react';
import { trpc } from '../../api';
import { S } from '../../strings';

/** The simulated clock, re-read every few seconds (a scenario or a script may move it). */
export function useClock() {
  return trpc.clock.get.useQuery(undefined, { refetchInterval: 5000 });
}

/** The simulated now, ticking between reads while the clock runs. */
export function useTickingNow(): { now: Date; frozen: boolean } | undefined {
  const { data, dataUpdatedAt } = useClock();
  const [, tick] = useState(0);
  useEffect(() => {
    if (!data || data.frozen) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [data]);
  if (!data) return undefined;
  const base = new Date(data.now).getTime();
  return { now: new Date(data.frozen ? base : base + (Date.now() - dataUpdatedAt)), frozen: data.frozen };
}

/** Every clock change: the clock itself and whatever shows time-dependent state is read again. */
export function useClockMutations() {
  const utils = trpc.useUtils();
  const onSuccess = () => utils.invalidate();
  return {
    freeze: trpc.clock.freeze.useMutation({ onSuccess, meta: { success: S.clock.frozenDone } }),
    resume: trpc.clock.resume.useMutation({ onSuccess, meta: { success: S.clock.resumed } }),
    advance: trpc.clock.advance.useMutation({ onSuccess, meta: { success: S.clock.moved } }),
    set: trpc.clock.set.useMutation({ onSuccess, meta: { success: S.clock.moved } }),
    reset: trpc.clock.reset.useMutation({ onSuccess, meta: { success: S.clock.resetDone } }),
  };
}
