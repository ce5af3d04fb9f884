import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdChecksUntilPainted, markFirstPainted } from '../../api/first-paint';
import { useFirstPaintDone } from './use-first-paint-done';

function Probe() {
  return <p>{useFirstPaintDone() ? 'shown' : 'held'}</p>;
}

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

  it('hydrates, after the paint, the markup the server rendered before it, then shows the rest', async () => {
    // the prerender renders with the paint held (prerender/landing.tsx)
    holdChecksUntilPainted();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('held');
    // the page's chunk (its Suspense boundary) may hydrate after the first screen has painted
    markFirstPainted();
    const mismatches: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('shown');
  });
});
