// Launching games (wire-contract.md 4.10): the member's launch, the visitor's free trial, and the
// launch of a lottery into an embedded frame. Every answer is `value.content.game_url`.
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet } from '../../api/wire';
import { currentLanguage } from '../../i18n';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import { launchUrl } from '../../lib/site-status/cdn-hosts';
import { CLIENT } from '../games/client';
import type { GameEntry } from '../games/game-entry';

const gameSchemas = lazySchemas(() => import('@sim/shared/wps/game'));

/** Spec section 3, launch request: real-money wallet, no transfer confirmation, GLS mode. */
export const LAUNCH_DEFAULTS = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', ...CLIENT } as const;

export type Launchable = Pick<GameEntry, 'nodeId' | 'gameId' | 'vassalage'>;

export function launchQuery(game: Launchable, roomId?: string) {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId || undefined,
    vassalage: game.vassalage,
    roomId,
    ...LAUNCH_DEFAULTS,
    language: currentLanguage(),
  };
}

export async function fetchLaunchUrl(game: Launchable, roomId?: string): Promise<string> {
  const value = await wireGet('/wps/game/launchGame', gameSchemas.launchResponseSchema, {
    auth: true,
    query: launchQuery(game, roomId),
  });
  return launchUrl(value.content.game_url);
}

/** GCS_gameTrialLaunch: public, for games with supportPlay 0; play money only. */
export async function fetchTrialUrl(game: Pick<GameEntry, 'nodeId'>): Promise<string> {
  const value = await wireGet('/wps/relay/GCS_gameTrialLaunch', gameSchemas.launchResponseSchema, {
    query: { nodeId: game.nodeId, ...CLIENT, language: currentLanguage() },
  });
  return launchUrl(value.content.game_url);
}

export interface LaunchInput {
  game: Launchable;
  trial?: boolean;
  roomId?: string;
}

export function useLaunchGame() {
  return useMutation({
    mutationFn: ({ game, trial, roomId }: LaunchInput) =>
      trial ? fetchTrialUrl(game) : fetchLaunchUrl(game, roomId),
  });
}

/** A lottery page's embedded game: launched once per selection while a member is logged in. */
export function useEmbeddedLaunch(game: Launchable | null) {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'launch', String(game?.nodeId ?? '')),
    queryFn: () => fetchLaunchUrl(game as Launchable),
    enabled: token !== null && game !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
