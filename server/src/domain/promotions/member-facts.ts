// What a member has done that promotions look at: approved deposits and valid bets (settled game
// rounds) since a moment, VIP level and registration. Sums are read once per moment and request, in plain
// indexed SQL (db/sql.ts): the balance poll's promotion count asks for them on every call.
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime, toBigInt, toInt } from '../../db/sql-values.ts';
import { PlatformError } from '../../foundation/errors.ts';

const DEPOSITED_SQL = `SELECT SUM("amountMinor") AS "total" FROM "MoneyOrder"
  WHERE "memberId" = ? AND "appliedAt" >= ? AND "type" = 'DEPOSIT' AND "status" = 'APPROVED'`;
const TURNOVER_SQL = `SELECT SUM("stakeMinor") AS "total" FROM "GameRound"
  WHERE "memberId" = ? AND "placedAt" >= ? AND "status" = 'SETTLED'`;

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
    const member = await sqlOf(db).one(
      'SELECT "vipLevel", "registeredAt" FROM "Member" WHERE "id" = ?',
      memberId,
    );
    if (!member) throw PlatformError.of('notLoggedIn');
    return new MemberFacts(db, memberId, toInt(member.vipLevel), fromSqlTime(member.registeredAt));
  }

  /** approved deposits applied for at or after `since` */
  depositedSince(since: Date): Promise<bigint> {
    return memo(this.deposits, since, async () => {
      const row = await sqlOf(this.db).one(DEPOSITED_SQL, this.memberId, since);
      return toBigInt(row?.total);
    });
  }

  /** valid bets: the stakes of settled rounds placed at or after `since` */
  turnoverSince(since: Date): Promise<bigint> {
    return memo(this.turnover, since, async () => {
      const row = await sqlOf(this.db).one(TURNOVER_SQL, this.memberId, since);
      return toBigInt(row?.total);
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
