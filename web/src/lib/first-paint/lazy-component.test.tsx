import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">hello {name}</p>;
}
/** A component with state of its own, as a form is. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid="counter" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}
const greetingModule = { Greeting, Counter };
type GreetingModule = typeof greetingModule;

function deferredModule() {
  let resolve: (module: GreetingModule) => void = () => {};
  const promise = new Promise<GreetingModule>((r) => {
    resolve = r;
  });
  let calls = 0;
  const load = () => {
    calls += 1;
    return promise;
  };
  return { load, arrive: () => resolve(greetingModule), calls: () => calls };
}

describe('lazyComponent', () => {
  it('suspends until its chunk arrives, then renders it with its props', async () => {
    const chunk = deferredModule();
    const LazyGreeting = lazyComponent(chunk.load, 'Greeting');
    render(
      <Suspense fallback={<p data-testid="waiting" />}>
        <LazyGreeting name="Ana" />
      </Suspense>,
    );
    expect(screen.getByTestId('waiting')).toBeTruthy();

    chunk.arrive();

    expect((await screen.findByTestId('greeting')).textContent).toBe('hello Ana');
  });

  it('renders at once, without a Suspense frame, once preloaded; the chunk is fetched once', async () => {
    const chunk = deferredModule();
    const LazyGreeting = lazyComponent(chunk.load, 'Greeting');
    const preloading = LazyGreeting.preload();
    chunk.arrive();
    await preloading;

    render(
      <Suspense fallback={<p data-testid="waiting" />}>
        <LazyGreeting name="Bo" />
      </Suspense>,
    );

    expect(screen.getByTestId('greeting').textContent).toBe('hello Bo');
    expect(screen.queryByTestId('waiting')).toBeNull();
    await LazyGreeting.preload();
    expect(chunk.calls()).toBe(1);
  });

  it('keeps its state when its parent renders again after the chunk arrived', async () => {
    const chunk = deferredModule();
    const LazyCounter = lazyComponent(chunk.load, 'Counter');
    const page = (label: string) => (
      <Suspense fallback={<p data-testid="waiting" />}>
        <LazyCounter label={label} />
      </Suspense>
    );
    const { rerender } = render(page('clicks'));
    chunk.arrive();
    fireEvent.click(await screen.findByTestId('counter'));
    expect(screen.getByTestId('counter').textContent).toBe('clicks 1');

    rerender(page('taps'));

    expect(screen.getByTestId('counter').textContent).toBe('taps 1');
  });

  it('fetches a failed chunk again', async () => {
    let attempts = 0;
    const LazyGreeting = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return greetingModule;
    }, 'Greeting');

    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    await LazyGreeting.preload();

    expect(attempts).toBe(2);
  });
});
