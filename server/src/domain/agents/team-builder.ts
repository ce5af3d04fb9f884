// agents.createTeam: a whole team in one call for QA, levels of agents each with sub-agents and members,
// all with the same password, payment password and opening balances (through the ledger).
import type { CreatedTeam, createTeamInput } from '@sim/shared/admin/agents';
import { toMinor } from '@sim/shared/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { RequestRefused } from '../../foundation/errors.ts';
import { hashMemberSecrets, insertMember, type NewMember } from '../accounts/create-member.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { DOWNLINE_AGENT_TYPE } from './downlines.ts';

type TeamInput = Omit<z.output<typeof createTeamInput>, 'merchant'>;

/** The most members one createTeam call makes. */
export const MAX_TEAM_MEMBERS = 500;

interface Planned {
  username: string;
  type: number;
  uplineUsername: string | null;
  level: number;
}

/** Who gets created, top down (an upline always before its downline). */
function plan(input: TeamInput, topType: number, topUpline: string | null): Planned[] {
  const out: Planned[] = [];
  const addAgent = (username: string, type: number, upline: string | null, level: number) => {
    out.push({ username, type, uplineUsername: upline, level });
    for (let m = 1; m <= input.membersPerAgent; m++)
      out.push({ username: `${username}m${m}`, type: 0, uplineUsername: username, level: level + 1 });
    if (level < input.levels)
      for (let a = 1; a <= input.agentsPerLevel; a++)
        addAgent(`${username}a${a}`, DOWNLINE_AGENT_TYPE, username, level + 1);
  };
  addAgent(`${input.prefix}1`, topType, topUpline, 1);
  return out;
}

export async function createTeam(
  deps: { db: Db; clock: SimClock },
  merchant: MerchantProfile,
  input: TeamInput,
): Promise<CreatedTeam> {
  const { db } = deps;
  const upline = input.uplineUsername
    ? await db.member.findUnique({
        where: { merchantCode_username: { merchantCode: merchant.code, username: input.uplineUsername } },
      })
    : null;
  if (input.uplineUsername && !upline)
    throw new RequestRefused('missing', `No member ${input.uplineUsername}`);
  const members = plan(input, upline ? DOWNLINE_AGENT_TYPE : 1, upline?.username ?? null);
  if (members.length > MAX_TEAM_MEMBERS)
    throw new RequestRefused(
      'invalid',
      `That team has ${members.length} members; at most ${MAX_TEAM_MEMBERS}`,
    );
  const taken = await db.member.findFirst({
    where: { merchantCode: merchant.code, username: { in: members.map((m) => m.username) } },
    select: { username: true },
  });
  if (taken)
    throw new RequestRefused('conflict', `Username ${taken.username} is taken: choose another prefix`);

  const now = deps.clock.now();
  const template: Omit<NewMember, 'username' | 'type'> = {
    merchantCode: merchant.code,
    password: input.password,
    paymentPassword: input.paymentPassword,
    passwordChangedAt: now,
    lastLoginAt: null,
    registeredAt: now,
  };
  // one hash for everyone: scrypt is slow and they all share the password
  const secrets = await hashMemberSecrets({ ...template, username: '', type: 0 });
  const ids = new Map<string, number>(upline ? [[upline.username, upline.id]] : []);
  for (const m of members) {
    const balance = m.type === 0 ? input.memberBalance : input.agentBalance;
    const created = await insertMember(
      db,
      {
        ...template,
        username: m.username,
        type: m.type,
        uplineId: m.uplineUsername ? ids.get(m.uplineUsername) : null,
      },
      secrets,
      { amountMinor: toMinor(balance), from: 'ADMIN', postedAt: now },
    );
    ids.set(m.username, created.id);
  }
  return { root: members[0]!.username, password: input.password, members };
}
