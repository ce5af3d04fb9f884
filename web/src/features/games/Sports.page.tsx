import { GamesPage } from './Games.page';

/** /sports: the sports types of each sports vendor; a pick launches the book. */
export function SportsPage() {
  return <GamesPage lobby="sports" />;
}
