// One member at the keyboard, as fast as the server answers: deposits, transfers between the main
// wallet and a vendor wallet, slot rounds on the vendor wallet, withdrawals and their confirmation, and
// balance reads. A share of requests is sent twice with the same requestId or roundId: the second answer
// must be the first one, and the checks after the run prove it moved nothing.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { toMinor } from '@sim/shared/money';
import { MAIN_WALLET, type Order } from '@sim/shared/wps/cashier';
import type { Balance } from '@sim/shared/wps/wallet';
import { type Check, record, untilKnown } from './attempts.ts';
import type { LoadMember, RunContext } from './context.ts';
import { cents, chance, pick, randomAmount, weighted } from './random.ts';
import type { Kind } from './stats.ts';
import type { Outcome } from './wire.ts';

const REPLAY_SHARE = 0.1;
/** asks for more than the wallet holds: the refusal must move nothing */
const OVERDRAW_SHARE = 0.03;
const MAX_STAKE = 25;
const INSUFFICIENT = 'INSUFFICIENT_BALANCE';

interface RoundAnswer {
  roundId: string;
  status: string;
  stake: number;
  win: number;
  balance: number;
  replayed: boolean;
}

type Step = 'deposit' | 'transfer in' | 'transfer out' | 'bet' | 'withdraw' | 'balance';
const STEPS: [Step, number][] = [
  ['bet', 40],
  ['deposit', 14],
  ['transfer in', 12],
  ['transfer out', 8],
  ['withdraw', 10],
  ['balance', 8],
];

function expectOrder(type: string, amount: number, status: string): Check<Order> {
  return (order) =>
    order.type === type && order.amount === amount && order.status === status
      ? null
      : `asked ${type} ${amount}, answered ${order.type} ${order.amount} ${order.status}`;
}

export class MemberActor {
  constructor(
    private readonly ctx: RunContext,
    private readonly member: LoadMember,
  ) {}

  /** `pauseMs` between steps: the soak paces its members, the load test does not. */
  async run(stop: () => boolean, pauseMs = 0): Promise<void> {
    while (!stop()) {
      await this.step();
      if (pauseMs > 0) await sleep(pauseMs);
    }
  }

  private step(): Promise<unknown> {
    const { member } = this;
    if (member.toConfirm.length > 0 && chance(0.7)) return this.confirm(member.toConfirm.shift()!);
    if (member.stale) return this.balance();
    switch (weighted(STEPS)) {
      case 'deposit':
        return this.deposit();
      case 'transfer in':
        return this.transferIn(pick(member.games).vendor);
      case 'transfer out':
        return this.transferOut();
      case 'bet':
        return this.bet();
      case 'withdraw':
        return this.withdraw();
      case 'balance':
        return this.balance();
    }
  }

  private estimate(wallet: string): number {
    return this.member.estimate.get(wallet) ?? 0;
  }

  private adjust(wallet: string, delta: number): void {
    this.member.estimate.set(wallet, cents(this.estimate(wallet) + delta));
  }

  private unresolved(what: string): void {
    this.ctx.book.unresolved.push({ username: this.member.username, what });
  }

  /** Places an order until its outcome is known; replays some; returns it when acknowledged. */
  private async placeOrder(
    kind: Kind,
    send: () => Promise<Outcome<Order>>,
    allowed: readonly string[],
    check: Check<Order>,
  ): Promise<Order | null> {
    const { book } = this.ctx;
    const { username } = this.member;
    const answer = await untilKnown(
      this.ctx,
      kind,
      send,
      allowed,
      (o) => check(o) ?? book.observeOrder(username, o),
    );
    if (answer === null) this.unresolved(kind);
    if (answer?.kind === 'refused' && answer.errorCode === INSUFFICIENT) this.member.stale = true;
    if (answer?.kind !== 'ok') return null;
    const first = answer.value;
    if (chance(REPLAY_SHARE))
      await untilKnown(this.ctx, 'replay', send, [], (again) =>
        again.referenceNo === first.referenceNo
          ? book.observeOrder(username, again)
          : `${kind} replay answered ${again.referenceNo}, the first answer was ${first.referenceNo}`,
      );
    return first;
  }

  private async deposit(): Promise<void> {
    const body = { channelCode: 'BKASH', amount: randomAmount(100, 3000), requestId: randomUUID() };
    const order = await this.placeOrder(
      'deposit',
      () => this.ctx.wire.post<Order>('/wps/v2/transaction/deposit', body, this.member.token),
      [],
      expectOrder('DEPOSIT', body.amount, 'PENDING'),
    );
    if (order)
      this.ctx.submit({
        type: 'DEPOSIT',
        referenceNo: order.referenceNo,
        amount: body.amount,
        member: this.member,
      });
  }

  private async transfer(from: string, to: string, amount: number): Promise<void> {
    const body = { from, to, amount, requestId: randomUUID() };
    const order = await this.placeOrder(
      'transfer',
      () => this.ctx.wire.post<Order>('/wps/relay/GCS_walletTransfer', body, this.member.token),
      [INSUFFICIENT],
      expectOrder('TRANSFER', amount, 'SUCCESS'),
    );
    if (order) {
      this.adjust(from, -amount);
      this.adjust(to, amount);
    }
  }

  private transferIn(vendor: string): Promise<void> {
    const main = this.estimate(MAIN_WALLET);
    const amount = chance(OVERDRAW_SHARE) ? cents(main + 500) : randomAmount(10, Math.max(10, main * 0.4));
    return this.transfer(MAIN_WALLET, vendor, amount);
  }

  private transferOut(): Promise<void> {
    const vendors = [...new Set(this.member.games.map((g) => g.vendor))];
    const richest = vendors.reduce((a, b) => (this.estimate(b) > this.estimate(a) ? b : a));
    const held = this.estimate(richest);
    if (held < 1) return this.transferIn(richest);
    const amount = chance(OVERDRAW_SHARE) ? cents(held + 100) : chance(0.3) ? held : randomAmount(1, held);
    return this.transfer(richest, MAIN_WALLET, amount);
  }

  private async bet(): Promise<void> {
    const game = pick(this.member.games);
    const held = this.estimate(game.vendor);
    if (held < Math.max(game.minBet, 1)) return this.transferIn(game.vendor);
    const stake = chance(OVERDRAW_SHARE)
      ? cents(held + 100)
      : randomAmount(game.minBet, Math.min(MAX_STAKE, held));
    const body = { token: game.providerToken, roundId: randomUUID(), stake };
    const send = () => this.ctx.wire.provider<RoundAnswer>('round', body);
    const check: Check<RoundAnswer> = (r) =>
      r.roundId !== body.roundId || r.stake !== stake || r.status !== 'SETTLED' || r.win < 0
        ? `round ${body.roundId} stake ${stake} answered ${JSON.stringify(r)}`
        : r.balance < 0
          ? `negative ${game.vendor} balance ${r.balance}`
          : null;
    const answer = await untilKnown(this.ctx, 'bet', send, [INSUFFICIENT], check);
    if (answer === null) this.unresolved('bet');
    if (answer?.kind === 'refused') this.member.stale = true;
    if (answer?.kind !== 'ok') return;
    const first = answer.value;
    this.ctx.book.recordRound(this.member.username, first.roundId, first.stake, first.win);
    this.member.estimate.set(game.vendor, first.balance);
    if (chance(REPLAY_SHARE))
      await untilKnown(this.ctx, 'replay', send, [], (again) =>
        again.replayed &&
        again.win === first.win &&
        again.stake === first.stake &&
        again.roundId === first.roundId
          ? null
          : `round replay answered ${JSON.stringify(again)}, the first answer was ${JSON.stringify(first)}`,
      );
  }

  private async withdraw(): Promise<void> {
    const main = this.estimate(MAIN_WALLET);
    const amount =
      main >= 100 && !chance(OVERDRAW_SHARE)
        ? randomAmount(100, Math.min(50_000, main * 0.5))
        : cents(Math.max(100, main + 100));
    const payload = {
      amount,
      paymentPassword: '123456',
      bankCode: 'BKASH',
      accountNo: '01712345678',
      requestId: randomUUID(),
    };
    const order = await this.placeOrder(
      'withdraw',
      () =>
        this.ctx.wire.postEncrypted<Order>(
          '/wps/v2/transaction/withdraw',
          payload,
          this.member.token,
          this.ctx.modulusHex,
        ),
      [INSUFFICIENT, 'WITHDRAW_COUNT_EXCEEDED'],
      expectOrder('WITHDRAW', amount, 'PENDING'),
    );
    if (!order) return;
    this.adjust(MAIN_WALLET, -amount);
    this.ctx.submit({ type: 'WITHDRAW', referenceNo: order.referenceNo, amount, member: this.member });
  }

  /** The member says a paid withdrawal arrived. */
  private async confirm(referenceNo: string): Promise<void> {
    const body = { referenceNo, action: 'RECEIVED' };
    const answer = await untilKnown(
      this.ctx,
      'confirm receipt',
      () => this.ctx.wire.post<Order>('/wps/relay/MCSFE_processC2CTransaction', body, this.member.token),
      [],
      (o) =>
        o.referenceNo === referenceNo && o.status === 'RECEIVED'
          ? this.ctx.book.observeOrder(this.member.username, o)
          : `confirmed ${referenceNo}, answered ${o.referenceNo} ${o.status}`,
    );
    if (answer === null) this.unresolved('confirm receipt');
  }

  /** A read: one attempt, no retry; the wallets must add up to the total and none be negative. */
  private async balance(): Promise<void> {
    const outcome = await this.ctx.wire.get<Balance>('/wps/v2/wallets/balance?typeId=0', this.member.token);
    if (outcome.kind === 'unknown') {
      this.ctx.stats.unknown('balance', outcome.reason);
      await sleep(200); // the server is away: do not spin on it
      return;
    }
    const answer = record(this.ctx, 'balance', outcome, [], (b) => {
      const sum = b.balance.reduce((total, w) => total + toMinor(w.availBalance), 0n);
      const negative = b.balance.find((w) => w.availBalance < 0);
      if (negative) return `negative ${negative.accountTypeName} balance ${negative.availBalance}`;
      return sum === toMinor(b.sumBalance)
        ? null
        : `wallets add up to ${sum} cents, sumBalance ${b.sumBalance}`;
    });
    if (answer.kind !== 'ok') return;
    for (const wallet of answer.value.balance)
      this.member.estimate.set(wallet.accountTypeName, wallet.availBalance);
    this.member.stale = false;
  }
}
