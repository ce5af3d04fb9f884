import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../api/session-store';
import { changeLanguage } from '../../i18n';
import { gameItemFixture, lanesFixture, memberFixture } from '../../test/fixtures';
import { renderInSite } from '../../test/render';
import { envelope, mockWire, type RecordedCall } from '../../test/wire-mock';
import { GamesPage } from './Games.page';

const GAMES = [
  gameItemFixture({ nodeId: 170101, gameName: 'Dragon Warriors', supportPlay: 0, isHot: 1 }),
  gameItemFixture({ nodeId: 170102, gameName: 'Lucky Tiger', supportPlay: 1, isNew: 1 }),
  gameItemFixture({ nodeId: 170103, gameName: 'Pharaoh Gold', supportPlay: 0, maintenance: true }),
];

function catalogue(extra: Record<string, Parameters<typeof mockWire>[0][string]> = {}) {
  return mockWire({
    'GET /wps/relay/GCSGAME_newGameVendor': envelope({ data: { lanes: lanesFixture() } }),
    'GET /wps/relay/GCSGAME_gameList': (call: RecordedCall) => {
      const name = call.url.searchParams.get('gameName') ?? '';
      const games = GAMES.filter((g) => g.gameName.toLowerCase().includes(name.toLowerCase()));
      return envelope({ games, pageNum: 1, totalPages: 1, totalCount: games.length });
    },
    ...extra,
  });
}

describe('the shared games page', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('asks for 21 games of the page=<vendor> tab with the desktop client parameters', async () => {
    const wire = catalogue();
    renderInSite(<GamesPage lobby="slots" />, { route: '/rng?page=PG' });

    await screen.findByTestId('game-card-170101');
    const query = wire.callsTo('/wps/relay/GCSGAME_gameList')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '1',
      pageSize: '21',
      platform: 'html5-desktop',
      clientType: '3',
    });
    expect(screen.getByTestId('vendor-tab-PG').getAttribute('data-active')).toBe('true');
    // Spribe is a group of its own, not a slot vendor tab
    expect(screen.queryByTestId('vendor-tab-SPB')).toBeNull();
    expect(screen.getByTestId('vendor-tab-SPBGames')).toBeTruthy();
  });

  it('offers visitors Try only where a free trial exists, with badges and a disabled Play under maintenance', async () => {
    catalogue();
    renderInSite(<GamesPage lobby="slots" />, { route: '/rng' });

    await screen.findByTestId('game-card-170101');
    expect(screen.getByTestId('game-try-170101')).toBeTruthy();
    expect(screen.queryByTestId('game-try-170102')).toBeNull();
    expect(screen.getByTestId('game-hot-170101')).toBeTruthy();
    expect(screen.getByTestId('game-new-170102')).toBeTruthy();
    expect(screen.getByTestId('game-maintenance-170103')).toBeTruthy();
    expect(screen.getByTestId('game-play-170103').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('favourite-170101')).toBeNull();
    expect(screen.queryByTestId('vendor-tab-favourites')).toBeNull();
  });

  it('searches by game name', async () => {
    const wire = catalogue();
    renderInSite(<GamesPage lobby="slots" />, { route: '/rng' });
    await screen.findByTestId('game-card-170102');

    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'tiger' } });

    await waitFor(
      () => {
        expect(screen.queryByTestId('game-card-170101')).toBeNull();
        expect(screen.getByTestId('game-card-170102')).toBeTruthy();
      },
      { timeout: 2000 },
    );
    expect(wire.callsTo('/wps/relay/GCSGAME_gameList').at(-1)?.url.searchParams.get('gameName')).toBe(
      'tiger',
    );
  });

  it('gives members the favourite star and their favourites and recent tabs', async () => {
    saveToken('tok');
    const favourites = ['170101'];
    const wire = catalogue({
      'GET /wps/member/info': envelope(memberFixture()),
      'GET /wps/relay/MCSFE_getFavoriteGames': () => envelope([...favourites]),
      'POST /wps/relay/MCSFE_addFavoriteGameV2': (call) => {
        favourites.push(String(JSON.parse(call.body ?? '{}').nodeId));
        return envelope(null);
      },
    });
    renderInSite(<GamesPage lobby="slots" />, { route: '/rng' });

    const star = await screen.findByTestId('favourite-170102');
    await waitFor(() =>
      expect(screen.getByTestId('favourite-170101').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.queryByTestId('game-try-170101')).toBeNull();
    expect(screen.getByTestId('vendor-tab-favourites')).toBeTruthy();
    expect(screen.getByTestId('vendor-tab-recent')).toBeTruthy();

    fireEvent.click(star);

    await waitFor(() => expect(wire.callsTo('/wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(1));
    const body = JSON.parse(wire.callsTo('/wps/relay/MCSFE_addFavoriteGameV2')[0]?.body ?? '{}');
    expect(body).toEqual({ nodeId: 170102, vendor: 'JL', gameType: 'RNG' });
    await waitFor(() => expect(wire.callsTo('/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(2));
    expect(screen.getByTestId('favourite-170102').getAttribute('aria-pressed')).toBe('true');
  });
});
