// The mix's members, made through the admin API and logged in with the plain login: every tenth an
// agent, the others members of the agents' teams in turn (so an agent's overview has a team to sum).
import type { AdminClient } from '../../server/src/admin/client.ts';
import type { Wire } from '../load/wire.ts';
import type { MixMember } from './mix.ts';
import { plainLogin } from './players.ts';

const PASSWORD = 'Bench1234';
const AGENT_EVERY = 10;

const usernameOf = (index: number) => `benchmix${String(index + 1).padStart(3, '0')}`;

/** `count` members, agents first (a member names its agent as upline); two at a time, as the server hashes. */
export async function mixMembers(admin: AdminClient, wire: Wire, count: number): Promise<MixMember[]> {
  const indexes = Array.from({ length: count }, (_, index) => index);
  const isAgent = (index: number) => index % AGENT_EVERY === 0;
  const agents = indexes.filter(isAgent).map(usernameOf);
  const join = async (index: number): Promise<MixMember> => {
    const username = usernameOf(index);
    const agent = isAgent(index);
    await admin.members.create.mutate({
      username,
      password: PASSWORD,
      persona: agent ? 'agent' : 'member',
      uplineUsername: agent ? undefined : agents[index % agents.length],
      balance: 1000,
      hasLoggedInBefore: true,
    });
    return { username, agent, token: await plainLogin(wire, username, PASSWORD) };
  };
  const inTurn = async (part: number[]) => {
    const members: MixMember[] = [];
    for (const index of part) members.push(await join(index));
    return members;
  };
  const others = indexes.filter((index) => !isAgent(index));
  const joined = [
    ...(await inTurn(indexes.filter(isAgent))),
    ...(await Promise.all([0, 1].map((lane) => inTurn(others.filter((_, i) => i % 2 === lane))))).flat(),
  ];
  return joined.sort((a, b) => a.username.localeCompare(b.username));
}
