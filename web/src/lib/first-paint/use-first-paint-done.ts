// Below-the-first-screen content that renders once the first screen has painted (main.tsx marks it):
// the first render, one long task on a busy machine, then paints the largest element sooner.
import { useSyncExternalStore } from 'react';
import { paintPending } from '../../api/first-paint';

function subscribe(onPainted: () => void): () => void {
  const pending = paintPending();
  let live = true;
  void pending?.then(() => {
    if (live) onPainted();
  });
  return () => {
    live = false;
  };
}

const painted = () => paintPending() === null;
/** The server's prerender renders the first screen before any paint, and the browser's hydration of
 *  it (however late a part of it hydrates) the same, before it shows the rest. */
const notYet = () => false;

/** True once the first screen has painted (at once when nothing holds it, as in tests). */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(subscribe, painted, notYet);
}
