// The page-load mix: every REST call the site makes when a member loads the home page, opens the
// member centre, loads a game lobby (then pages on, searches, picks a vendor) and, for an agent, opens
// the agent centre's overview. Each request as the site sends it (web/src/api/wire.ts: Merchant,
// Language, Device and Content-Type on every call, the raw token in Authorization on token calls;
// the query strings of web/src/features/**/hooks.ts), read off the site and checked against what
// Chromium sent on each page. Members vary the language, the lobby, the vendor, the search and how far
// they page; their requests are interleaved, as many members' page loads arrive together.
import { CLIENT } from '../../web/src/features/games/client.ts';
import { batchRange, pageWindow } from '../../web/src/features/games/paging.ts';
import { presetRange } from '../../web/src/features/records/date-presets.ts';
import type { RequestVariant } from './load-generator.ts';

/** Each kind of call in the mix: one figure each when measured alone. */
export const MIX_KINDS = {
  status: 'GET /wps/system/status',
  jackpot: 'VIS_getJackpot',
  announcements: 'MCSFE_getListAnnouncements',
  hotGames: 'GCSGAME_hotGamesV2',
  memberInfo: 'GET /wps/member/info',
  balance: 'GET /wps/v2/wallets/balance',
  vendors: 'GCSGAME_newGameVendor',
  recentGames: 'GCS_recentGame',
  favouriteList: 'MCSFE_getFavoriteGamesList',
  favouriteIds: 'MCSFE_getFavoriteGames',
  winners: 'ODSFE2_getWinnerBoard',
  unreadCount: 'CSP_unreadCount',
  missions: 'MCSFE_getMissionSummaryDetails',
  withdrawalPassword: 'GET /wps/member/hasWithdrawalPassword',
  consolidated: 'GET /wps/member/info/funds/consolidated (agent)',
  teamOverview: 'GET /wps/report/teamOverview (agent)',
  gameList: 'GCSGAME_gameList: a lobby page',
  vendorPage: 'GCSGAME_gameList: a vendor',
  search: 'GCSGAME_gameList: a search',
  pvpRooms: 'GLS2_roomList',
  lotteryMenus: 'GET /lgw/games/game_menus',
  lotteryPopular: 'GET /lgw/games/popular',
  lotteryDraws: 'GET /lotto/lgw/games/opened/numero',
  lotteryNear: 'GET /lgw/numeros/near',
  lotteryPlays: 'GET /lgw/games/plays',
  lotteryBets: 'GET /lgw/betting/orders',
} as const;
export type MixKind = keyof typeof MIX_KINDS;

export interface MixRequest extends RequestVariant {
  kind: MixKind;
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

export interface MixMember {
  username: string;
  token: string;
  agent: boolean;
}

/** What the lobbies offer, as the simulator's catalogue says (mix-catalogue.ts). */
export interface MixCatalogue {
  /** open vendors by game type (GCSGAME_newGameVendor's lanes) */
  vendors: Record<string, readonly string[]>;
  /** the lottery lobby's games, in menu order (/lgw/games/game_menus, prize mode ZY) */
  lotteries: readonly { gameId: number; gameCode: string }[];
}

export interface MixInputs {
  members: readonly MixMember[];
  catalogue: MixCatalogue;
  merchant: string;
  /** the page's host: the status call sends it (web/src/lib/site-status/status-call.ts) */
  host: string;
  /** the server's clock: the agent overview asks for the last seven days */
  now: number;
}

/** The lobbies (web/src/features/games/lobbies.ts) by game type, and the lottery lobby. */
export const LOBBIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ESPORTS', 'ELOTT', 'LOTTERY'] as const;
const OTHER_LANGUAGES = ['CN', 'VI', 'TH', 'JA'] as const;
const SEARCHES = ['dragon', 'fortune', 'baccarat', 'roulette', 'king', 'gold', 'lucky', 'tiger', 'wild'];
/** how many batches of a lobby's list a member sees: the first, or one or two more ("load more") */
const MOST_BATCHES = 3;

/** Four in five members speak BN or EN, the fifth one of the other languages in turn. */
export function languageOf(index: number): string {
  if (index % 5 < 4) return index % 2 === 0 ? 'BN' : 'EN';
  return OTHER_LANGUAGES[Math.floor(index / 5) % OTHER_LANGUAGES.length]!;
}

/** What one member does: the language, the lobby and, there, the vendor, the search and the paging. */
export interface MemberPlan {
  language: string;
  lobby: (typeof LOBBIES)[number];
  vendor: string | undefined;
  search: string;
  /** batches of the lobby's list seen: the first, then "load more" */
  batches: number;
  lottery: MixCatalogue['lotteries'][number] | undefined;
}

/** The members take the lobbies in turn, and each lobby's vendors and lotteries in turn. */
export function planOf(index: number, catalogue: MixCatalogue): MemberPlan {
  const lobby = LOBBIES[index % LOBBIES.length]!;
  const turn = Math.floor(index / LOBBIES.length);
  const vendors = catalogue.vendors[lobby] ?? [];
  return {
    language: languageOf(index),
    lobby,
    vendor: vendors.length > 0 ? vendors[turn % vendors.length] : undefined,
    search: SEARCHES[index % SEARCHES.length]!,
    batches: 1 + (index % MOST_BATCHES),
    lottery: catalogue.lotteries[turn % Math.max(1, catalogue.lotteries.length)],
  };
}

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A member's requests: public ones (no token, as the early boot calls) and token calls. */
interface Senders {
  open: (kind: MixKind, path: string, query?: Query) => MixRequest;
  token: (kind: MixKind, path: string, query?: Query) => MixRequest;
}

function sendersOf(member: MixMember, language: string, merchant: string): Senders {
  const sender =
    (token: string | undefined) =>
    (kind: MixKind, path: string, query: Query = {}): MixRequest => ({
      kind,
      method: 'GET',
      path: withQuery(path, query),
      // web/src/api/wire-headers.ts
      headers: {
        Merchant: merchant,
        Language: language,
        Device: 'web',
        'Content-Type': 'application/json;charset=UTF-8',
        ...(token ? { Authorization: token } : {}),
      },
    });
  return { open: sender(undefined), token: sender(member.token) };
}

/** Every page load: the boot call, the header's session and balance, the vendor lanes. */
function pageLoad({ open, token }: Senders, host: string): MixRequest[] {
  return [
    open('status', '/wps/system/status', { url: host }),
    token('memberInfo', '/wps/member/info'),
    token('balance', '/wps/v2/wallets/balance', { typeId: 0 }),
    open('vendors', '/wps/relay/GCSGAME_newGameVendor', { platform: CLIENT.platform }),
  ];
}

/** /index for a member, then the member centre's first page and, for an agent, the agent centre's. */
function homePage(senders: Senders, plan: MemberPlan, member: MixMember, inputs: MixInputs): MixRequest[] {
  const { open, token } = senders;
  const [status, memberInfo, balance, vendors] = pageLoad(senders, inputs.host) as [
    MixRequest,
    MixRequest,
    MixRequest,
    MixRequest,
  ];
  return [
    status,
    // the landing page's data, sent with the boot call (web/src/boot/landing-calls.ts)
    open('jackpot', '/wps/relay/VIS_getJackpot'),
    open('announcements', '/wps/relay/MCSFE_getListAnnouncements', {
      types: 'B,PL,PU,PR',
      platform: 'W',
      execution: 'B',
    }),
    open('hotGames', '/wps/relay/GCSGAME_hotGamesV2', { platform: CLIENT.platform, language: plan.language }),
    memberInfo,
    balance,
    vendors,
    token('recentGames', '/wps/relay/GCS_recentGame'),
    token('favouriteList', '/wps/relay/MCSFE_getFavoriteGamesList', { pageNo: 1, pageSize: 21 }),
    token('favouriteIds', '/wps/relay/MCSFE_getFavoriteGames'),
    open('lotteryDraws', '/lotto/lgw/games/opened/numero', { count: 100 }),
    open('winners', '/wps/relay/ODSFE2_getWinnerBoard', { limitNum: 10 }),
    // the list has the inbox's unread count; the site itself reads it off the balance answer
    token('unreadCount', '/wps/relay/CSP_unreadCount'),
    // the member centre opens on securityCenter (its mission badge asks too)
    token('missions', '/wps/relay/MCSFE_getMissionSummaryDetails', { status: 'O', page: 1, size: 50 }),
    token('withdrawalPassword', '/wps/member/hasWithdrawalPassword'),
    // the agent centre opens on its overview of the last seven days (records/use-range-filter.ts)
    ...(member.agent
      ? [
          token('consolidated', '/wps/member/info/funds/consolidated'),
          token('teamOverview', '/wps/report/teamOverview', { ...presetRange('previous7', inputs.now) }),
        ]
      : []),
  ];
}

/** /rng, /live ... (Games.page.tsx): loaded, more of the list, a search, a vendor's tab. */
function gamesLobby(senders: Senders, plan: MemberPlan, host: string): MixRequest[] {
  const { open, token } = senders;
  const gameType = plan.lobby;
  // its filters, then the client, the page and the language (fetchGameBatch in games/hooks.ts)
  const list = (kind: MixKind, filters: Query, batch = 0) => {
    const { pageNo, pageSize } = pageWindow(batchRange(batch));
    return open(kind, '/wps/relay/GCSGAME_gameList', {
      gameType,
      ...filters,
      ...CLIENT,
      pageNo,
      pageSize,
      language: plan.language,
    });
  };
  const rooms = (query?: Query) =>
    gameType === 'PVP' ? [token('pvpRooms', '/wps/relay/GLS2_roomList', query)] : [];
  return [
    ...pageLoad(senders, host),
    ...rooms(),
    token('favouriteIds', '/wps/relay/MCSFE_getFavoriteGames'),
    ...Array.from({ length: plan.batches }, (_, batch) => list('gameList', {}, batch)),
    list('search', { gameName: plan.search }),
    ...(plan.vendor
      ? [...rooms({ vassalage: plan.vendor }), list('vendorPage', { vassalage: plan.vendor })]
      : []),
  ];
}

/** /lottery?gameCode= (Lottery.page.tsx): menus, popular lotteries, the game's panel and draws. */
function lotteryLobby(senders: Senders, plan: MemberPlan, host: string): MixRequest[] {
  const { open, token } = senders;
  const lobby = { prizeMode: 'ZY', device: 'WEB', language: plan.language };
  const game = plan.lottery;
  return [
    ...pageLoad(senders, host),
    open('lotteryPopular', '/lgw/games/popular', { count: 20, ...lobby }),
    open('lotteryDraws', '/lotto/lgw/games/opened/numero', { count: 10 }),
    open('lotteryMenus', '/lgw/games/game_menus', lobby),
    // the frame's game launch (/wps/game/launchGame) is left out: a launch, not a read
    ...(game
      ? [
          open('lotteryNear', '/lgw/numeros/near', { gameId: game.gameId }),
          open('lotteryPlays', '/lgw/games/plays', { gameId: game.gameId }),
          token('lotteryBets', '/lgw/betting/orders', { gameId: game.gameId, pageSize: 20 }),
          open('lotteryDraws', '/lotto/lgw/games/opened/numero', { count: 10, gameCode: game.gameCode }),
        ]
      : []),
  ];
}

/** One member's visit, in the order the site sends it: the home page (and centres), then a lobby. */
function visitOf(member: MixMember, index: number, inputs: MixInputs): MixRequest[] {
  const plan = planOf(index, inputs.catalogue);
  const senders = sendersOf(member, plan.language, inputs.merchant);
  const lobby = plan.lobby === 'LOTTERY' ? lotteryLobby : gamesLobby;
  return [...homePage(senders, plan, member, inputs), ...lobby(senders, plan, inputs.host)];
}

/** Every member's visit, interleaved: each member's first request, then each one's second ... */
export function buildMix(inputs: MixInputs): MixRequest[] {
  const visits = inputs.members.map((member, index) => visitOf(member, index, inputs));
  const longest = Math.max(0, ...visits.map((visit) => visit.length));
  return Array.from({ length: longest }, (_, step) => visits.flatMap((visit) => visit[step] ?? [])).flat();
}
