import { useQuery } from '@tanstack/react-query';

interface CustomerServiceEntry {
  path: string;
}

/**
 * The first entry's path is DES ciphertext with its key as the last 8 characters (APP
 * `setCustomerService`). Opened ahead of the click, so the popup opens inside the user's gesture.
 */
export function useCustomerServiceUrl(entries: readonly CustomerServiceEntry[]) {
  const sealed = entries[0]?.path ?? null;
  return useQuery({
    queryKey: ['customer-service', sealed],
    queryFn: async () => (sealed ? openCustomerServicePath(sealed) : null),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

async function openCustomerServicePath(sealed: string): Promise<string | null> {
  const { openWithTrailingKey } = await import('@sim/shared/wire-crypto');
  try {
    // the simulator seeds a same-origin path; real merchants send absolute chat URLs
    const url = new URL(openWithTrailingKey(sealed).trim(), window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
