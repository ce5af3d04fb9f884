import { GamesPage } from './Games.page';

/** /pvp: card and table games; members also see the open rooms. */
export function PvpPage() {
  return <GamesPage lobby="pvp" />;
}
