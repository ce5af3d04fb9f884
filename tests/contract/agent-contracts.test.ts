// endpoint-registry.md A `home.process*` and B `common.process*`: the salary and dividend contract
// relays as a front end calls them over a real port (the MCS2_ names GET with the fields in the query,
// the hourly and real-time names POST with a JSON body, the MCSFE_ twins alike), the consolidated flags
// that show their pages, and My Income; a day on the simulated clock settles the daily salary.
// Every answer parsed with the shared contract.
import { toMinor } from '@sim/shared/money';
import {
  contractAnswerSchema,
  contractChangeAnswerSchema,
  contractListAnswerSchema,
  contractRecordAnswerSchema,
} from '@sim/shared/relay/contracts';
import { incomeReportSchema } from '@sim/shared/wps/income';
import { consolidatedSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let upline: string;
let downline: string;
beforeAll(async () => {
  sim = await startRealSim();
  await sim.admin('clock.set', { at: '2026-11-01T10:00:00Z' });
  await sim.admin('clock.freeze');
  upline = await loginAs(sim, 'agent01', 'Agent1234');
  downline = await loginAs(sim, 'agent02', 'Agent1234');
});
afterAll(() => sim.close());

const headers = (token: string, moduleId: string) => ({
  Accept: 'application/json, text/plain, */*',
  Merchant: 'sim001',
  Authorization: token,
  ModuleId: moduleId,
});

const get = (token: string, path: string, moduleId = 'COMM3') =>
  sim.call('GET', path, { headers: headers(token, moduleId) });
const post = (token: string, path: string, body: unknown, moduleId: string) =>
  sim.call('POST', path, {
    headers: { ...headers(token, moduleId), 'content-type': 'application/json' },
    body,
  });

describe('contract relays', () => {
  it('consolidated shows the contract pages to an agent, not to a member', async () => {
    expect(
      okValue(await get(downline, '/wps/member/info/funds/consolidated'), consolidatedSchema),
    ).toMatchObject({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
    });
    const member = await loginAs(sim, 'demo01', 'Demo1234');
    expect(
      okValue(await get(member, '/wps/member/info/funds/consolidated'), consolidatedSchema),
    ).toMatchObject({
      dailysalreqtype: false,
      divtypereq: false,
    });
  });

  it('offer (GET MCS2_), accept (GET MCSFE_ twin), a day settles, record and My Income show it', async () => {
    const tiers = encodeURIComponent(JSON.stringify([{ activeMembers: 1, amount: 100, rate: 1.5 }]));
    const offered = okValue(
      await get(
        upline,
        `/wps/relay/MCS2_processDailySalContract?action=OFFER&downlineAccount=agent02&tiers=${tiers}`,
        'DAILYSALCONT3',
      ),
      contractChangeAnswerSchema,
    );
    expect(offered.contract).toMatchObject({ status: 'PENDING', rate: 1.5 });
    const pending = okValue(
      await get(downline, '/wps/relay/MCSFE_processDailySalaryContract?action=LIST', 'DAILYSALCONT3'),
      contractListAnswerSchema,
    );
    expect(pending.list[0]).toMatchObject({ contractId: offered.contract.contractId, canRespond: true });
    const accepted = okValue(
      await get(
        downline,
        `/wps/relay/MCSFE_processDailySalaryContract?action=ACCEPT&contractId=${offered.contract.contractId}`,
        'DAILYSALCONT3',
      ),
      contractChangeAnswerSchema,
    );
    expect(accepted.contract.status).toBe('ACTIVE');

    // down03 (agent02's member) plays 400 today
    const down03 = await sim.db.member.findFirstOrThrow({
      where: { merchantCode: 'sim001', username: 'down03' },
    });
    const game = await sim.db.game.findFirstOrThrow({ where: { kind: 'GAME' }, orderBy: { id: 'asc' } });
    await sim.db.gameRound.create({
      data: {
        roundId: 'contract-contract-1',
        merchantCode: 'sim001',
        memberId: down03.id,
        gameId: game.id,
        vendorCode: game.vendorCode,
        gameType: game.gameType,
        stakeMinor: toMinor(400),
        status: 'SETTLED',
        placedAt: new Date('2026-11-01T11:00:00Z'),
        settledAt: new Date('2026-11-01T11:00:00Z'),
      },
    });
    await sim.admin('clock.advance', { days: 1 });
    // a day idle ends every session: log in again
    upline = await loginAs(sim, 'agent01', 'Agent1234');
    downline = await loginAs(sim, 'agent02', 'Agent1234');

    const range = 'startDate=2026-11-01T00:00:00Z&endDate=2026-11-03T00:00:00Z';
    const record = okValue(
      await get(downline, `/wps/relay/MCS2_processDailySalContract?action=RECORD&${range}`, 'DAILYSALCONT3'),
      contractRecordAnswerSchema,
    );
    expect(record.list.map((r) => [r.activeMembers, r.validBet, r.rate, r.amount, r.status])).toEqual([
      [1, 400, 1.5, 6, 'PAID'],
    ]);
    const income = okValue(await get(downline, `/wps/report/income?${range}`), incomeReportSchema);
    expect(income.summary).toMatchObject({ salary: 6, total: 6 });
    expect(income.list[0]).toMatchObject({
      incomeType: 'DAILY_SALARY',
      amount: 6,
      referenceNo: record.list[0]?.referenceNo,
    });
  });

  it('hourly and real-time relays take POST bodies', async () => {
    for (const [name, moduleId] of [
      ['MCS2_processContractHourSalary', 'HOURSAL3'],
      ['MCSFE_processContractHourSalary', 'HOURSAL3'],
      ['MCSFE_processRealTimeSalaryContract', 'RTSALARY3'],
    ] as const) {
      const answer = okValue(
        await post(upline, `/wps/relay/${name}`, { action: 'LIST' }, moduleId),
        contractAnswerSchema,
      );
      expect(answer.action).toBe('LIST');
    }
    const offered = okValue(
      await post(
        upline,
        '/wps/relay/MCSFE_processRealTimeSalaryContract',
        { action: 'OFFER', downlineAccount: 'agent02', tiers: [{ activeMembers: 1, amount: 10, rate: 0.3 }] },
        'RTSALARY3',
      ),
      contractChangeAnswerSchema,
    );
    expect(offered.contract).toMatchObject({ contractType: 'REALTIME_SALARY', status: 'PENDING' });
  });
});
