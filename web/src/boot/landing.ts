/** `/` and `/index`: the landing page, whose chunk and data are fetched ahead of the first render
 *  (boot/early-calls.ts, main.tsx). */
export function onLandingPage(): boolean {
  return window.location.pathname === '/' || window.location.pathname === '/index';
}
