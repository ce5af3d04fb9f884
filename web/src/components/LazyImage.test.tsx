import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  attemptSource,
  forgetLoadedImages,
  imageFailed,
  LAZY_IMAGE,
  rememberLoaded,
  wasLoaded,
} from '../lib/images/lazy-image';
import { LazyImage } from './LazyImage';

const renderImage = (src: string) =>
  render(
    <MantineProvider env="test">
      <LazyImage src={src} alt="Dragon Warriors" />
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
});
