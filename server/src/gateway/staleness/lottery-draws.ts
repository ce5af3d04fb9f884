// Staleness cases of the lottery gateway's cached draws (answer-cache.test.ts). The clock is frozen
// first, so the second read is a hit within its minute or second.
import { lastDraws } from '../../domain/lottery/draws.ts';
import { adminCaller, adminMutation, type TestApp } from '../../test/harness.ts';
import { names, type Staleness } from './case.ts';

const NEAR_GAME = 4811;

/**
 * Numbers forced straight into the table for the latest draw of every Vietnamese lottery, as a QA
 * script or another process would (the back office forces only draws not opened yet): the trigger
 * moves the version.
 */
async function forceLatestDraws(t: TestApp) {
  const games = await t.db.game.findMany({ where: { vendorCode: 'VNL', kind: 'GAME' } });
  const now = t.sim.clock.now();
  await t.db.lotteryForcedNumber.createMany({
    data: games.map((game) => ({
      gameId: game.id,
      numero: lastDraws(game, now, 1)[0]!.numero,
      winningNumber: '00000,11111,22222,33333,44444',
    })),
  });
}

export const LOTTERY_DRAWS: Record<string, Staleness> = {
  '/games/opened/numero': {
    path: '/lgw/games/opened/numero?count=10',
    read: names,
    before: (t) => adminCaller(t).clock.freeze(),
    change: forceLatestDraws,
  },
  '/numeros/near': {
    path: `/lgw/numeros/near?gameId=${NEAR_GAME}`,
    read: (answer) => (answer as { lastNumero: unknown }).lastNumero,
    before: async (t) => {
      await adminMutation(t, 'catalogue.declareGame', {
        id: NEAR_GAME,
        code: `QA${NEAR_GAME}`,
        name: 'QA near lottery',
        vendor: 'VNL',
        hot: true,
      });
      await adminCaller(t).clock.freeze();
    },
    change: forceLatestDraws,
  },
};
