// Paying a promotion's reward: a BONUS order in the member's account record, posted from the
// merchant's BONUS house account, keyed so the same reward is never paid twice.
import type { Tx } from '../../db/client.ts';
import { bookCredit } from '../cashier/adjustments.ts';

export interface Reward {
  merchantCode: string;
  memberId: number;
  amountMinor: bigint;
  /** what the account record says */
  reason: string;
  /** one key per reward: a second payment with it answers the first and moves nothing */
  key: string;
}

export async function payReward(tx: Tx, reward: Reward, now: Date): Promise<void> {
  if (reward.amountMinor <= 0n) return;
  await bookCredit(
    tx,
    'BONUS',
    {
      merchantCode: reward.merchantCode,
      memberId: reward.memberId,
      amountMinor: reward.amountMinor,
      reason: reward.reason,
      requestId: reward.key,
    },
    now,
  );
}
