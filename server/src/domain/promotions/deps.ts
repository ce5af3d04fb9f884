// What the promotions area needs from the app: the database and the simulated clock.
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';

export interface PromotionDeps {
  db: Db;
  /** only the time is read: the seed passes its own moment */
  clock: Pick<SimClock, 'now'>;
}
