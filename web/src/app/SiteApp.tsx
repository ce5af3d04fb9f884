import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { markFirstPainted } from '../api/first-paint';
import { prerenderHydrated } from '../boot/prerender-fits';
import { preloadInlineLoginForm } from '../features/session/components/SessionArea';
import { Providers } from './providers';
import { RootScreen } from './RootScreen';

/** After the first commit's frame: the first screen has painted (a prerendered one is hydrated, but
 *  for the header's login form, whose chunk its hydration asked for). */
function FirstPaint() {
  useEffect(() => {
    // in a task of its own, not in the commit's: asking for the form's chunk appends a modulepreload
    // link per module it imports (Vite's preload), some 40 ms of the hydration's commit on a phone
    setTimeout(() => prerenderHydrated(preloadInlineLoginForm));
    requestAnimationFrame(() => setTimeout(markFirstPainted));
  }, []);
  return null;
}

/**
 * The whole site, as the browser mounts it (main.tsx) and the server prerenders its landing page
 * (prerender/landing.tsx): one tree, so the browser's first render matches the prerendered markup
 * it hydrates, element for element (React's ids follow the tree's shape).
 */
export function SiteApp({ queryClient, location }: { queryClient: QueryClient; location?: string }) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RootScreen location={location} />
        <FirstPaint />
      </Providers>
    </StrictMode>
  );
}
