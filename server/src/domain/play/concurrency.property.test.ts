// Property: however bets arrive — concurrently, replayed, larger than the wallet — a wallet never
// goes below zero, a round is paid at most once, and the books balance.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../accounts/create-member.ts';
import { loadProviderSession } from './provider-session.ts';
import { playRound } from './rounds.ts';

let t: TestApp;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp();
  gameId = (
    await t.db.game.findFirstOrThrow({ where: { gameType: 'RNG', kind: 'GAME', minBetMinor: { lte: 10 } } })
  ).id;
});
afterAll(() => t.close());

let run = 0;

async function freshPlayer(balanceMinor: bigint) {
  const now = new Date();
  const member = await createMember(
    t.db,
    {
      merchantCode: 'sim001',
      username: `prop${++run}`,
      password: 'Prop1234',
      type: 0,
      passwordChangedAt: now,
      registeredAt: now,
    },
    { amountMinor: balanceMinor, from: 'TEST', postedAt: now },
  );
  const token = `prop-session-${run}`;
  // a real-money launch lives as long as the login session that made it
  const sessionToken = await t.sim.sessions.open(member.id, {});
  await t.db.providerSession.create({
    data: {
      token,
      merchantCode: 'sim001',
      memberId: member.id,
      sessionToken,
      gameId,
      issuedAt: t.sim.clock.now(),
    },
  });
  return { memberId: member.id, token };
}

const bet = fc.record({
  round: fc.integer({ min: 0, max: 9 }),
  stakeCents: fc.integer({ min: 10, max: 5000 }),
});

describe('concurrent rounds', () => {
  it('never overdraw a wallet and never pay a replayed round twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(bet, { minLength: 1, maxLength: 25 }),
        async (opening, bets) => {
          const player = await freshPlayer(BigInt(opening));
          const loaded = await loadProviderSession(t.sim, player.token);
          const results = await Promise.allSettled(
            bets.map((b) => playRound(t.sim, loaded, `p${run}-r${b.round}`, b.stakeCents / 100)),
          );
          for (const r of results)
            if (r.status === 'rejected')
              expect((r.reason as { errorCode?: string }).errorCode).toBe('INSUFFICIENT_BALANCE');

          const wallet = await t.db.walletAccount.findFirstOrThrow({
            where: { memberId: player.memberId },
            include: { entries: true },
          });
          const rounds = await t.db.gameRound.findMany({ where: { memberId: player.memberId } });
          expect(wallet.balanceMinor).toBeGreaterThanOrEqual(0n);
          expect(new Set(rounds.map((r) => r.roundId)).size).toBe(rounds.length);
          // the wallet moved by exactly the opening, each round's stake once and its win once
          const expected = BigInt(opening) + rounds.reduce((sum, r) => sum - r.stakeMinor + r.winMinor, 0n);
          expect(wallet.balanceMinor).toBe(expected);
          expect(wallet.entries.reduce((sum, e) => sum + e.amountMinor, 0n)).toBe(wallet.balanceMinor);
        },
      ),
      { numRuns: 25 },
    );
    const books = await t.db.ledgerEntry.aggregate({ _sum: { amountMinor: true } });
    expect(books._sum.amountMinor).toBe(0n);
  });
});
