// Below-the-first-screen content that renders once the first screen has painted (main.tsx marks it):
// the first render, one long task on a busy machine, then paints the largest element sooner.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { paintPending } from '../../api/first-paint';

const painted = () => paintPending() === null;

// Whether this component is being hydrated: React reads a store's server snapshot while it hydrates.
// The store never changes; once hydrated, React renders the component once more (a cheap render: its
// state below holds), and the content then comes by the transition below.
const neverChanges = () => () => {};
const notHydrating = () => false;
const hydrating = () => true;

/**
 * True once the first screen has painted (at once when nothing holds it, as in tests). The server's
 * prerender holds it too, and the browser's hydration of the prerendered markup (however late a part
 * of it hydrates, after the paint) renders what the server did, without the rest. The rest comes as a
 * transition, which React renders in slices between which the page takes input: an external store's
 * update (useSyncExternalStore) is rendered synchronously, in one task (0.1–0.7 s of the landing
 * page's sections on a phone, issue 44).
 */
export function useFirstPaintDone(): boolean {
  const isHydrating = useSyncExternalStore(neverChanges, notHydrating, hydrating);
  const [done, setDone] = useState(() => !isHydrating && painted());
  useEffect(() => {
    if (done) return;
    let live = true;
    const show = () => {
      if (live) startTransition(() => setDone(true));
    };
    const pending = paintPending();
    if (pending) void pending.then(show);
    else show();
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
