// The VIP work at once, as the admin asks for it (the timer runs the two as jobs of their own,
// due-work/jobs.ts): the monthly reviews of ended months first, then the promotions this month's play
// has earned.
import type { VipDeps } from './promotion.ts';
import { promoteDueMembers } from './promotion.ts';
import { reviewDueMonths } from './review.ts';

export async function runVipWork(deps: VipDeps): Promise<number> {
  return (await reviewDueMonths(deps)) + (await promoteDueMembers(deps));
}
