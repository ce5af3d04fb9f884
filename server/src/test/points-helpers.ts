// Points and cashback the way the site and the back office use them, for tests.
import { adminCaller, type TestApp, wps, wpsEncrypted } from './harness.ts';
import { gameOf, newRoundId, provider, providerToken } from './play-helpers.ts';

type Headers = Record<string, string>;

export const relay = (t: TestApp, token: string, name: string, query = '', headers?: Headers) =>
  wps(t, 'GET', `/wps/relay/${name}${query}`, { token, headers });

export const redeem = (
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  options: { name?: string; headers?: Headers } = {},
) =>
  wpsEncrypted(t, 'POST', `/wps/relay/passwordCheck/${options.name ?? 'MCS2_redeemPointReward'}`, body, {
    token,
    headers: options.headers,
  });

export const convert = (
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  name = 'MCS2_convertPoint',
) => wpsEncrypted(t, 'POST', `/wps/relay/passwordCheck/${name}`, body, { token });

/** Plays one settled round of the first game of a type (RNG settles at once; LIVE bets then deals). */
export async function playRound(t: TestApp, token: string, gameType: 'RNG' | 'LIVE' | 'FISH', stake: number) {
  const game = await gameOf(t, { gameType });
  const session = await providerToken(t, token, game.id);
  const roundId = newRoundId();
  if (gameType === 'LIVE') {
    await provider(t, 'bet', { token: session, roundId, stake });
    await provider(t, 'settle', { token: session, roundId });
  } else {
    const answer = await provider(t, 'round', { token: session, roundId, stake });
    if (!answer.json().success) throw new Error(`round failed: ${answer.body}`);
  }
  return { roundId, session, game };
}

export async function pointBalanceOf(t: TestApp, token: string): Promise<number> {
  return (await relay(t, token, 'MCS2_getPointBalance')).json().value.pointBalance;
}

/** Goods with a known price and stock, created through the back office. */
export async function newGoods(
  t: TestApp,
  overrides: { points?: number; stock?: number; amountRequirement?: number; merchant?: string } = {},
) {
  return adminCaller(t).points.createGoods({
    names: { EN: 'Test mug', BN: 'টেস্ট মগ', CN: '测试杯', JA: 'テストマグ', TH: 'แก้วทดสอบ', VI: 'Cốc thử' },
    points: overrides.points ?? 100,
    stock: overrides.stock ?? 10,
    amountRequirement: overrides.amountRequirement ?? 0,
    merchant: overrides.merchant,
  });
}

export const grant = (t: TestApp, username: string, points: number) =>
  adminCaller(t).points.grant({ username, points, remark: 'test grant' });
