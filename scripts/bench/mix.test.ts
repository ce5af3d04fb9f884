import { describe, expect, it } from 'vitest';
import { buildMix, LOBBIES, languageOf, MIX_KINDS, type MixMember, type MixRequest, planOf } from './mix.ts';
import { keyOf } from './mix-capture.ts';

const catalogue = {
  vendors: {
    RNG: ['JL', 'PG', 'PP', 'JDB', 'CQ9'],
    LIVE: ['EG4', 'PPL', 'SA'],
    FISH: ['JLF', 'FCF'],
    SPORTS: ['SBO', 'IBC'],
    PVP: ['KM', 'V8'],
    ESPORTS: ['IMES'],
    ELOTT: ['GW', 'SGW'],
  },
  lotteries: [
    { gameId: 186445, gameCode: 'GW0001' },
    { gameId: 186446, gameCode: 'GW0002' },
  ],
};
const members: MixMember[] = Array.from({ length: 40 }, (_, index) => ({
  username: `m${index}`,
  token: `token-${index}`,
  agent: index % 10 === 0,
}));
const mix = buildMix({
  members,
  catalogue,
  merchant: 'sim001',
  host: '127.0.0.1:3000',
  now: Date.UTC(2026, 11, 6, 12),
});
const ofKind = (kind: keyof typeof MIX_KINDS) => mix.filter((request) => request.kind === kind);
const query = (request: MixRequest) => new URL(request.path, 'http://x').searchParams;

describe('the page-load mix', () => {
  it('holds every call of each page: home, member centre, agent overview, each kind of lobby', () => {
    expect(new Set(mix.map((request) => request.kind))).toEqual(new Set(Object.keys(MIX_KINDS)));
    // each member's home page and lobby page load: the status, the session and the balance twice
    expect(ofKind('status')).toHaveLength(2 * members.length);
    expect(ofKind('balance')).toHaveLength(2 * members.length);
    expect(ofKind('memberInfo')).toHaveLength(2 * members.length);
    expect(ofKind('missions')).toHaveLength(members.length);
    // the agent centre's overview for the agents only
    expect(ofKind('teamOverview').map((request) => request.headers.Authorization)).toEqual(
      members.filter((m) => m.agent).map((m) => m.token),
    );
    expect(ofKind('teamOverview')[0]!.path).toMatch(
      /^\/wps\/report\/teamOverview\?startDate=\d+&endDate=\d+$/,
    );
    expect(ofKind('lotteryMenus')[0]!.path).toMatch(
      /^\/lgw\/games\/game_menus\?prizeMode=ZY&device=WEB&language=/,
    );
    expect(ofKind('status')[0]!.path).toBe('/wps/system/status?url=127.0.0.1%3A3000');
  });

  it('sends the headers the site sends: the raw token on token calls only', () => {
    const [info] = ofKind('memberInfo');
    expect(info!.headers).toEqual({
      Merchant: 'sim001',
      Language: 'BN',
      Device: 'web',
      'Content-Type': 'application/json;charset=UTF-8',
      Authorization: 'token-0',
    });
    expect(ofKind('hotGames').every((request) => request.headers.Authorization === undefined)).toBe(true);
    expect(ofKind('balance').every((request) => request.headers.Authorization?.startsWith('token-'))).toBe(
      true,
    );
  });

  it("gives each member its own token and interleaves the members' visits", () => {
    const tokens = new Set(ofKind('memberInfo').map((request) => request.headers.Authorization));
    expect(tokens.size).toBe(members.length);
    // the first requests are every member's first: the status call, one per member
    expect(mix.slice(0, members.length).every((request) => request.kind === 'status')).toBe(true);
  });

  it('varies the game type, the vendor, the page, the search and the language', () => {
    const lists = [...ofKind('gameList'), ...ofKind('vendorPage'), ...ofKind('search')].map(query);
    expect(new Set(lists.map((q) => q.get('gameType')))).toEqual(
      new Set(LOBBIES.filter((l) => l !== 'LOTTERY')),
    );
    expect(
      new Set(ofKind('vendorPage').map((request) => query(request).get('vassalage'))).size,
    ).toBeGreaterThan(12);
    expect(new Set(ofKind('gameList').map((request) => query(request).get('pageNo')))).toEqual(
      new Set(['1', '2', '3']),
    );
    expect(new Set(ofKind('search').map((request) => query(request).get('gameName'))).size).toBeGreaterThan(
      5,
    );
    // the site's paging: 21 games first, then 18 more from the smallest page holding them (paging.ts)
    expect(ofKind('gameList').map((request) => query(request).get('pageSize'))).toContain('20');
    const languages = members.map((_, index) => languageOf(index));
    expect(languages.filter((language) => language === 'BN' || language === 'EN')).toHaveLength(32);
    expect(new Set(languages)).toEqual(new Set(['BN', 'EN', 'CN', 'VI', 'TH', 'JA']));
    expect(planOf(7, catalogue)).toMatchObject({ lobby: 'LOTTERY', lottery: { gameCode: 'GW0001' } });
    expect(planOf(15, catalogue)).toMatchObject({ lobby: 'LOTTERY', lottery: { gameCode: 'GW0002' } });
  });

  it('is a few hundred distinct requests for 40 members', () => {
    const distinct = new Set(mix.map(keyOf)).size;
    expect(distinct).toBeGreaterThan(300);
    expect(distinct).toBeLessThan(mix.length);
  });
});
