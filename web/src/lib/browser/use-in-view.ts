import { useCallback, useEffect, useRef, useState } from 'react';
import { throttle } from './throttle';

export interface InViewOptions {
  rootMargin?: string;
  threshold?: number;
  /** stop watching once the element has been seen (lazy images) */
  once?: boolean;
  /** apply the observer's answers at most once per this many ms (the lazy image's 200) */
  throttleMs?: number;
}

/**
 * Whether an element is in (or near) the viewport, through IntersectionObserver. Without the API
 * (old browsers, happy-dom) everything counts as visible, so content still loads.
 */
export function useInView<T extends Element>({
  rootMargin = '0px',
  threshold = 0,
  once = false,
  throttleMs = 0,
}: InViewOptions = {}) {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [inView, setInView] = useState(!supported);
  const observer = useRef<IntersectionObserver | null>(null);
  const [apply] = useState(() => throttle((visible: boolean) => setInView(visible), throttleMs));

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !supported) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          const visible = entries.some((entry) => entry.isIntersecting);
          apply(visible);
          if (visible && once) observer.current?.disconnect();
        },
        { rootMargin, threshold },
      );
      observer.current.observe(element);
    },
    [rootMargin, threshold, once, supported, apply],
  );

  useEffect(
    () => () => {
      observer.current?.disconnect();
      apply.cancel();
    },
    [apply],
  );

  return { ref, inView };
}
