import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LoadMore } from './LoadMore';

/** A list loading its next page; `arrived()` is the page arriving (the providers stay). */
function renderLoadMore(loading: boolean, onLoad: () => void) {
  const view = renderWithProviders(<LoadMore loading={loading} onLoad={onLoad} />);
  return { arrived: () => view.rerender(<LoadMore loading={false} onLoad={onLoad} />) };
}

/** Places every element's box at `top` (happy-dom lays nothing out; the observer is absent, so the
 *  sentinel always counts as seen and only the measurement decides). */
function boxesAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 100, height: 60 }),
  );
}

describe('LoadMore', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the next page once the one before has arrived and the sentinel is still in view', () => {
    boxesAt(100);
    const onLoad = vi.fn();
    const list = renderLoadMore(true, onLoad);
    expect(onLoad).not.toHaveBeenCalled();

    list.arrived();

    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('loads nothing more when the arrived page pushed the sentinel below the window', () => {
    boxesAt(window.innerHeight + 500);
    const onLoad = vi.fn();
    renderLoadMore(true, onLoad).arrived();

    expect(onLoad).not.toHaveBeenCalled();
    expect(screen.getByTestId('load-more')).toBeTruthy();
  });
});
