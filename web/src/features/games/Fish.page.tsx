import { GamesPage } from './Games.page';

/** /fish: fishing games. */
export function FishPage() {
  return <GamesPage lobby="fish" />;
}
