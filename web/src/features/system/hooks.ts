import { type SystemStatus, systemStatusSchema } from '@sim/shared/wps/system';
import { useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';

/** QA flips maintenance while a page is open; the site notices within this interval. */
export const STATUS_POLL_MS = 30_000;

export const systemStatusKey = ['system', 'status'] as const;

export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusKey,
    // the real front end always sends the current host (platform-spec.md section 7)
    queryFn: () =>
      wireGet('/wps/system/status', systemStatusSchema, { query: { url: window.location.host } }),
    refetchInterval: STATUS_POLL_MS,
    // every header part reads the status: a fresh mount must not refetch what the poll keeps fresh
    staleTime: STATUS_POLL_MS,
  });
}

/** Inside the site the status has loaded: the root screen renders nothing else before it. */
export function useSiteStatus(): SystemStatus {
  const { data } = useSystemStatus();
  if (!data) throw new Error('The site renders only after /wps/system/status has loaded');
  return data;
}

export function useBrandConfig() {
  return useSiteStatus().info.config;
}
