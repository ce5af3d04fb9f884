import { GamesPage } from './Games.page';

/** /rng (egame group): slots; `?page=<vendor or vendor group>` preselects a tab. */
export function SlotsPage() {
  return <GamesPage lobby="slots" />;
}
