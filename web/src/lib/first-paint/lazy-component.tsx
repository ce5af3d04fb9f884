// A component that lives in a chunk of its own, kept out of the site's first load.
import { type ComponentType, lazy } from 'react';
import { withChunkTimeout } from './chunk-timeout';

type Loaded<Module, Name extends keyof Module> =
  Module[Name] extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * `Module[name]`, fetched on first render (under a Suspense boundary) or by `preload()`. Once its
 * module has arrived it renders directly: a preloaded modal or page opens without a Suspense frame,
 * and tests that preload render it at once, as before it was split off. A chunk that has not arrived
 * in 120 s fails (chunk-timeout.ts) and is fetched again on the next try.
 */
export function lazyComponent<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  type Component = Loaded<Module, Name>;
  let loaded: Component | undefined;
  let pending: Promise<Component> | undefined;
  const fetchOnce = () => {
    pending ??= withChunkTimeout(load()).then(
      (module) => {
        loaded = module[name] as Component;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk is fetched again next time
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await fetchOnce() }));
  const Split = ((props: object) => {
    const Shown = (loaded ?? Lazy) as ComponentType<object>;
    return <Shown {...props} />;
  }) as Component;
  return Object.assign(Split, {
    /** fetches the chunk ahead of the first render; resolves once it can render at once */
    preload: (): Promise<void> => fetchOnce().then(() => undefined),
  });
}
