// The rounds played at a merchant (of one member, or all), newest first, as the admin surface shows them.
import { toMajor } from '@sim/shared/money';
import type { Db } from '../../db/client.ts';

export async function listRounds(
  db: Db,
  filter: { merchantCode: string; memberId: number | null; limit: number },
) {
  const rounds = await db.gameRound.findMany({
    where: {
      merchantCode: filter.merchantCode,
      ...(filter.memberId === null ? {} : { memberId: filter.memberId }),
    },
    orderBy: { placedAt: 'desc' },
    take: filter.limit,
  });
  return rounds.map((r) => ({
    roundId: r.roundId,
    memberId: r.memberId,
    nodeId: r.gameId,
    vendor: r.vendorCode,
    gameType: r.gameType,
    stake: toMajor(r.stakeMinor),
    win: toMajor(r.winMinor),
    status: r.status,
    placedAt: r.placedAt.toISOString(),
  }));
}
