// The contract offer form's values (text while typed) and what they become on the wire.
import { type ContractTier, contractTiersSchema } from '@sim/shared/relay/contracts';

export interface TierDraft {
  activeMembers: string;
  amount: string;
  rate: string;
}

export const EMPTY_TIER: TierDraft = { activeMembers: '1', amount: '0', rate: '' };

/** The tiers the offer sends, or the i18n key of why they cannot be sent. */
export function readTiers(drafts: readonly TierDraft[]): { tiers: ContractTier[] } | { error: string } {
  const numbers = drafts.map((tier) => ({
    activeMembers: tier.activeMembers.trim() === '' ? Number.NaN : Number(tier.activeMembers),
    amount: tier.amount.trim() === '' ? Number.NaN : Number(tier.amount),
    rate: tier.rate.trim() === '' ? Number.NaN : Number(tier.rate),
  }));
  const parsed = contractTiersSchema.safeParse(numbers);
  return parsed.success ? { tiers: parsed.data } : { error: 'agent.contracts.tiersInvalid' };
}
