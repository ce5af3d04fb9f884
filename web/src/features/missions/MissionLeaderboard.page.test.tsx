import type { MissionMilestones, MissionSummary } from '@sim/shared/relay/missions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { centrePage, openMemberCentre } from '../../test/member-centre';
import { envelope } from '../../test/wire-mock';

const CLAIM = '/wps/relay/MCSFE_claimMissionReward';

const mission: MissionSummary = {
  missionId: 3,
  code: 'SLOTS',
  title: 'Slot sprint',
  description: '',
  missionType: 'VALID_BET',
  gameType: 'RNG',
  status: 'O',
  startTime: Date.UTC(2026, 10, 22),
  endTime: null,
  currentValue: 120,
  nextTarget: 500,
  milestoneCount: 2,
  reachedCount: 1,
  claimableCount: 1,
  totalReward: 40,
};

const milestones: MissionMilestones = {
  missionId: 3,
  title: 'Slot sprint',
  missionType: 'VALID_BET',
  status: 'O',
  currentValue: 120,
  list: [
    { milestoneId: 11, seq: 1, target: 100, reward: 10, status: 'CLAIMABLE', claimTime: null },
    { milestoneId: 12, seq: 2, target: 500, reward: 30, status: 'LOCKED', claimTime: null },
  ],
};

const routes = {
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': envelope({
    list: [mission],
    total: 1,
    page: 1,
    size: 50,
    missionCount: 1,
  }),
  // a list of missions, as the vendor's scripts read it
  'GET /wps/relay/MCSFE_getMissionMilestones': envelope([milestones]),
  'GET /wps/relay/MCSFE_getMissionLeaderboard': envelope({
    missionId: 3,
    missionType: 'VALID_BET',
    list: [{ rank: 1, username: 'de***1', reachedValue: 120 }],
    footer: { rank: 1, reachedValue: 120 },
  }),
  [`POST ${CLAIM}`]: envelope({
    missionId: 3,
    milestoneId: 11,
    reward: 10,
    referenceNo: 'B1',
    replayed: false,
  }),
};

describe('the missionLeaderboard page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('shows progress, the badge, claims a reached milestone and opens the leaderboard', async () => {
    const { wire } = openMemberCentre('missionLeaderboard', routes);
    await centrePage('missionLeaderboard');
    expect((await screen.findByTestId('mission-badge')).textContent).toBe('1');
    // the mission's product by its name, not its code
    expect(screen.getByTestId('mission-card').textContent).toContain('Slots');
    expect(screen.getByTestId('mission-card').textContent).not.toContain('RNG');
    expect((await screen.findByTestId('mission-progress')).textContent).toBe('৳ 120.00 / ৳ 500.00');
    fireEvent.click(await screen.findByTestId('milestone-claim'));
    await waitFor(() => expect(wire.callsTo(CLAIM)).toHaveLength(1));
    expect(JSON.parse(wire.callsTo(CLAIM)[0]?.body ?? '{}')).toEqual({ missionId: 3, milestoneId: 11 });
    fireEvent.click(screen.getByTestId('mission-board-toggle'));
    expect((await screen.findByTestId('leaderboard-footer')).textContent).toContain('1');
    expect(screen.getByTestId('leaderboard-row').textContent).toContain('de***1');
  });
});
