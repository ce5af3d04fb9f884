// Login sessions: one live session per member, ended by logout, by a newer login or by idling.
import { randomBytes } from 'node:crypto';
import { TRIAL_TYPE } from '@sim/shared/member-types';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../platform/clock.ts';
import { PlatformError } from '../../platform/errors.ts';

export type EndReason = 'logout' | 'duplicateLogin' | 'expired' | 'admin' | 'upgrade';

/** Don't write lastSeenAt on every request: once a minute is precise enough for idle expiry. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionMember {
  token: string;
  memberId: number;
  merchantCode: string;
  username: string;
  type: number;
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: SimClock,
    private readonly idleMs: number,
  ) {}

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
    const session = await this.db.session.findUnique({
      where: { token },
      include: { member: { select: { merchantCode: true, username: true, type: true } } },
    });
    if (!session || session.member.merchantCode !== merchantCode) throw PlatformError.of('notLoggedIn');
    if (session.endedAt) {
      throw PlatformError.of(session.endReason === 'duplicateLogin' ? 'loggedInElsewhere' : 'notLoggedIn');
    }
    const now = this.clock.now();
    if (now.getTime() - session.lastSeenAt.getTime() > this.idleMs) {
      await this.end(token, 'expired');
      throw PlatformError.of('notLoggedIn');
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db.session.update({ where: { token }, data: { lastSeenAt: now } });
    }
    return {
      token,
      memberId: session.memberId,
      merchantCode: session.member.merchantCode,
      username: session.member.username,
      type: session.member.type,
    };
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

  async end(token: string, reason: EndReason): Promise<void> {
    await this.db.session.updateMany({
      where: { token, endedAt: null },
      data: { endedAt: this.clock.now(), endReason: reason },
    });
  }
}
