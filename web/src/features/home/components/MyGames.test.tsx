import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { gameItemFixture } from '../../../test/fixtures';
import { renderInSite } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import { MyGames } from './MyGames';

const routes = {
  'GET /wps/relay/GCS_recentGame': envelope([
    gameItemFixture({ nodeId: 170001, gameName: 'Dragon Warriors' }),
  ]),
  'GET /wps/relay/MCSFE_getFavoriteGamesList': envelope({
    content: [gameItemFixture({ nodeId: 170005, gameName: 'Golden Empire' })],
    pageNum: 1,
    totalPages: 1,
  }),
  'GET /wps/relay/MCSFE_getFavoriteGames': envelope(['170005']),
};

describe("the logged-in home's own games", () => {
  beforeEach(async () => {
    await changeLanguage('BN', false);
  });

  it("shows the member's recently played and favourite games, in the site language", async () => {
    saveToken('tok');
    mockWire(routes);
    renderInSite(<MyGames />);
    const recent = await screen.findByTestId('home-recent');
    expect(recent.textContent).toContain('সম্প্রতি খেলা');
    expect(recent.textContent).toContain('Dragon Warriors');
    expect((await screen.findByTestId('home-favourites')).textContent).toContain('Golden Empire');
  });

  it('shows nothing to a visitor', async () => {
    const wire = mockWire(routes);
    renderInSite(<MyGames />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('home-recent')).toBeNull();
    expect(wire.callsTo('/wps/relay/GCS_recentGame')).toHaveLength(0);
  });
});
