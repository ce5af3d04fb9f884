// GET VIS_getJackpot (public), shared by its query (hooks.ts) and the early boot calls.
import type { WireCall } from '../../api/wire-headers';

export const JACKPOT_CALL: WireCall = { path: '/wps/relay/VIS_getJackpot' };
