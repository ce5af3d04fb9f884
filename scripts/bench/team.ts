// Issue 14's agent reports over the bench team (team-seed.ts: 10,000 members, 1,000,000 rounds), on a
// copy of the bench's seeded database, served by a simulator process of its own (a warm start).
import { copyDataDir, removeDataDir } from '../lib/temp-data-dir.ts';
import { Wire } from '../load/wire.ts';
import { MERCHANT } from './calls.ts';
import { type Call, type Measuring, measureCall } from './measure-call.ts';
import { plainLogin } from './players.ts';
import type { CallResult } from './results.ts';
import { START_TIMEOUT_MS, simulatorProcess } from './simulator.ts';
import { BENCH_AGENT, seedBenchTeam } from './team-seed.ts';

/** issue 14's target: p99 under 50 ms at 10 connections (an agent centre's users, not a crowd of players) */
const TEAM_CONNECTIONS = 10;

const teamCall = (id: string, label: string, path: string, token: string): Call => ({
  id,
  label,
  group: 'team',
  method: 'GET',
  path,
  variants: [{ headers: { merchant: MERCHANT, language: 'EN', authorization: token } }],
});

export async function measureTeam(
  templateDir: string,
  rounds: number,
  measuring: Measuring,
): Promise<CallResult[]> {
  const dataDir = copyDataDir(templateDir, 'sim-bench-team-');
  try {
    const team = await seedBenchTeam(dataDir, { rounds, log: measuring.log });
    measuring.log(
      `bench team: ${team.members} members, ${team.rounds} rounds, ${team.orders} orders in ${team.seconds.toFixed(1)} s`,
    );
    const server = await simulatorProcess(dataDir);
    await server.start(START_TIMEOUT_MS);
    try {
      const token = await plainLogin(
        new Wire(server.url, MERCHANT),
        BENCH_AGENT.username,
        BENCH_AGENT.password,
      );
      const calls = [
        teamCall('team.overview', 'team overview (agentTeamOverview)', '/wps/report/teamOverview', token),
        teamCall(
          'team.pnl',
          'user P&L (palStatementsAgentCopy)',
          '/wps/report/downlinePNL?pageNo=1&pageSize=20',
          token,
        ),
      ];
      const results: CallResult[] = [];
      const atTen = { ...measuring, connections: TEAM_CONNECTIONS };
      measuring.log(`team reports at ${TEAM_CONNECTIONS} connections`);
      for (const call of calls)
        results.push(await measureCall(atTen, { url: server.url, pid: server.pid! }, call));
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir(dataDir);
  }
}
