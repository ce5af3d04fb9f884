// The registration centre, team management and announcements (/wps/agent/*, shared/src/wps/agent.ts).
import { noValueSchema } from '@sim/shared/envelope';
import {
  type AffiliateUrl,
  affiliateUrlSchema,
  affiliateUrlsSchema,
  agentAnnouncementsSchema,
  type DownlineCreate,
  type DownlineTransfer,
  downlineRebatesSchema,
  downlineSchema,
  downlinesSchema,
  globalRebateSettingsSchema,
  type RebateRates,
  registeredAffiliatesSchema,
} from '@sim/shared/wps/agent';
import { orderSchema } from '@sim/shared/wps/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wireEncrypted, wireSend } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import type { DateRange } from '../records/date-presets';
import { RECORD_PAGE_SIZE } from '../records/hooks';
import { useMoneyMoved } from '../wallet/money-moved';
import { AGENT_SCOPE, useAgentQuery } from './report-hooks';

/** GET /wps/agent/registeredAffiliates: who joined the caller directly in the range */
export const useRegisteredAffiliates = (filter: DateRange & { pageNo: number }) =>
  useAgentQuery('/wps/agent/registeredAffiliates', registeredAffiliatesSchema, {
    ...filter,
    pageSize: RECORD_PAGE_SIZE,
  });

/** After a change in the team, every agent figure is read again. */
function useTeamChanged() {
  const queryClient = useQueryClient();
  const token = useToken();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey(token, AGENT_SCOPE) });
}

/** GET /wps/agent/announcements */
export const useAgentAnnouncements = () =>
  useAgentQuery('/wps/agent/announcements', agentAnnouncementsSchema);

export interface DownlineSearch {
  username?: string;
  pageNo: number;
}

/** GET /wps/agent/downlines: the team, searched by part of a username, paged. */
export const useDownlines = (search: DownlineSearch) =>
  useAgentQuery('/wps/agent/downlines', downlinesSchema, { ...search, pageSize: RECORD_PAGE_SIZE });

/** POST /wps/agent/downline, encrypted like a registration: a member or an agent under the caller. */
export function useCreateDownline() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (account: DownlineCreate) =>
      wireEncrypted('POST', '/wps/agent/downline', account, downlineSchema, { auth: true }),
    onSuccess: changed,
  });
}

/** PUT /wps/agent/promoteDownlineToAgent */
export function usePromoteDownline() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (username: string) =>
      wireSend('PUT', '/wps/agent/promoteDownlineToAgent', downlineSchema, { username }, { auth: true }),
    onSuccess: changed,
  });
}

/** PUT /wps/agent/transferDownline, encrypted: it carries the payment password; an order in the account record. */
export function useDownlineTransfer() {
  const changed = useTeamChanged();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (transfer: DownlineTransfer & { requestId: string }) =>
      wireEncrypted('PUT', '/wps/agent/transferDownline', transfer, orderSchema, { auth: true }),
    onSettled: () => Promise.all([changed(), moneyMoved()]),
  });
}

/** GET /wps/agent/affiliateUrls */
export const useAffiliateUrls = () => useAgentQuery('/wps/agent/affiliateUrls', affiliateUrlsSchema);

/** POST /wps/agent/affiliateUrl and DELETE /wps/agent/affiliateUrl?affiUrlId= */
export function useAffiliateUrlChanges() {
  const changed = useTeamChanged();
  return {
    create: useMutation({
      mutationFn: (domain: string) =>
        wireSend('POST', '/wps/agent/affiliateUrl', affiliateUrlSchema, { domain }, { auth: true }),
      onSuccess: changed,
    }),
    remove: useMutation({
      mutationFn: (url: AffiliateUrl) =>
        wireSend('DELETE', '/wps/agent/affiliateUrl', noValueSchema, undefined, {
          auth: true,
          query: { affiUrlId: url.affiUrlId },
        }),
      onSuccess: changed,
    }),
  };
}

/** GET /wps/agent/globalRebateSettings: the agent's own rates, the ceiling of its downline's. */
export const useGlobalRebates = () =>
  useAgentQuery('/wps/agent/globalRebateSettings', globalRebateSettingsSchema);

/** GET /wps/agent/downlineRebates?username= */
export const useDownlineRebates = (username: string) =>
  useAgentQuery('/wps/agent/downlineRebates', downlineRebatesSchema, { username }, username !== '');

/** PUT /wps/agent/downlineRebates */
export function useSaveDownlineRebates() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (update: { username: string; rates: RebateRates }) =>
      wireSend('PUT', '/wps/agent/downlineRebates', downlineRebatesSchema, update, { auth: true }),
    onSuccess: changed,
  });
}
