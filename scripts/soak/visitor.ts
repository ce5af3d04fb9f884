// A visitor of the site, paced: the boot call (system status), a login, a page of the game lobby,
// the balance, and now and then a logout (the next visit logs in again). Every answer must be an
// envelope with success or a refusal the call allows; a read is sent once (the soak kills nothing).
import { setTimeout as sleep } from 'node:timers/promises';
import { record } from '../load/attempts.ts';
import type { RunContext } from '../load/context.ts';
import { chance, pick } from '../load/random.ts';
import type { Kind } from '../load/stats.ts';
import type { Outcome } from '../load/wire.ts';

const LOGOUT_SHARE = 0.1;
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'];
const PAGES = 5;

export const VISITOR_PASSWORD = 'Visit1234';

export class Visitor {
  private token: string | null = null;

  constructor(
    private readonly ctx: RunContext,
    private readonly username: string,
  ) {}

  async run(stop: () => boolean, pauseMs: number): Promise<void> {
    while (!stop()) {
      await this.visit();
      await sleep(pauseMs);
    }
  }

  private async visit(): Promise<void> {
    const { wire } = this.ctx;
    await this.once('status', () => wire.get('/wps/system/status'));
    if (!this.token) {
      const login = await this.once('login', () =>
        wire.post<{ token: string }>('/wps/session/login/unsecure', {
          username: this.username,
          password: VISITOR_PASSWORD,
        }),
      );
      if (login?.kind !== 'ok') return;
      this.token = login.value.token;
    }
    const token = this.token;
    const page = 1 + Math.floor(Math.random() * PAGES);
    await this.once('game list', () =>
      wire.get(`/wps/relay/GCSGAME_gameList?gameType=${pick(GAME_TYPES)}&pageNo=${page}&pageSize=24`, token),
    );
    await this.once('balance', () => wire.get('/wps/v2/wallets/balance?typeId=0', token));
    if (chance(LOGOUT_SHARE)) {
      await this.once('logout', () => wire.post('/wps/session/logout', {}, token));
      this.token = null;
    }
  }

  /** One attempt; no answer counts as unknown, anything but an ok envelope as an error. */
  private async once<T>(kind: Kind, send: () => Promise<Outcome<T>>) {
    const outcome = await send();
    if (outcome.kind !== 'unknown') return record(this.ctx, kind, outcome, [], () => null);
    this.ctx.stats.unknown(kind, outcome.reason);
    return null;
  }
}
