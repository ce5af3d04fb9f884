// The boot call's address (platform-spec.md section 7: the real front end always sends the current
// host), shared by its query (site-status.ts) and its early sending (boot/early-calls.ts).
import type { WireCall } from '../../api/wire-headers';

let pageHost = (): string => window.location.host;

/** The server's prerender of a page (prerender/landing.tsx) has no window: the host it was asked on. */
export function setPageHost(host: string): void {
  pageHost = () => host;
}

export function statusCall(): WireCall {
  return { path: '/wps/system/status', query: { url: pageHost() } };
}
