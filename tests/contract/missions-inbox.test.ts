// Missions and the inbox as their clients call them over a real port: the vendor's SIT scripts
// (wire-contract.md 8: MCSFE_getMissionSummaryDetails?status=O&page=1&size=5 reading list[].missionId and
// .title, MCSFE_getMissionMilestones as a GET with a JSON body {missionId, _} whose value is a list of missions, MCSFE_getMissionLeaderboard
// reading footer.rank, ModuleId MISSIONLB3), the go444 front end's inbox calls (EMFE_getInboxUnreadCount ->
// value: 1, EMFE_getInbox?page=1&size=1, CSP_unreadCount) and the legacy client's /wps/message family.
import { inboxPageSchema, unreadCountSchema } from '@sim/shared/relay/inbox';
import {
  missionLeaderboardSchema,
  missionMilestonesListSchema,
  missionSummaryListSchema,
} from '@sim/shared/relay/missions';
import { legacyMessagePageSchema } from '@sim/shared/wps/message';
import { balanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

const scriptHeaders = () => ({
  'Content-Type': 'application/json',
  Merchant: 'sim001',
  Authorization: token,
  Language: 'EN',
  ModuleId: 'MISSIONLB3',
  Cookie: 'SHELL_deviceId=8c5bdbd3-b2cd-b350-4c4e-5967bb9d7966',
  'X-Requested-With': 'XMLHttpRequest',
  'X-Timestamp': String(Date.now()),
});

describe('the SIT mission script', () => {
  it('lists missions, reads milestones by a GET with a JSON body and the leaderboard footer', async () => {
    const summary = okValue(
      await sim.call(
        'GET',
        `/wps/relay/MCSFE_getMissionSummaryDetails?status=O&page=1&size=5&_=${Date.now()}`,
        {
          headers: scriptHeaders(),
        },
      ),
      missionSummaryListSchema,
    );
    const weekly = summary.list.find((mission) => mission.code === 'WEEKLY-BET');
    expect(weekly).toMatchObject({ title: 'Weekly betting challenge' });
    const missionId = weekly!.missionId;

    // the scripts iterate value as a list of missions and find theirs by title
    const missions = okValue(
      await sim.call('GET', '/wps/relay/MCSFE_getMissionMilestones', {
        headers: scriptHeaders(),
        body: { missionId, _: Date.now() },
      }),
      missionMilestonesListSchema,
    );
    const theirs = missions.find((item) => item.title === 'Weekly betting challenge');
    expect(theirs?.missionId).toBe(missionId);
    expect(theirs?.list.map((m) => m.target)).toEqual([1000, 5000, 20000]);

    const board = okValue(
      await sim.call('GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${missionId}&_=${Date.now()}`, {
        headers: scriptHeaders(),
      }),
      missionLeaderboardSchema,
    );
    expect(board.footer).toEqual({ rank: 0, reachedValue: 0 });
  });
});

describe('the inbox', () => {
  it('counts unread messages as go444 reads them, in the balance too, and lists a page', async () => {
    await sim.admin('messages.send', { subject: 'Contract news', content: 'Hello' });
    const headers = { Merchant: 'sim001', Authorization: token };
    const count = okValue(
      await sim.call('GET', '/wps/relay/EMFE_getInboxUnreadCount', { headers }),
      unreadCountSchema,
    );
    // the seed's welcome and this one
    expect(count).toBe(2);
    expect(okValue(await sim.call('GET', '/wps/relay/CSP_unreadCount', { headers }), unreadCountSchema)).toBe(
      2,
    );
    const page = okValue(
      await sim.call('GET', '/wps/relay/EMFE_getInbox?page=1&size=1', { headers }),
      inboxPageSchema,
    );
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ title: 'Contract news', isRead: false });
    const balance = okValue(
      await sim.call('GET', '/wps/v2/wallets/balance?typeId=0', { headers }),
      balanceSchema,
    );
    expect(balance.unreadMessage).toBe(2);
    expect(
      (await sim.call('GET', '/wps/relay/CSP_unreadCount', { headers: { Merchant: 'sim001' } })).status,
    ).toBe(401);
  });

  it('answers the legacy client’s /wps/message calls', async () => {
    const headers = { Merchant: 'sim001', Authorization: token };
    const inbox = okValue(await sim.call('GET', '/wps/message/inbox', { headers }), legacyMessagePageSchema);
    const first = inbox.list[0]!;
    const read = await sim.call('POST', '/wps/message/read', {
      headers,
      body: { messageIds: String(first.messageId) },
    });
    expect(read.json()).toMatchObject({ success: true, value: { changed: 1 } });
    const gone = await sim.call('DELETE', `/wps/message/inbox?messageIds=${first.messageId}`, { headers });
    expect(gone.json()).toMatchObject({ success: true, value: { changed: 1 } });
    const after = okValue(await sim.call('GET', '/wps/message/inbox', { headers }), legacyMessagePageSchema);
    expect(after.total).toBe(inbox.total - 1);
  });
});
