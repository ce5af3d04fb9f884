// A lived-in demo: weeks of past activity for the demo members, so records, profit, VIP progress and
// agent reports show data at once. Rounds across game families, approved deposits, received
// withdrawals and bonuses, all as balanced ledger postings dated in the past, written in one
// transaction (all of it or none), once per member. Outcomes are deterministic; the rounds earn no points
// (the seed gives demo01 its points).
// Runs after the seed is swapped in (control/reset.ts): it needs the catalogue's games.
import { toMinor } from '@sim/shared/money';
import type { OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import type { Db, Tx } from '../db/client.ts';
import { newReferenceNo } from '../domain/cashier/orders.ts';
import type { AccountRef } from '../domain/wallet/ledger.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { type HistoryBatch, writeHistory } from './history-book.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface HistoryPlan {
  merchantCode: string;
  username: string;
  days: number;
  roundsPerDay: number;
  /** the usual stake; rounds vary around it */
  stake: number;
}

export const HISTORY_PLANS: HistoryPlan[] = [
  // enough turnover for the VIP level the persona seeds it at (VIP2: 10,000 in total)
  { merchantCode: 'sim001', username: 'demo01', days: 28, roundsPerDay: 6, stake: 80 },
  { merchantCode: 'sim001', username: 'down01', days: 14, roundsPerDay: 3, stake: 40 },
  { merchantCode: 'sim001', username: 'down02', days: 14, roundsPerDay: 2, stake: 30 },
];

/** The request id of every history order: the mark that a member has its history. */
const HISTORY_REQUEST = 'history/';

/** When a day's session starts, from midnight: mostly 18:00-22:59, some lunch breaks (12:00-13:59)
 *  and late nights (23:00-23:59), at any minute and second. */
function sessionOffset(random: () => number): number {
  const roll = random();
  const hour = roll < 0.15 ? 12 + Math.floor(random() * 2) : roll < 0.9 ? 18 + Math.floor(random() * 5) : 23;
  return hour * HOUR_MS + Math.floor(random() * 3_540) * 1000;
}

/** A round id as a vendor writes it: the placing time (yyMMddHHmmss) and a member-and-round suffix. */
function historyRoundId(placedAt: Date, memberId: number, n: number): string {
  const stamp = placedAt.toISOString().replace(/\D/g, '').slice(2, 14);
  return `${stamp}${String((memberId * 31 + n) % 10_000).padStart(4, '0')}`;
}

/** Families the demo member plays, each a game of the catalogue. */
const FAMILIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ESPORTS'] as const;

/** Mostly losses and small wins, now and then a big one: a house edge of a few percent. */
function multiplierOf(roll: number): number {
  if (roll < 0.52) return 0;
  if (roll < 0.8) return 1.5;
  if (roll < 0.95) return 2;
  if (roll < 0.99) return 5;
  return 20;
}

async function gamesByFamily(tx: Tx) {
  const games = await Promise.all(
    FAMILIES.map((gameType) =>
      tx.game.findMany({
        where: { gameType, kind: 'GAME', parentId: null },
        orderBy: { id: 'asc' },
        take: 3,
        select: {
          id: true,
          code: true,
          name: true,
          vendorCode: true,
          gameType: true,
          vendor: { select: { name: true } },
        },
      }),
    ),
  );
  return games.flat();
}

type Game = Awaited<ReturnType<typeof gamesByFamily>>[number];

function planMember(plan: HistoryPlan, memberId: number, now: Date, games: Game[], batch: HistoryBatch) {
  const { merchantCode } = plan;
  const wallet: AccountRef = { memberId, wallet: 'MAIN' };
  // deterministic, seeded per member
  const random = seededRandom(memberId * 7919);
  const start = Math.floor((now.getTime() - plan.days * DAY_MS) / DAY_MS) * DAY_MS;
  const order = (type: OrderType, status: OrderStatus, amount: number, at: Date, extra: object) => {
    const referenceNo = newReferenceNo(type, at);
    const amountMinor = toMinor(amount);
    batch.orders.push({
      referenceNo,
      merchantCode,
      memberId,
      requestId: `${HISTORY_REQUEST}${referenceNo}`,
      type,
      status,
      amountMinor,
      appliedAt: at,
      updatedAt: new Date(at.getTime() + HOUR_MS),
      ...extra,
    });
    return { referenceNo, amountMinor };
  };
  const move = (
    key: string,
    kind: string,
    memo: string,
    at: Date,
    from: AccountRef,
    to: AccountRef,
    amountMinor: bigint,
  ) => batch.movements.push({ idempotencyKey: key, kind, memo, postedAt: at, from, to, amountMinor });

  for (let day = 0; day < plan.days; day++) {
    // a session at a human time: most evenings, now and then a lunch break or a late night, never on
    // the minute; a deposit now and then first, then the rounds, a withdrawal or a bonus later
    const session = start + day * DAY_MS + sessionOffset(random);
    if (session + 4 * HOUR_MS >= now.getTime()) break;
    if (day % 5 === 0) {
      const at = new Date(session - 10 * 60_000);
      const channel = plan.stake * 20 >= 500 ? 'BANK' : 'BKASH';
      const d = order('DEPOSIT', 'APPROVED', plan.stake * 20, at, { toWallet: 'MAIN', channel });
      move(
        `order/${d.referenceNo}/credit`,
        'DEPOSIT',
        channel,
        at,
        { house: 'DEPOSIT' },
        wallet,
        d.amountMinor,
      );
    }
    let placed = session;
    for (let n = 0; n < plan.roundsPerDay; n++) {
      const game = games[Math.floor(random() * games.length)]!;
      const stakeMinor = toMinor(Math.round(plan.stake * (0.5 + random())));
      const multiplier = multiplierOf(random());
      const winMinor = BigInt(Math.round(Number(stakeMinor) * multiplier));
      // rounds a few minutes apart, each its own length
      placed += 40_000 + Math.floor(random() * 7 * 60_000);
      const placedAt = new Date(placed);
      const settledAt = new Date(placed + 15_000 + Math.floor(random() * 90_000));
      const roundId = historyRoundId(placedAt, memberId, n);
      const memo = `${game.name} · ${game.vendor.name}`;
      batch.rounds.push({
        roundId,
        merchantCode,
        memberId,
        gameId: game.id,
        vendorCode: game.vendorCode,
        gameType: game.gameType,
        stakeMinor,
        winMinor,
        status: 'SETTLED',
        outcome: { multiplier, display: null },
        placedAt,
        settledAt,
      });
      move(`round/${roundId}/bet`, 'GAME_BET', memo, placedAt, wallet, { house: 'GAME' }, stakeMinor);
      if (winMinor > 0n)
        move(`round/${roundId}/win`, 'GAME_WIN', memo, settledAt, { house: 'GAME' }, wallet, winMinor);
    }
    if (day % 7 === 3) {
      const at = new Date(session + 2 * HOUR_MS);
      const w = order('WITHDRAW', 'RECEIVED', plan.stake * 10, at, {
        fromWallet: 'MAIN',
        channel: 'BKASH',
        details: { bankCode: 'BKASH', accountNo: '01712345678' },
      });
      move(
        `order/${w.referenceNo}/hold`,
        'WITHDRAW_HOLD',
        w.referenceNo,
        at,
        wallet,
        { house: 'WITHDRAW_HOLD' },
        w.amountMinor,
      );
      const paidAt = new Date(at.getTime() + HOUR_MS);
      move(
        `order/${w.referenceNo}/pay`,
        'WITHDRAW_PAY',
        w.referenceNo,
        paidAt,
        { house: 'WITHDRAW_HOLD' },
        { house: 'WITHDRAW_PAYOUT' },
        w.amountMinor,
      );
    }
    if (day % 10 === 6) {
      const at = new Date(session + 3 * HOUR_MS);
      const reason = 'Weekly reload bonus';
      const b = order('BONUS', 'SUCCESS', plan.stake * 2, at, { toWallet: 'MAIN', remark: reason });
      move(
        `order/${b.referenceNo}/move`,
        'BONUS_CREDIT',
        reason,
        at,
        { house: 'BONUS' },
        wallet,
        b.amountMinor,
      );
    }
  }
}

/** Adds the demo history of every plan (or of `usernames`); a member that has it already is skipped. */
export async function seedHistory(db: Db, now: Date, usernames?: string[]): Promise<number> {
  const plans = HISTORY_PLANS.filter((p) => !usernames || usernames.includes(p.username));
  await db.$transaction(
    async (tx) => {
      const games = await gamesByFamily(tx);
      if (games.length === 0) return;
      for (const plan of plans) {
        const member = await tx.member.findFirst({
          where: { merchantCode: plan.merchantCode, username: plan.username },
          select: { id: true },
        });
        if (!member) continue;
        // once per member: a member with history orders has it already
        const done = await tx.moneyOrder.count({
          where: { memberId: member.id, requestId: { startsWith: HISTORY_REQUEST } },
        });
        if (done > 0) continue;
        const batch: HistoryBatch = { rounds: [], orders: [], movements: [] };
        planMember(plan, member.id, now, games, batch);
        await writeHistory(tx, batch, plan.merchantCode);
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return plans.length;
}
