// What a period pays under a contract's tiers: the highest rate among the tiers the period reaches
// (active members and valid bet, or loss for dividends), applied to that base, rounded down to the
// minor unit.
import { toMinor } from '@sim/shared/money';
import type { ContractKind, ContractTier } from '@sim/shared/relay/contracts';

export interface PeriodFigures {
  activeMembers: number;
  validBetMinor: bigint;
  /** members' win minus stake: negative when the house won */
  profitLossMinor: bigint;
}

/** The highest rate of the tiers: the contract's rate, which a downline contract may not exceed. */
export const topRateOf = (tiers: readonly ContractTier[]) => Math.max(...tiers.map((tier) => tier.rate));

/** Salaries pay on the valid bet, dividends on the team's loss (nothing when the team won). */
export function baseOf(kind: ContractKind, figures: PeriodFigures): bigint {
  if (kind !== 'DIVIDEND') return figures.validBetMinor;
  return figures.profitLossMinor < 0n ? -figures.profitLossMinor : 0n;
}

export function applicableRate(kind: ContractKind, tiers: readonly ContractTier[], figures: PeriodFigures) {
  const base = baseOf(kind, figures);
  const reached = tiers.filter(
    (tier) => figures.activeMembers >= tier.activeMembers && base >= toMinor(tier.amount) && base > 0n,
  );
  return reached.length === 0 ? 0 : Math.max(...reached.map((tier) => tier.rate));
}

/** The period's payout in minor units: base x rate %, rounded down. */
export function payoutOf(kind: ContractKind, rate: number, figures: PeriodFigures): bigint {
  return (baseOf(kind, figures) * BigInt(Math.round(rate * 100))) / 10_000n;
}
