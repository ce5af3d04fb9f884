import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { GameGrid } from '../components/GameGrid';
import type { GameEntry } from '../game-entry';
import { gridPaging } from '../grid-paging';
import { useGameList } from '../hooks';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    /** the game popup: the sub-games of a VASSALAGE entry */
    subGames: { game: GameEntry };
  }
}

/** Wide enough for four cards a row. */
const POPUP_WIDTH = 900;

/** The game popup (spec section 2): a VASSALAGE entry's sub-games, listed with nodeId=<its id>. */
export function SubGamesModal({ game }: { game: GameEntry }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const list = useGameList({ nodeId: game.nodeId });

  return (
    <ModalFrame
      testId="sub-games-modal"
      title={t('games.subGamesTitle', { group: game.gameName })}
      onClose={close}
      width={POPUP_WIDTH}
    >
      <GameGrid {...gridPaging(list)} testId="sub-games-grid" cols={{ base: 2, sm: 3, md: 4 }} />
    </ModalFrame>
  );
}
