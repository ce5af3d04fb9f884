// The first screen's paint, as main.tsx reports it: until then a boot answer may be used before its
// schema (and zod) has loaded, its check waiting for the paint (wire.ts, `checkAfterPaint`).
let release: (() => void) | null = null;
let painted: Promise<void> = Promise.resolve();

/** main.tsx, before the boot calls are read: the checks of the first screen's answers wait. */
export function holdChecksUntilPainted(): void {
  painted = new Promise<void>((resolve) => {
    release = resolve;
  });
}

export function markFirstPainted(): void {
  release?.();
  release = null;
}

/** Null once painted (or never held): answers are checked at once, as ever. */
export function paintPending(): Promise<void> | null {
  return release ? painted : null;
}
