import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptSource,
  forgetLoadedImages,
  imageFailed,
  LAZY_IMAGE,
  ONE_ATTEMPT,
  rememberLoaded,
  wasLoaded,
} from '../lib/images/lazy-image';
import { LazyImage } from './LazyImage';

const renderImage = (src: string, attempts?: number) =>
  render(
    <MantineProvider env="test">
      <LazyImage src={src} alt="Dragon Warriors" attempts={attempts} />
    </MantineProvider>,
  );

describe('lazy image', () => {
  beforeEach(() => forgetLoadedImages());

  it('tries 3 times with fresh sources, then shows the fallback icon', () => {
    renderImage('/cdn/images/JL0001.svg');

    const sources: string[] = [];
    for (let attempt = 1; attempt <= LAZY_IMAGE.attempts; attempt++) {
      const img = screen.getByRole('img', { name: 'Dragon Warriors' }) as HTMLImageElement;
      sources.push(img.getAttribute('src') ?? '');
      expect(screen.queryByTestId('image-fallback')).toBeNull();
      fireEvent.error(img);
    }

    expect(sources).toEqual([
      '/cdn/images/JL0001.svg',
      '/cdn/images/JL0001.svg?retry=1',
      '/cdn/images/JL0001.svg?retry=2',
    ]);
    expect(screen.queryByRole('img', { name: 'Dragon Warriors' })).toBeNull();
    expect(screen.getByTestId('image-fallback')).toBeTruthy();
  });

  it('stops retrying once an attempt loads, and remembers the source', () => {
    renderImage('/cdn/a.svg?t=1');
    fireEvent.error(screen.getByRole('img'));
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/cdn/a.svg?t=1&retry=1');

    fireEvent.load(img);

    expect(screen.queryByTestId('image-fallback')).toBeNull();
    expect(wasLoaded('/cdn/a.svg?t=1')).toBe(true);
  });

  it('counts attempts as the spec says and keeps only the last 200 sources', () => {
    let state = imageFailed({ status: 'loading', attempt: 1 });
    expect(state).toEqual({ status: 'loading', attempt: 2 });
    state = imageFailed(imageFailed(state));
    expect(state).toEqual({ status: 'failed' });
    expect(attemptSource('/x.svg', 1)).toBe('/x.svg');

    for (let i = 0; i <= LAZY_IMAGE.cache; i++) rememberLoaded(`/img/${i}.svg`);
    expect(wasLoaded('/img/0.svg')).toBe(false);
    expect(wasLoaded(`/img/${LAZY_IMAGE.cache}.svg`)).toBe(true);
  });

  it('gives up after one attempt in its one-attempt variant', () => {
    renderImage('/cdn/images/JL0002.svg', ONE_ATTEMPT);

    fireEvent.error(screen.getByRole('img', { name: 'Dragon Warriors' }));

    expect(screen.queryByRole('img', { name: 'Dragon Warriors' })).toBeNull();
    expect(screen.getByTestId('image-fallback')).toBeTruthy();
  });
});

describe('lazy image near the viewport', () => {
  /** An IntersectionObserver the test drives: `report(true)` says the element came into view. */
  let report: (visible: boolean) => void = () => {};
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {
      report = (visible) =>
        this.callback(
          [{ isIntersecting: visible } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    observe() {}
    disconnect() {}
  }

  beforeEach(() => {
    forgetLoadedImages();
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads once in view, the observer read at most every 200 ms', () => {
    renderImage('/cdn/images/JL0003.svg');
    expect(screen.queryByRole('img')).toBeNull();

    // a scroll past: out of view at once, then in view within the same 200 ms
    act(() => report(false));
    act(() => report(true));
    expect(screen.queryByRole('img')).toBeNull();

    act(() => vi.advanceTimersByTime(LAZY_IMAGE.throttleMs));
    expect(screen.getByRole('img', { name: 'Dragon Warriors' })).toBeTruthy();
  });
});
