// The platform status (GET /wps/system/status) and what the site reads from it: brand config, feature
// flags, register rules, the simulated clock. Every feature reads it, so it sits below them in lib/.
import { flattenWhitelabel, type WhitelabelNode } from '@sim/shared/flags';
import type { SystemStatus } from '@sim/shared/wps/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet } from '../../api/wire';
import { askAgainIfRefused } from '../first-paint/ask-again-if-refused';
import type { RegisterRules } from '../form/field-rules';
import { setCdnLists } from './cdn-hosts';
import { statusCall } from './status-call';

const systemSchemas = lazySchemas(() => import('@sim/shared/wps/system'));

/** QA flips maintenance while a page is open; the site notices within this interval. */
export const STATUS_POLL_MS = 30_000;

export const systemStatusKey = ['system', 'status'] as const;

/** The boot call: main.tsx sends it before the first render, the root screen and every header part read it. */
export const systemStatusQuery = queryOptions({
  queryKey: systemStatusKey,
  queryFn: async (context) => {
    const { path, query } = statusCall();
    const status = await wireGet(path, systemSchemas.systemStatusSchema, {
      query,
      checkAfterPaint: askAgainIfRefused(context),
    });
    // image and launch hosts are picked here, the one place the lists arrive
    setCdnLists(status.info);
    return status;
  },
  refetchInterval: STATUS_POLL_MS,
  // every header part reads the status: a fresh mount must not refetch what the poll keeps fresh
  staleTime: STATUS_POLL_MS,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
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

/** The white-label tree as `{MODID: boolean}` (a child is on only under enabled parents). */
export function useFeatureFlags(): Readonly<Record<string, boolean>> {
  const { whitelabel } = useSiteStatus().info;
  return useMemo(() => flattenWhitelabel([whitelabel as WhitelabelNode]), [whitelabel]);
}

export function useFeatureFlag(modId: string): boolean {
  return useFeatureFlags()[modId] ?? false;
}

/** The merchant's register validators (`info.register`), used by every form with a rule-bound field. */
export function useRegisterRules(): RegisterRules {
  return useSiteStatus().info.register;
}

/**
 * "Now" on the simulator's clock: the status carries its time, so date presets follow a clock QA has
 * moved or frozen; a server that does not send it leaves the browser's clock.
 */
export function useServerNow(): () => number {
  const { data, dataUpdatedAt } = useSystemStatus();
  const offset = data?.serverTime === undefined ? 0 : data.serverTime - dataUpdatedAt;
  return useCallback(() => Date.now() + offset, [offset]);
}
