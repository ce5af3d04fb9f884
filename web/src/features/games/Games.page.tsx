import { Group, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { VendorGroupKey } from '@sim/shared/relay/gcsgame';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session/session';
import { ClassifyChips } from './components/ClassifyChips';
import { GameSearch } from './components/GameSearch';
import { FavouritesSource, GameListSource, RecentSource } from './components/GameSources';
import { PvpRooms } from './components/PvpRooms';
import { VendorTabs } from './components/VendorTabs';
import { useLanes } from './hooks';
import { lobbyClassifications, lobbyVendors, spbVendors } from './lanes';
import { GAMES_LOBBIES, type GamesLobbyKey, pageOfTab, tabFromPage, vassalageOf } from './lobbies';

/** Typing settles for this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The one shared games page (spec section 2) for /rng, /live, /pvp, /fish, /sports, /esports and
 * /elott: vendor tabs (`?page=`), classify chips, search, favourites and recent for members.
 */
export function GamesPage({ lobby }: { lobby: GamesLobbyKey }) {
  const { t } = useTranslation();
  const { gameType } = GAMES_LOBBIES[lobby];
  const lanes = useLanes().data ?? [];
  const member = useSession().status === 'member';
  const [params, setParams] = useSearchParams();
  const tab = tabFromPage(params.get('page'), member);
  const [classify, setClassify] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [gameName] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const groups: VendorGroupKey[] = lobby === 'slots' && spbVendors(lanes).length > 0 ? ['SPBGames'] : [];
  const classifications = lobbyClassifications(lanes, lobby);
  const listed = tab.kind !== 'favourites' && tab.kind !== 'recent';

  const selectPage = (page: string | null) => {
    setClassify(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page) next.set('page', page);
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="md" data-testid={`games-page-${lobby}`}>
      {/* one row on a phone too: the title beside the search, so the games start higher */}
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Title order={1} size="h2" style={{ flexShrink: 0 }}>
          {t(`nav.${lobby}`)}
        </Title>
        {listed && <GameSearch value={search} onChange={setSearch} />}
      </Group>
      <VendorTabs
        value={pageOfTab(tab)}
        vendors={lobbyVendors(lanes, lobby)}
        groups={groups}
        member={member}
        onChange={selectPage}
      />
      {listed && classifications.length > 0 && (
        <ClassifyChips keys={classifications} value={classify} onChange={setClassify} />
      )}
      {lobby === 'pvp' && member && listed && <PvpRooms vassalage={vassalageOf(tab)} />}
      {tab.kind === 'favourites' && <FavouritesSource />}
      {tab.kind === 'recent' && <RecentSource />}
      {listed && (
        <GameListSource
          filters={{
            gameType,
            vassalage: vassalageOf(tab),
            gameClassify: classify ?? undefined,
            gameName: gameName || undefined,
          }}
          searching={gameName !== ''}
        />
      )}
    </Stack>
  );
}
