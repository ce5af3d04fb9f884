// The calls the bench loads, as the site and the game provider make them.
import { encryptPayload } from '@sim/shared/wire-crypto';
import type { Call } from './measure-call.ts';

export const MERCHANT = 'sim001';
const SITE_HEADERS = { merchant: MERCHANT, language: 'EN' };

const get = (id: string, group: string, label: string, path: string, token?: string): Call => ({
  id,
  label,
  group,
  method: 'GET',
  path,
  variants: [{ headers: token ? { ...SITE_HEADERS, authorization: token } : SITE_HEADERS }],
});

/** The first call of every page load. */
export const statusCall = get(
  'status',
  'status',
  'GET /wps/system/status',
  '/wps/system/status?url=localhost',
);

export const gameListCalls: Call[] = [
  get(
    'games.search',
    'games',
    'gameList: search "dragon"',
    '/wps/relay/GCSGAME_gameList?gameName=dragon&pageNo=1&pageSize=24&platform=html5-desktop&clientType=3',
  ),
  get(
    'games.paging',
    'games',
    'gameList: RNG/PG page 3',
    '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=3&pageSize=21',
  ),
  get(
    'games.page3000',
    'games',
    'gameList: a 3000-item page',
    '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=3000',
  ),
];

/** A token read the site polls on every page, and the account record. */
export function tokenCalls(token: string): Call[] {
  return [
    get(
      'token.balance',
      'token',
      'GET /wps/v2/wallets/balance (token)',
      '/wps/v2/wallets/balance?typeId=0',
      token,
    ),
    get('account.info', 'token', 'GET /wps/member/info (token)', '/wps/member/info', token),
  ];
}

/** The site's login: DES body, RSA-sealed key; a handful of differently sealed copies, taken in turn. */
export function loginCall(username: string, password: string, modulusHex: string, copies = 16): Call {
  const payload = {
    loginDeviceId: 'bench-device-0001',
    isOfficialAppLogin: false,
    type: 'username',
    isSms: false,
    username,
    password,
    captcha: '',
  };
  return {
    id: 'login',
    label: 'POST /wps/session/login (RSA+DES)',
    group: 'login',
    method: 'POST',
    path: '/wps/session/login',
    variants: Array.from({ length: copies }, () => {
      const { rsa, des } = encryptPayload(payload, modulusHex);
      return {
        headers: {
          ...SITE_HEADERS,
          'content-type': 'application/json',
          encryption: rsa,
          'x-digest': des,
          'x-rsa': modulusHex,
        },
        body: JSON.stringify({ value: des }),
      };
    }),
  };
}

/** A slot round (stake and settle through the ledger), a new roundId each, members taken in turn. */
export function roundCall(providerTokens: string[], stake: number): Call {
  return {
    id: 'round',
    label: 'game round: POST /provider/api/round',
    group: 'round',
    method: 'POST',
    path: '/provider/api/round',
    uniqueIds: true,
    variants: providerTokens.map((token) => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, roundId: 'bench-[<id>]', stake }),
    })),
  };
}
