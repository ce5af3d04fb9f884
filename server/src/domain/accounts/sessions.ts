// Login sessions: one live session per member, ended by logout, by a newer login, by idling or by an
// admin lock of the member. Game launches live only as long as the session that made them.
import { randomBytes } from 'node:crypto';
import { TRIAL_TYPE } from '@sim/shared/member-types';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { type SessionRow, sessionByToken } from './queries.ts';
import type { SessionCache } from './session-cache.ts';

export type EndReason = 'logout' | 'duplicateLogin' | 'expired' | 'admin' | 'upgrade' | 'locked';

/** Don't write lastSeenAt on every request: once a minute is precise enough for idle expiry. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionMember {
  token: string;
  memberId: number;
  merchantCode: string;
  username: string;
  type: number;
}

/**
 * From the database: a second login, a logout, an admin lock or a lock written straight into the
 * database takes effect on the very next call, in every process (session-cache.ts keeps a read only
 * while the database's 'sessions' version holds). One indexed read (queries.ts), every call.
 */
const readSession = (db: Db, token: string) => sessionByToken(sqlOf(db), token);

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: SimClock,
    private readonly idleMs: number,
    private readonly cache: SessionCache<SessionRow> | null = null,
  ) {}

  /** The session as kept, when it still lives by what was kept; else as read (and kept when it lives). */
  private async session(token: string): Promise<SessionRow | null> {
    const kept = await this.cache?.get(token);
    if (kept && !this.idleOut(kept)) return kept;
    const signature = await this.cache?.signature();
    const read = await readSession(this.db, token);
    if (read && !read.endedAt && signature !== undefined) this.cache?.keep(token, read, signature);
    return read;
  }

  private idleOut(session: SessionRow): boolean {
    return this.clock.now().getTime() - session.lastSeenAt.getTime() > this.idleMs;
  }

  /** Start a session and end every other live one of the member (`login.not.session` there). */
  async open(memberId: number, meta: { deviceId?: string; ip?: string }): Promise<string> {
    const now = this.clock.now();
    const token = randomBytes(24).toString('hex');
    await this.db.$transaction([
      this.db.session.updateMany({
        where: { memberId, endedAt: null },
        data: { endedAt: now, endReason: 'duplicateLogin' },
      }),
      this.db.session.create({
        data: { token, memberId, deviceId: meta.deviceId, ip: meta.ip, issuedAt: now, lastSeenAt: now },
      }),
    ]);
    return token;
  }

  /** The member behind a token, or the 401 the platform answers for a missing or stale one. */
  async authenticate(token: string | undefined, merchantCode: string): Promise<SessionMember> {
    if (!token) throw PlatformError.of('notLoggedIn');
    const session = await this.live(token, merchantCode);
    if (typeof session === 'string') throw PlatformError.of(session);
    return {
      token,
      memberId: session.memberId,
      merchantCode: session.member.merchantCode,
      username: session.member.username,
      type: session.member.type,
    };
  }

  /** Whether a session still lives (the provider asks before every call of a launch it made). */
  async isLive(token: string): Promise<boolean> {
    return typeof (await this.live(token)) !== 'string';
  }

  /**
   * The session behind a token if it still lives, counting the call as activity, else the refusal; a
   * session that idled out or whose member was locked ends here. `merchantCode`: it must be theirs.
   */
  private async live(token: string, merchantCode?: string) {
    const session = await this.session(token);
    if (!session || (merchantCode !== undefined && session.member.merchantCode !== merchantCode))
      return 'notLoggedIn';
    if (session.endedAt) return session.endReason === 'duplicateLogin' ? 'loggedInElsewhere' : 'notLoggedIn';
    const now = this.clock.now();
    const idle = now.getTime() - session.lastSeenAt.getTime();
    const endsNow: EndReason | null =
      session.member.status !== 'ACTIVE' ? 'locked' : idle > this.idleMs ? 'expired' : null;
    if (endsNow) {
      await this.end(token, endsNow);
      return 'notLoggedIn';
    }
    if (idle > TOUCH_INTERVAL_MS) {
      await this.db.session.update({ where: { token }, data: { lastSeenAt: now } });
      // a kept row is this very object: it learns of the activity it just wrote
      session.lastSeenAt = now;
    }
    return session;
  }

  /** A trial account that registers a real one (account upgrade) leaves its trial session behind. */
  async endTrialSession(token: string | undefined, merchantCode: string): Promise<void> {
    if (!token) return;
    const session = await this.db.session.findUnique({
      where: { token },
      include: { member: { select: { type: true, merchantCode: true } } },
    });
    if (
      session &&
      !session.endedAt &&
      session.member.type === TRIAL_TYPE &&
      session.member.merchantCode === merchantCode
    ) {
      await this.end(token, 'upgrade');
    }
  }

  /** Ends every live session of a member (an admin lock): their next token call answers 401. */
  async endAllOf(memberId: number, reason: EndReason): Promise<void> {
    await this.db.session.updateMany({
      where: { memberId, endedAt: null },
      data: { endedAt: this.clock.now(), endReason: reason },
    });
  }

  async end(token: string, reason: EndReason): Promise<void> {
    await this.db.session.updateMany({
      where: { token, endedAt: null },
      data: { endedAt: this.clock.now(), endReason: reason },
    });
  }
}
