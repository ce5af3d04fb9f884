// What a member has done that promotions look at: approved deposits and valid bets (settled game
// rounds) since a moment, VIP level and registration. Sums are read once per moment and request.
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';

export class MemberFacts {
  private readonly deposits = new Map<number, Promise<bigint>>();
  private readonly turnover = new Map<number, Promise<bigint>>();

  constructor(
    private readonly db: Db,
    readonly memberId: number,
    readonly vipLevel: number,
    readonly registeredAt: Date,
  ) {}

  static async load(db: Db, memberId: number): Promise<MemberFacts> {
    const member = await db.member.findUnique({
      where: { id: memberId },
      select: { vipLevel: true, registeredAt: true },
    });
    if (!member) throw PlatformError.of('notLoggedIn');
    return new MemberFacts(db, memberId, member.vipLevel, member.registeredAt);
  }

  /** approved deposits applied for at or after `since` */
  depositedSince(since: Date): Promise<bigint> {
    return memo(this.deposits, since, async () => {
      const sum = await this.db.moneyOrder.aggregate({
        where: { memberId: this.memberId, type: 'DEPOSIT', status: 'APPROVED', appliedAt: { gte: since } },
        _sum: { amountMinor: true },
      });
      return sum._sum.amountMinor ?? 0n;
    });
  }

  /** valid bets: the stakes of settled rounds placed at or after `since` */
  turnoverSince(since: Date): Promise<bigint> {
    return memo(this.turnover, since, async () => {
      const sum = await this.db.gameRound.aggregate({
        where: { memberId: this.memberId, status: 'SETTLED', placedAt: { gte: since } },
        _sum: { stakeMinor: true },
      });
      return sum._sum.stakeMinor ?? 0n;
    });
  }
}

function memo(cache: Map<number, Promise<bigint>>, since: Date, read: () => Promise<bigint>) {
  let entry = cache.get(since.getTime());
  if (!entry) {
    entry = read();
    cache.set(since.getTime(), entry);
  }
  return entry;
}
