// The vendor lanes' call (GCSGAME_newGameVendor), shared by its query (hooks.ts) and the early boot
// calls: the header's vendor menus read it, so the landing page asks for it with its own data.
import type { WireCall } from '../../api/wire-headers';
import { CLIENT } from './client';

export const LANES_CALL: WireCall = {
  path: '/wps/relay/GCSGAME_newGameVendor',
  query: { platform: CLIENT.platform },
};
