import { useCallback, useEffect, useRef, useState } from 'react';

export interface InViewOptions {
  rootMargin?: string;
  threshold?: number;
  /** stop watching once the element has been seen (lazy images) */
  once?: boolean;
}

/**
 * Whether an element is in (or near) the viewport, through IntersectionObserver. Without the API
 * (old browsers, happy-dom) everything counts as visible, so content still loads.
 */
export function useInView<T extends Element>({
  rootMargin = '0px',
  threshold = 0,
  once = false,
}: InViewOptions = {}) {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [inView, setInView] = useState(!supported);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !supported) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          const visible = entries.some((entry) => entry.isIntersecting);
          setInView(visible);
          if (visible && once) observer.current?.disconnect();
        },
        { rootMargin, threshold },
      );
      observer.current.observe(element);
    },
    [rootMargin, threshold, once, supported],
  );

  useEffect(() => () => observer.current?.disconnect(), []);

  return { ref, inView };
}
