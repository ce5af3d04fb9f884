import { GamesPage } from './Games.page';

/** /esports: e-sports vendors (split from SPORTS) and their titles. */
export function EsportsPage() {
  return <GamesPage lobby="esports" />;
}
