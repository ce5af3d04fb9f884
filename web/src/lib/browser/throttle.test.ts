import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and folds the calls of the next 200 ms into one, with the last arguments', () => {
    const seen: boolean[] = [];
    const apply = throttle((visible: boolean) => seen.push(visible), 200);

    apply(true);
    apply(false);
    apply(true);
    expect(seen).toEqual([true]);

    vi.advanceTimersByTime(199);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, true]);
  });

  it('runs at once again once the interval has passed', () => {
    const seen: number[] = [];
    const apply = throttle((n: number) => seen.push(n), 200);

    apply(1);
    vi.advanceTimersByTime(250);
    apply(2);

    expect(seen).toEqual([1, 2]);
  });

  it('drops the trailing call when cancelled (the component left)', () => {
    const seen: number[] = [];
    const apply = throttle((n: number) => seen.push(n), 200);
    apply(1);
    apply(2);

    apply.cancel();
    vi.advanceTimersByTime(500);

    expect(seen).toEqual([1]);
  });
});
