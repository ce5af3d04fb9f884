import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deposit, mainBalance, okValue } from '../../test/cashier-helpers.ts';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../test/harness.ts';
import { playRound, relay } from '../../test/points-helpers.ts';

let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await adminCaller(t).clock.freeze();
  token = await loginAs(t, 'demo01', 'Demo1234');
  memberId = (await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } }))
    .id;
});

const caller = () => adminCaller(t);
const betMission = (code = 'BET100', gameType: 'RNG' | null = null) =>
  caller().missions.create({
    code,
    kind: 'VALID_BET',
    gameType,
    titles: { EN: 'Bet 100', BN: 'বাজি ১০০' },
    milestones: [
      { target: 50, reward: 5 },
      { target: 100, reward: 10 },
    ],
  });
const summary = async (query = '?status=O&page=1&size=5') =>
  (await relay(t, token, 'MCSFE_getMissionSummaryDetails', query, { language: 'EN' })).json().value;
/** the mission of MCSFE_getMissionMilestones' list (the vendor's scripts find theirs by title) */
const milestones = async (missionId: number) => {
  const value = (await relay(t, token, 'MCSFE_getMissionMilestones', `?missionId=${missionId}`)).json().value;
  expect(value).toHaveLength(1);
  return value[0];
};
const claim = (body: Record<string, unknown>, as = token) =>
  wps(t, 'POST', '/wps/relay/MCSFE_claimMissionReward', { token: as, body });

describe('mission progress', () => {
  it('counts the stakes of settled rounds (of the game type named) and lists the missions', async () => {
    const any = await betMission();
    const slots = await betMission('SLOTS', 'RNG');
    // the seed's weekly mission is listed too
    expect((await summary()).list).toHaveLength(3);
    await playRound(t, token, 'RNG', 30);
    await playRound(t, token, 'LIVE', 40);
    const value = await summary();
    const byCode = Object.fromEntries(value.list.map((m: { code: string }) => [m.code, m]));
    expect(byCode.BET100).toMatchObject({
      missionId: any.id,
      title: 'Bet 100',
      missionType: 'VALID_BET',
      status: 'O',
      currentValue: 70,
      nextTarget: 100,
      reachedCount: 1,
      claimableCount: 1,
      totalReward: 15,
    });
    expect(byCode.SLOTS).toMatchObject({
      missionId: slots.id,
      currentValue: 30,
      nextTarget: 50,
      claimableCount: 0,
    });
    expect(value.missionCount).toBe(1);
    // the language picks the title
    const bn = (await relay(t, token, 'MCSFE_getMissionSummaryDetails', '', { language: 'BN' })).json().value;
    expect(bn.list.find((m: { code: string }) => m.code === 'BET100').title).toBe('বাজি ১০০');
  });

  it('counts approved deposits and settled rounds for those kinds', async () => {
    const deposits = await caller().missions.create({
      code: 'DEP',
      kind: 'DEPOSIT',
      titles: { EN: 'Deposit' },
      milestones: [{ target: 100, reward: 1 }],
    });
    const rounds = await caller().missions.create({
      code: 'ROUNDS',
      kind: 'ROUNDS',
      titles: { EN: 'Play 2 rounds' },
      milestones: [{ target: 2, reward: 1 }],
    });
    const order = okValue(await deposit(t, token, { channelCode: 'BKASH', amount: 150 }));
    expect((await milestones(deposits.id)).currentValue).toBe(0);
    await caller().cashier.approveDeposit({ referenceNo: order.referenceNo });
    expect((await milestones(deposits.id)).list[0].status).toBe('CLAIMABLE');
    await playRound(t, token, 'RNG', 1);
    await playRound(t, token, 'RNG', 1);
    expect(await milestones(rounds.id)).toMatchObject({ currentValue: 2, missionType: 'ROUNDS' });
  });

  it('answers MCSFE_getMissionMilestones sent as a GET with a JSON body, a query string or a POST', async () => {
    const mission = await betMission();
    const withBody = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getMissionMilestones',
      headers: {
        merchant: 'sim001',
        authorization: token,
        'content-type': 'application/json',
        ModuleId: 'MISSIONLB3',
      },
      payload: JSON.stringify({ missionId: mission.id, _: Date.now() }),
    });
    expect(withBody.json()).toMatchObject({
      success: true,
      value: [{ missionId: mission.id, title: 'বাজি ১০০' }], // the merchant's default language, BN
    });
    expect(withBody.json().value[0].list.map((m: { target: number }) => m.target)).toEqual([50, 100]);
    const posted = await wps(t, 'POST', '/wps/relay/MCSFE_getMissionMilestones', {
      token,
      body: { missionId: mission.id },
    });
    expect(posted.json().value).toEqual(withBody.json().value);
    expect((await milestones(mission.id)).list).toHaveLength(2);
    // a mission of nobody's, or none at all
    expect((await relay(t, token, 'MCSFE_getMissionMilestones', '?missionId=999')).json().errorCode).toBe(
      'MISSION_NOT_FOUND',
    );
    expect((await relay(t, token, 'MCSFE_getMissionMilestones')).statusCode).toBe(400);
  });

  it('is off without MISSIONLB3 and needs a session', async () => {
    await setFlag(t, 'MISSIONLB3', false);
    expect((await relay(t, token, 'MCSFE_getMissionSummaryDetails')).json().errorCode).toBe(
      'function.not.available',
    );
    expect((await relay(t, '', 'MCSFE_getMissionSummaryDetails')).statusCode).toBe(401);
  });
});

describe('claiming a milestone', () => {
  it('pays the reward once through the ledger, refuses what is not reached', async () => {
    const mission = await betMission();
    const [first, second] = mission.milestones;
    expect((await claim({ missionId: mission.id, milestoneId: first!.id })).json().errorCode).toBe(
      'MISSION_NOT_CLAIMABLE',
    );
    await playRound(t, token, 'RNG', 60);
    const before = await mainBalance(t, memberId);
    const paid = (await claim({ missionId: mission.id, milestoneId: first!.id })).json().value;
    expect(paid).toMatchObject({ reward: 5, replayed: false });
    // a round may win: compare with the balance after the round
    expect(await mainBalance(t, memberId)).toBe(before + 5);
    const again = (await claim({ missionId: mission.id, milestoneId: first!.id })).json().value;
    expect(again).toMatchObject({ reward: 5, replayed: true, referenceNo: paid.referenceNo });
    expect(await mainBalance(t, memberId)).toBe(before + 5);
    expect((await claim({ missionId: mission.id, milestoneId: second!.id })).json().errorCode).toBe(
      'MISSION_NOT_CLAIMABLE',
    );
    const list = (await milestones(mission.id)).list;
    expect(list.map((m: { status: string }) => m.status)).toEqual(['CLAIMED', 'LOCKED']);
    expect((await summary()).missionCount).toBe(0);
    const record = (await wps(t, 'GET', '/wps/report/transaction?type=BONUS', { token })).json().value;
    expect(record.list[0]).toMatchObject({ type: 'BONUS', amount: 5, referenceNo: paid.referenceNo });
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('pays once when two claims race', async () => {
    const mission = await betMission();
    await playRound(t, token, 'RNG', 60);
    const before = await mainBalance(t, memberId);
    const body = { missionId: mission.id, milestoneId: mission.milestones[0]!.id };
    const answers = await Promise.all([claim(body), claim(body), claim(body)]);
    expect(answers.map((a) => a.json().success)).toEqual([true, true, true]);
    expect(await mainBalance(t, memberId)).toBe(before + 5);
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('lets claims start over after the operator resets the member; closing expires what is left', async () => {
    const mission = await betMission();
    await playRound(t, token, 'RNG', 60);
    const body = { missionId: mission.id, milestoneId: mission.milestones[0]!.id };
    okValue(await claim(body));
    await caller().clock.advance({ seconds: 1 });
    const reset = await caller().missions.reset({ code: 'BET100', username: 'demo01' });
    expect(reset).toMatchObject({ currentValue: 0, generation: 1 });
    expect(reset.milestones[0]!.status).toBe('LOCKED');
    await playRound(t, token, 'RNG', 55);
    expect((await caller().missions.progress({ code: 'BET100', username: 'demo01' })).currentValue).toBe(55);
    expect((await claim(body)).json().value.replayed).toBe(false);
    await playRound(t, token, 'RNG', 50);
    await caller().missions.close({ code: 'BET100' });
    const closed = await milestones(mission.id);
    expect(closed).toMatchObject({ status: 'E' });
    expect(closed.list[1].status).toBe('EXPIRED');
    expect((await summary('?status=E')).list.map((m: { code: string }) => m.code)).toEqual(['BET100']);
    expect((await claim({ ...body, milestoneId: mission.milestones[1]!.id })).json().errorCode).toBe(
      'MISSION_NOT_CLAIMABLE',
    );
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });
});

describe('the leaderboard', () => {
  it('ranks members by value, masks names and puts the caller in the footer', async () => {
    const mission = await betMission();
    const other = await loginAs(t, 'vip05', 'Vip51234');
    await playRound(t, other, 'RNG', 80);
    await playRound(t, token, 'RNG', 30);
    const board = (
      await relay(t, token, 'MCSFE_getMissionLeaderboard', `?missionId=${mission.id}`, {
        ModuleId: 'MISSIONLB3',
      })
    ).json().value;
    expect(board.list).toEqual([
      { rank: 1, username: 'vi***5', reachedValue: 80 },
      { rank: 2, username: 'de***1', reachedValue: 30 },
    ]);
    expect(board.footer).toEqual({ rank: 2, reachedValue: 30 });
    const nobody = await loginAs(t, 'down01', 'Down1234');
    const outside = (await relay(t, nobody, 'MCSFE_getMissionLeaderboard', `?missionId=${mission.id}`)).json()
      .value;
    expect(outside.footer).toEqual({ rank: 0, reachedValue: 0 });
    const boards = (await relay(t, token, 'PROMOFE_getRankBoardList')).json().value;
    expect(boards.find((b: { missionId: number }) => b.missionId === mission.id)).toMatchObject({
      footer: { rank: 2 },
    });
  });
});

describe('the PROMOFE quest relays', () => {
  it('answers quests, achievements and daily heartbeats from the missions', async () => {
    const days = await caller().missions.create({
      code: 'DAYS',
      kind: 'ACTIVE_DAYS',
      titles: { EN: 'Come back' },
      milestones: [{ target: 2, reward: 3 }],
    });
    const beat = () => relay(t, token, 'PROMOFE_recordCustomerHeartbeatDaily');
    expect((await beat()).json().value).toMatchObject({ recorded: true, activeDays: 1 });
    expect((await beat()).json().value).toMatchObject({ recorded: false, activeDays: 1 });
    await caller().clock.advance({ minutes: 24 * 60 });
    // a day idles the session out
    token = await loginAs(t, 'demo01', 'Demo1234');
    const posted = await wps(t, 'POST', '/wps/relay/PROMOFE_recordCustomerHeartbeatDaily', {
      token,
      body: {},
    });
    expect(posted.json().value).toMatchObject({ recorded: true, activeDays: 2 });
    const quests = (await relay(t, token, 'PROMOFE_getParticipableQuestList')).json().value;
    const quest = quests.find((q: { missionId: number }) => q.missionId === days.id);
    expect(quest).toMatchObject({ currentValue: 2, claimableCount: 1 });
    expect(quest.milestones[0]).toMatchObject({ status: 'CLAIMABLE', target: 2, reward: 3 });
    const achievements = (await relay(t, token, 'PROMOFE_getAchievementSettingList')).json().value;
    expect(achievements).toContainEqual(expect.objectContaining({ missionId: days.id, title: 'Come back' }));
    // the seed's mission has three milestones, this one one
    expect(achievements).toHaveLength(4);
  });
});
