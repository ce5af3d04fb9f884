// The landing page's data calls: what its first render reads besides the boot call (the header's
// vendor lanes too). The inline boot
// script sends them early (early-calls.ts); the server's prerender of the page (prerender/landing.tsx)
// answers them itself.
import type { Language } from '@sim/shared/languages';
import type { WireCall } from '../api/wire-headers';
import { hotGamesCall } from '../features/games/hot-games-call';
import { LANES_CALL } from '../features/games/lanes-call';
import { JACKPOT_CALL } from '../features/jackpot/jackpot-call';
import { ANNOUNCEMENTS_CALL } from '../features/notices/announcements-call';

export const landingCalls = (language: Language): WireCall[] => [
  JACKPOT_CALL,
  ANNOUNCEMENTS_CALL,
  hotGamesCall(language),
  // the header's vendor menus
  LANES_CALL,
];
