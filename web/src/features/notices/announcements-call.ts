// The announcements' call, shared by its query (hooks.ts) and the early boot calls.
import type { WireCall } from '../../api/wire-headers';

/** Spec section 9: announcement types B, PL, PU, PR; platform W; execution B. */
export const ANNOUNCEMENTS_CALL: WireCall = {
  path: '/wps/relay/MCSFE_getListAnnouncements',
  query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' },
};
