// GCS_gameLaunchFB: the fallback launch the desktop app calls without its token flag (endpoint-registry.md
// A eGame.gameLaunchFB). With a live session it is the member's launch (launch.ts launchGame, launchMode
// defaulting to the fallback's own, FB); without one it is a visitor's free trial of the game (launchTrial),
// so a game opens either way when the app's first launch call did not.
import type { LaunchQuery } from '@sim/shared/wps/game';
import type { SessionMember } from '../accounts/sessions.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { type LaunchDeps, launchGame, launchTrial } from './launch.ts';

export const FALLBACK_LAUNCH_MODE = 'FB';

export function launchFallback(
  deps: LaunchDeps,
  merchant: MerchantProfile,
  member: Pick<SessionMember, 'memberId' | 'token' | 'type'> | null,
  query: LaunchQuery,
  origin: string,
  language: string,
) {
  if (!member) return launchTrial(deps, merchant, query, origin, language);
  return launchGame(
    deps,
    merchant,
    member,
    { ...query, launchMode: query.launchMode ?? FALLBACK_LAUNCH_MODE },
    origin,
    language,
  );
}
