// The popular games' call, shared by its query (hooks.ts) and the early boot calls.
import type { Language } from '@sim/shared/languages';
import type { WireCall } from '../../api/wire-headers';
import { CLIENT } from './client';

export function hotGamesCall(language: Language): WireCall {
  return { path: '/wps/relay/GCSGAME_hotGamesV2', query: { platform: CLIENT.platform, language } };
}
