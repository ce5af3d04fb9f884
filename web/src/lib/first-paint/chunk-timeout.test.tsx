import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout } from './chunk-timeout';
import { lazyComponent } from './lazy-component';

class Boundary extends Component<{ children: ReactNode }, { failed: unknown }> {
  override state = { failed: null as unknown };
  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }
  override render() {
    const { failed } = this.state;
    return failed ? <p data-testid="failed">{(failed as Error).name}</p> : this.props.children;
  }
}

const Page = () => <p data-testid="page">page</p>;

describe('the 120 s script-chunk time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the spec’s 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('lets a chunk that arrives in time through, and fails one that does not', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');

    const never = withChunkTimeout(new Promise<never>(() => {}));
    const outcome = expect(never).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await outcome;
  });

  it('does not fail a chunk still loading at 119.9 s', async () => {
    let settled = false;
    void withChunkTimeout(new Promise<never>(() => {})).catch(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
  });

  it('shows the error UI for a lazy page whose chunk hangs, and fetches it again on the next try', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? new Promise<{ Page: typeof Page }>(() => {}) : Promise.resolve({ Page });
    };
    const LazyPage = lazyComponent(load, 'Page');
    render(
      <Boundary>
        <Suspense fallback={<p data-testid="waiting" />}>
          <LazyPage />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByTestId('waiting')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS));

    expect(screen.getByTestId('failed').textContent).toBe('ChunkTimeoutError');
    await LazyPage.preload();
    expect(calls).toBe(2);
  });
});
