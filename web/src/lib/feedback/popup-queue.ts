// One popup at a time (issue 16): the notice popup, the first-login welcome and whatever comes next
// ask for a turn; the first in line shows, and closing it hands the turn to the next.
import { useEffect, useSyncExternalStore } from 'react';

interface Waiting {
  id: string;
  /** for imperative popups (a notification): called when their turn comes */
  show?: () => void;
}

const line: Waiting[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function requestPopupTurn(id: string, show?: () => void): void {
  if (line.some((waiting) => waiting.id === id)) return;
  line.push({ id, show });
  if (line.length === 1) show?.();
  emit();
}

export function releasePopupTurn(id: string): void {
  const index = line.findIndex((waiting) => waiting.id === id);
  if (index === -1) return;
  line.splice(index, 1);
  if (index === 0) line[0]?.show?.();
  emit();
}

/** Tests (web/src/test/site-state.ts): the empty line of a fresh page. */
export function emptyPopupLine(): void {
  line.length = 0;
  emit();
}

function currentPopup(): string | undefined {
  return line[0]?.id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For a popup component: true while `wanted` and it is this popup's turn. */
export function usePopupTurn(id: string, wanted: boolean): boolean {
  useEffect(() => {
    if (!wanted) return;
    requestPopupTurn(id);
    return () => releasePopupTurn(id);
  }, [id, wanted]);
  return useSyncExternalStore(subscribe, currentPopup) === id && wanted;
}
