import { GamesPage } from '../games/Games.page';

/** /elott: the e-lottery vendors and games; a pick goes to /lottery (or /seaLottery) by account type. */
export function ElottPage() {
  return <GamesPage lobby="elott" />;
}
