import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from '../../../lib/use-in-view';

/** Spec section 9, infinite scroll: throttle 200 ms, distance 0 (load when the end comes into view). */
export const INFINITE_SCROLL = { throttleMs: 200, distance: 0 } as const;

interface LoadMoreProps {
  loading: boolean;
  onLoad: () => void;
}

/** The sentinel under a list: loads the next page as it scrolls into view, or when pressed. */
export function LoadMore({ loading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  const { ref, inView } = useInView<HTMLDivElement>({ rootMargin: `${INFINITE_SCROLL.distance}px` });
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const lastLoad = useRef(0);

  // still in view after a page arrived (a tall window): load again, at most every 200 ms
  useEffect(() => {
    if (!inView || loading) return;
    const fire = () => {
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
