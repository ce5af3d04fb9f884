import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdChecksUntilPainted, markFirstPainted } from '../../api/first-paint';
import { useFirstPaintDone } from './use-first-paint-done';

describe('useFirstPaintDone', () => {
  afterEach(() => markFirstPainted());

  it('is true at once when no first paint is pending', () => {
    const { result } = renderHook(() => useFirstPaintDone());
    expect(result.current).toBe(true);
  });

  it('waits for the first paint while it is pending', async () => {
    holdChecksUntilPainted();
    const { result } = renderHook(() => useFirstPaintDone());
    expect(result.current).toBe(false);
    await act(async () => markFirstPainted());
    expect(result.current).toBe(true);
  });
});
