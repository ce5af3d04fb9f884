// Staleness cases of the winners board and rank list (answer-cache.test.ts): a big win played through
// the game provider, as a member plays it (a slot round settling at once, a live table's deal), shows
// on the next call: the settlement moves the 'winners' version.
import { adminCaller, loginAs, type TestApp } from '../../test/harness.ts';
import { playRound } from '../../test/points-helpers.ts';
import { names, type Staleness } from './case.ts';

/** demo01 wins twelve times the stake of a round of `gameType`. */
async function bigWin(t: TestApp, gameType: 'RNG' | 'LIVE') {
  const token = await loginAs(t, 'demo01', 'Demo1234');
  await adminCaller(t).provider.forceOutcome({ username: 'demo01', multiplier: 12 });
  return playRound(t, token, gameType, 10);
}

export const WINNERS: Record<string, Staleness> = {
  '/wps/relay/ODSFE2_getWinnerBoard': {
    path: '/wps/relay/ODSFE2_getWinnerBoard?limitNum=10',
    read: names,
    change: (t) => bigWin(t, 'RNG'),
  },
  '/wps/relay/GCSGAME_getRankList': {
    path: '/wps/relay/GCSGAME_getRankList?limitNum=10',
    read: names,
    change: (t) => bigWin(t, 'LIVE'),
  },
};
