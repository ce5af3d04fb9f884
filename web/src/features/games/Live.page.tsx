import { GamesPage } from './Games.page';

/** /live: live casino, with the 15 live classifications as chips. */
export function LivePage() {
  return <GamesPage lobby="live" />;
}
