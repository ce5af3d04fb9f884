import { Button, Center } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from '../../../lib/browser/use-in-view';

/** Spec section 9, infinite scroll: throttle 200 ms, distance 0 (load when the end comes into view). */
export const INFINITE_SCROLL = { throttleMs: 200, distance: 0 } as const;

/**
 * Whether the sentinel is in view now, measured. The observer reports a frame late: right after a
 * page has arrived its last report may be from before the new rows pushed the sentinel down, and a
 * second page loaded that nobody scrolled to (seen in a browser test on a busy machine).
 */
function inViewNow(element: Element | null): boolean {
  if (!element) return false;
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight + INFINITE_SCROLL.distance && bottom > -INFINITE_SCROLL.distance;
}

interface LoadMoreProps {
  loading: boolean;
  onLoad: () => void;
}

/** The sentinel under a list: loads the next page as it scrolls into view, or when pressed. */
export function LoadMore({ loading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  const { ref: observe, inView } = useInView<HTMLDivElement>({
    rootMargin: `${INFINITE_SCROLL.distance}px`,
  });
  const sentinel = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      sentinel.current = element;
      observe(element);
    },
    [observe],
  );
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const lastLoad = useRef(0);

  // still in view after a page arrived (a tall window): load again, at most every 200 ms
  useEffect(() => {
    if (!inView || loading) return;
    const fire = () => {
      if (!inViewNow(sentinel.current)) return;
      lastLoad.current = Date.now();
      onLoadRef.current();
    };
    const wait = lastLoad.current + INFINITE_SCROLL.throttleMs - Date.now();
    if (wait <= 0) {
      fire();
      return;
    }
    const timer = setTimeout(fire, wait);
    return () => clearTimeout(timer);
  }, [inView, loading]);

  return (
    <Center ref={ref} py="md">
      <Button variant="subtle" loading={loading} onClick={onLoad} data-testid="load-more">
        {t('games.loadMore')}
      </Button>
    </Center>
  );
}
