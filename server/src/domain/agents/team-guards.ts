// The agent gate and the team's isolation rule, as the platform refuses them on the wire.
// A member outside the caller's team gets DOWNLINE_NOT_FOUND (notInTeam), the same answer as a member
// that does not exist, so an agent learns nothing about other teams by guessing ids or names.
import { isAgentType, isTrialType } from '@sim/shared/member-types';
import type { Db, Tx } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { isInTree } from './team.ts';

/**
 * The agent gate (every `config.auth: 'agent'` call): trial accounts (type 4) get the trial refusal (spec 6:
 * barred from real-account features), other non-agents NOT_AGENT.
 */
export function requireAgent(member: { type: number }): void {
  if (isTrialType(member.type)) throw PlatformError.of('trialRestricted');
  if (!isAgentType(member.type))
    throw PlatformError.of('notAgent', { message: 'Only agents may make this call' });
}

/** `memberId` must be under `agentId` (at any depth). */
export async function requireInTree(db: Db | Tx, agentId: number, memberId: number): Promise<void> {
  if (!(await isInTree(db, agentId, memberId))) throw PlatformError.of('notInTeam');
}

/** A member of the agent's team named by username (the agent centre's forms name members so). */
export async function requireDownlineByUsername(
  db: Db | Tx,
  agent: { memberId: number; merchantCode: string },
  username: string,
) {
  const member = await db.member.findUnique({
    where: { merchantCode_username: { merchantCode: agent.merchantCode, username } },
    select: { id: true, username: true, type: true, uplineId: true },
  });
  if (!member) throw PlatformError.of('notInTeam');
  await requireInTree(db, agent.memberId, member.id);
  return member;
}
