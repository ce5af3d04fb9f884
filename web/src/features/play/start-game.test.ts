import { describe, expect, it } from 'vitest';
import type { GameEntry } from '../games/game-entry';
import { startTarget, vendorTarget } from './start-game';

const game = (overrides: Partial<GameEntry>): GameEntry => ({
  nodeId: 170001,
  gameId: 'JL0001',
  gameName: 'Dragon Warriors',
  vassalage: 'JL',
  vendorName: 'Jili',
  gameType: 'RNG',
  gameClassify: '5Reels',
  icon: '/cdn/x.svg',
  supportPlay: 0,
  isHot: false,
  isNew: false,
  isGroup: false,
  accountTypeName: 'JL',
  defaultPlayType: null,
  maintenance: false,
  ...overrides,
});

describe('starting a game by account type (spec section 2)', () => {
  it('launches a third-party game', () => {
    expect(startTarget(game({}))).toEqual({ kind: 'launch' });
    expect(startTarget(game({ gameType: 'SPORTS', accountTypeName: 'SPORTS', vassalage: 'SBO' }))).toEqual({
      kind: 'launch',
    });
  });

  it('sends LOTT and ELOTT account types to /lottery with the game code and play type', () => {
    expect(
      startTarget(game({ accountTypeName: 'LOTT', gameId: 'TCGL0003', vassalage: 'TCGL', gameType: 'LOTT' })),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=TCGL0003' });
    expect(
      startTarget(
        game({ accountTypeName: 'ELOTT', gameId: 'GW0001', vassalage: 'GW', defaultPlayType: 'betting' }),
      ),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=GW0001&playType=betting' });
  });

  it('sends the Vietnam lottery to /vnlottery and the SEA lottery to /seaLottery', () => {
    expect(startTarget(game({ accountTypeName: 'LOTT', vassalage: 'VNL', gameId: 'VNL0002' }))).toEqual({
      kind: 'route',
      to: '/vnlottery?gameCode=VNL0002',
    });
    expect(
      startTarget(game({ accountTypeName: 'ELOTT', vassalage: 'TCG_SEA', gameId: 'TCG_SEA0001' })),
    ).toEqual({ kind: 'route', to: '/seaLottery?gameCode=TCG_SEA0001' });
  });

  it('opens the sub-game popup for a VASSALAGE entry, whatever its type', () => {
    expect(startTarget(game({ isGroup: true, accountTypeName: 'LOTT' }))).toEqual({ kind: 'subGames' });
  });
});

describe('a vendor picked from the header', () => {
  it('launches SPORTS, ESPORTS, ELOTT and LOTT vendors directly', () => {
    for (const gameType of ['SPORTS', 'ESPORTS', 'ELOTT', 'LOTT']) {
      expect(vendorTarget({ vassalage: 'X', gameType }, '/lottery')).toEqual({ kind: 'launchVendor' });
    }
  });

  it('opens lottery lobbies for VNL and TCG_SEA, and a vendor tab for the others', () => {
    expect(vendorTarget({ vassalage: 'VNL', gameType: 'LOTT' }, '/lottery')).toEqual({
      kind: 'route',
      to: '/vnlottery',
    });
    expect(vendorTarget({ vassalage: 'TCG_SEA', gameType: 'ELOTT' }, '/elott')).toEqual({
      kind: 'route',
      to: '/seaLottery',
    });
    expect(vendorTarget({ vassalage: 'PG', gameType: 'RNG' }, '/rng')).toEqual({
      kind: 'route',
      to: '/rng?page=PG',
    });
  });
});
