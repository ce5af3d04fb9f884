// The image captcha (GET /wps/captcha) that login and registration ask for: single-use, refreshed on
// a click at most once a second, and at once by the site itself after a failed attempt.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet } from '../../api/wire';

const sessionSchemas = lazySchemas(() => import('@sim/shared/wps/session'));

/** Spec section 5: the captcha image refreshes at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

export function useCaptchaImage(enabled: boolean) {
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: () => wireGet('/wps/captcha', sessionSchemas.captchaValueSchema, { query: { t: Date.now() } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const lastRefresh = useRef(0);
  const { refetch } = query;

  /** `force` is for the site itself: a captcha is single-use, so a failed login needs a new one. */
  const refresh = useCallback(
    (force = false) => {
      const now = Date.now();
      if (!force && now - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
      lastRefresh.current = now;
      void refetch();
    },
    [refetch],
  );

  return { image: query.data, loading: query.isFetching, refresh };
}

export type CaptchaImage = ReturnType<typeof useCaptchaImage>;
