import { type ContractAnswer, contractAnswerSchema } from '@sim/shared/relay/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberIdOf } from '../../test/contract-helpers.ts';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  for (const name of ['agent01', 'agent02', 'agent41']) tokens[name] = await loginAs(t, name, 'Agent1234');
});

const DAILY = '/wps/relay/MCS2_processDailySalContract';

async function call(who: string, body: Record<string, unknown>, url = DAILY) {
  const response = await wps(t, 'POST', url, { token: tokens[who], body });
  const json = response.json();
  if (!json.success) return { error: json.errorCode as string };
  return contractAnswerSchema.parse(json.value);
}

function changed(answer: ContractAnswer | { error: string }) {
  if ('error' in answer || !('contract' in answer))
    throw new Error(`not a change: ${JSON.stringify(answer)}`);
  return answer;
}

const tiers = (rate: number) => [
  { activeMembers: 1, amount: 100, rate: rate / 2 },
  { activeMembers: 2, amount: 1000, rate },
];

const offer = (from: string, to: string, rate: number) =>
  call(from, { action: 'OFFER', downlineAccount: to, tiers: tiers(rate) });

async function makeAgent(username: string) {
  await t.db.member.update({ where: { id: await memberIdOf(t, username) }, data: { type: 2 } });
  tokens[username] = await loginAs(t, username, 'Down1234');
}

describe('contract transitions', () => {
  it('offer -> accept; the upline cannot answer its own offer; a second offer of the kind is refused', async () => {
    const offered = changed(await offer('agent01', 'agent02', 2)).contract;
    expect(offered).toMatchObject({
      contractType: 'DAILY_SALARY',
      status: 'PENDING',
      rate: 2,
      role: 'UPLINE',
      canRespond: false,
      upline: { account: 'agent01' },
      downline: { account: 'agent02' },
      pendingRequest: { requestType: 'NEW', requestedBy: 'UPLINE' },
    });
    expect(await call('agent01', { action: 'ACCEPT', contractId: offered.contractId })).toEqual({
      error: 'CONTRACT_NO_OPEN_REQUEST',
    });
    const listed = await call('agent02', { action: 'LIST' });
    expect(listed).toMatchObject({
      action: 'LIST',
      totalCount: 1,
      list: [{ role: 'DOWNLINE', canRespond: true }],
    });
    const accepted = changed(await call('agent02', { action: 'ACCEPT', contractId: offered.contractId }));
    expect(accepted.contract).toMatchObject({ status: 'ACTIVE', pendingRequest: null });
    expect(accepted.contract.effectiveTime).toBeGreaterThan(0);
    expect(await offer('agent01', 'agent02', 1)).toEqual({ error: 'CONTRACT_EXISTS' });
  });

  it('offer -> reject', async () => {
    const { contractId } = changed(await offer('agent01', 'agent02', 2)).contract;
    const rejected = changed(await call('agent02', { action: 'REJECT', contractId }));
    expect(rejected.contract).toMatchObject({ status: 'REJECTED', endReason: 'REJECTED' });
    expect(await call('agent02', { action: 'ACCEPT', contractId })).toEqual({
      error: 'CONTRACT_NO_OPEN_REQUEST',
    });
  });

  it('termination: requested, refused (active again), requested again, agreed', async () => {
    const { contractId } = changed(await offer('agent01', 'agent02', 2)).contract;
    await call('agent02', { action: 'ACCEPT', contractId });
    const asked = changed(await call('agent02', { action: 'TERMINATE', contractId, reason: 'moving on' }));
    expect(asked.contract).toMatchObject({
      status: 'TERMINATION_REQUESTED',
      pendingRequest: { requestType: 'TERMINATION', requestedBy: 'DOWNLINE', reason: 'moving on' },
      canRespond: false,
    });
    expect(await call('agent02', { action: 'TERMINATE', contractId })).toEqual({
      error: 'CONTRACT_NOT_ACTIVE',
    });
    expect(changed(await call('agent01', { action: 'REJECT', contractId })).contract.status).toBe('ACTIVE');
    await call('agent01', { action: 'TERMINATE', contractId });
    const ended = changed(await call('agent02', { action: 'ACCEPT', contractId })).contract;
    expect(ended).toMatchObject({ status: 'TERMINATED', endReason: 'TERMINATED_BY_AGREEMENT' });
    expect(ended.endTime).toBeGreaterThan(0);
  });

  it('a downline rate never exceeds the upline’s own; a lower-rate acceptance ends the downline contract', async () => {
    await makeAgent('down03'); // agent01 -> agent02 -> down03: three levels
    const first = changed(await offer('agent01', 'agent02', 2)).contract;
    await call('agent02', { action: 'ACCEPT', contractId: first.contractId });
    expect(await offer('agent02', 'down03', 2.5)).toEqual({ error: 'CONTRACT_RATE_ABOVE_UPLINE' });
    const below = changed(await offer('agent02', 'down03', 1.5)).contract;
    await call('down03', { action: 'ACCEPT', contractId: below.contractId });
    // agent01 and agent02 end their contract, then agree a lower one
    await call('agent01', { action: 'TERMINATE', contractId: first.contractId });
    await call('agent02', { action: 'ACCEPT', contractId: first.contractId });
    const lower = changed(await offer('agent01', 'agent02', 1)).contract;
    const accepted = changed(await call('agent02', { action: 'ACCEPT', contractId: lower.contractId }));
    expect(accepted.contract.status).toBe('ACTIVE');
    expect(accepted.autoTerminated).toMatchObject([
      {
        contractId: below.contractId,
        status: 'TERMINATED',
        endReason: 'UPLINE_RATE_LOWERED',
        role: 'UPLINE',
      },
    ]);
    const seen = await call('down03', { action: 'LIST' });
    expect(seen).toMatchObject({ list: [{ contractId: below.contractId, status: 'TERMINATED' }] });
    const requests = await t.db.contractRequest.findMany({ where: { contractId: below.contractId } });
    expect(requests.map((r) => [r.type, r.answer, r.reason])).toEqual([
      ['NEW', 'ACCEPTED', null],
      ['TERMINATION', 'AUTO', 'UPLINE_RATE_LOWERED'],
    ]);
    // a rate at or under the new cap is still fine
    expect(changed(await offer('agent02', 'down03', 1)).contract.status).toBe('PENDING');
  });
});

describe('who may call', () => {
  it('only direct downline agents may be offered a contract', async () => {
    expect(await offer('agent01', 'down01', 1)).toEqual({ error: 'CONTRACT_NOT_DIRECT_DOWNLINE' }); // a member
    // outside the team, or nobody: the platform's answer for a member not in the team
    expect(await offer('agent01', 'agent42', 1)).toEqual({ error: 'DOWNLINE_NOT_FOUND' });
    expect(await offer('agent01', 'nobody-here', 1)).toEqual({ error: 'DOWNLINE_NOT_FOUND' });
    const agent42 = await memberIdOf(t, 'agent42');
    expect(await call('agent01', { action: 'OFFER', downlineId: agent42, tiers: tiers(1) })).toEqual({
      error: 'DOWNLINE_NOT_FOUND',
    });
    expect(await call('agent01', { action: 'LIST', downlineId: agent42 })).toEqual({
      error: 'DOWNLINE_NOT_FOUND',
    });
    await makeAgent('down03');
    expect(await offer('agent01', 'down03', 1)).toEqual({ error: 'CONTRACT_NOT_DIRECT_DOWNLINE' }); // depth 2
  });

  it('an agent outside the contract cannot see or answer it', async () => {
    const { contractId } = changed(await offer('agent01', 'agent02', 2)).contract;
    for (const action of ['ACCEPT', 'REJECT', 'TERMINATE'])
      expect(await call('agent41', { action, contractId })).toEqual({ error: 'CONTRACT_NOT_FOUND' });
    expect(await call('agent41', { action: 'LIST' })).toMatchObject({ totalCount: 0 });
    // nor through another kind's relay
    expect(
      await call('agent02', { action: 'ACCEPT', contractId }, '/wps/relay/MCS2_processDividendReq'),
    ).toEqual({
      error: 'CONTRACT_NOT_FOUND',
    });
  });

  it('members are refused, and a switched-off module is not available', async () => {
    const member = await loginAs(t, 'down01', 'Down1234');
    const refused = await wps(t, 'POST', DAILY, { token: member, body: { action: 'LIST' } });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
    await adminCaller(t).flags.set({ modId: 'DAILYSALCONT3', enabled: false });
    expect(await call('agent01', { action: 'LIST' })).toEqual({ error: 'function.not.available' });
  });

  it('every relay name answers GET with the fields in the query', async () => {
    const names = [
      'MCS2_processDividendReq',
      'MCSFE_processContractDividend',
      'MCS2_processDailySalContract',
      'MCSFE_processDailySalaryContract',
      'MCS2_processContractHourSalary',
      'MCSFE_processContractHourSalary',
      'MCSFE_processRealTimeSalaryContract',
    ];
    for (const name of names) {
      const response = await wps(t, 'GET', `/wps/relay/${name}?action=LIST`, { token: tokens.agent01 });
      expect(contractAnswerSchema.parse(response.json().value)).toMatchObject({ action: 'LIST', list: [] });
    }
    const tiersJson = encodeURIComponent(JSON.stringify(tiers(3)));
    const response = await wps(
      t,
      'GET',
      `/wps/relay/MCS2_processDividendReq?action=OFFER&downlineAccount=agent02&period=WEEKLY&tiers=${tiersJson}`,
      { token: tokens.agent01 },
    );
    expect(response.json().value.contract).toMatchObject({
      contractType: 'DIVIDEND',
      period: 'WEEKLY',
      rate: 3,
    });
  });
});
