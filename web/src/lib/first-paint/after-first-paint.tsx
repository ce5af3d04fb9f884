import type { ReactNode } from 'react';
import { useFirstPaintDone } from './use-first-paint-done';

/** What needs not be in the first screen's one long render (below the fold), rendered once it has painted. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useFirstPaintDone() ? children : null;
}
