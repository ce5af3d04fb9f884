// The catalogue's fixed lists and sizes, apart from the relay schemas (gcsgame.ts) so code that only
// needs them (the site's first screen) does not load zod.

export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
  'JACKPOT',
  'MINI',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Platform-spec.md section 9: the 15 live classifications, in the order the lobby shows them. */
export const LIVE_CLASSIFICATIONS = [
  'BAC',
  'SIC',
  'ROU',
  'DAT',
  'BJ',
  'HE',
  'MT',
  'TCP',
  'WZPJ',
  'SD',
  'FT',
  'NN',
  'YSX',
  'ZJH',
  'MJ',
] as const;
export type LiveClassification = (typeof LIVE_CLASSIFICATIONS)[number];

/**
 * App config 76619 (endpoint-registry.md A): vendors the site takes out of their lane into a pseudo
 * lane of their own (e-sports apart from sports, Spribe and Smartsoft apart from slots, cockfight).
 */
export const VENDOR_GROUPS = {
  esportGames: ['IMES', 'TF', 'IA'],
  SPBGames: ['SPB', 'SS'],
  cockfightGames: ['SV3'],
} as const;
export type VendorGroupKey = keyof typeof VENDOR_GROUPS;

/** GCSGAME_gameList's page size without one, and its largest (DEMO asks for 3000). */
export const GAME_LIST_DEFAULT_PAGE_SIZE = 24;
export const GAME_LIST_MAX_PAGE_SIZE = 3000;
