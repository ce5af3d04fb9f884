// Simulated verification codes by SMS and by e-mail. Each "sent" code lands in the outbox (admins read
// it with sms.outbox and mail.outbox); a newer code replaces the older ones of its channel and purpose;
// codes expire on the simulated clock.
// Throttles: one request a second, five per five minutes (then a five-minute wait), ten a day.
import { randomInt } from 'node:crypto';
import { SMS_CODE_EXPIRED_MINUTES, type SmsPurpose } from '@sim/shared/wps/verification';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { OutboxMessage } from '../../generated/prisma/client.ts';
import type { Phone } from './phone.ts';

const smsTo = (phone: Phone) => ({
  channel: 'SMS' as const,
  to: phone.mobile,
  countryDialingCode: phone.countryDialingCode,
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const BURST_WINDOW = 5 * MINUTE;
const BURST_LIMIT = 5;
const DAILY_LIMIT = 10;
const MAX_WRONG_TRIES = 5;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  LOGIN: 'login code',
  REGISTER: 'registration code',
  RESET_PASSWORD: 'password reset code',
  LOGIN_VERIFY: 'login verification code',
};

type Channel = 'SMS' | 'EMAIL';
/** who sent the code: the platform, or the external SMS verification service (external-sms.ts) */
type Sender = 'PLATFORM' | 'EXTERNAL';
interface Recipient {
  channel: Channel;
  /** the local mobile number, or the e-mail address */
  to: string;
  countryDialingCode: string | null;
}

export class VerificationCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: SimClock,
  ) {}

  async send(merchantCode: string, phone: Phone, purpose: SmsPurpose): Promise<{ expiredMinutes: number }> {
    const { expiredMinutes } = await this.issue(merchantCode, smsTo(phone), purpose, 'PLATFORM');
    return { expiredMinutes };
  }

  /** A code the external SMS verification service sends (marked EXTERNAL in the outbox): its row id. */
  async sendExternal(merchantCode: string, phone: Phone, purpose: SmsPurpose): Promise<number> {
    return (await this.issue(merchantCode, smsTo(phone), purpose, 'EXTERNAL')).id;
  }

  /** The same code by e-mail (mail.outbox), under the same throttles. */
  async sendEmail(
    merchantCode: string,
    email: string,
    purpose: SmsPurpose,
  ): Promise<{ expiredMinutes: number }> {
    const recipient = { channel: 'EMAIL' as const, to: email, countryDialingCode: null };
    const { expiredMinutes } = await this.issue(merchantCode, recipient, purpose, 'PLATFORM');
    return { expiredMinutes };
  }

  private async issue(
    merchantCode: string,
    { channel, to, countryDialingCode }: Recipient,
    purpose: SmsPurpose,
    sender: Sender,
  ): Promise<{ expiredMinutes: number; id: number }> {
    const now = this.clock.now();
    const recent = await this.db.outboxMessage.findMany({
      where: {
        merchantCode,
        channel,
        recipient: to,
        sentAt: { gt: new Date(now.getTime() - 24 * 60 * MINUTE) },
      },
      select: { sentAt: true },
      orderBy: { sentAt: 'desc' },
    });
    this.enforceThrottle(
      recent.map((r) => r.sentAt),
      now,
    );

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SMS_CODE_EXPIRED_MINUTES * MINUTE);
    const [, message] = await this.db.$transaction([
      // a new code retires the older ones of the same purpose
      this.db.outboxMessage.updateMany({
        where: { merchantCode, channel, recipient: to, purpose, usedAt: null },
        data: { usedAt: now },
      }),
      this.db.outboxMessage.create({
        data: {
          merchantCode,
          channel,
          recipient: to,
          countryDialingCode,
          purpose,
          code,
          text: `Your ${PURPOSE_TEXT[purpose]} is ${code}. It expires in ${SMS_CODE_EXPIRED_MINUTES} minutes.`,
          sentAt: now,
          expiresAt,
          sender,
        },
        select: { id: true },
      }),
    ]);
    return { expiredMinutes: SMS_CODE_EXPIRED_MINUTES, id: message.id };
  }

  private enforceThrottle(sentTimes: Date[], now: Date): void {
    const [last] = sentTimes;
    if (last && now.getTime() - last.getTime() < SECOND) {
      throw PlatformError.of('tooManyRequests', {
        message: 'Too many requests, please wait a second',
        retryAfterSeconds: 1,
      });
    }
    const burst = sentTimes.filter((t) => now.getTime() - t.getTime() < BURST_WINDOW);
    if (burst.length >= BURST_LIMIT) {
      const oldest = burst[burst.length - 1]!;
      const wait = Math.ceil((oldest.getTime() + BURST_WINDOW - now.getTime()) / SECOND);
      throw PlatformError.of('tooManyRequests', { retryAfterSeconds: wait });
    }
    if (sentTimes.length >= DAILY_LIMIT) throw PlatformError.of('smsQuotaExceeded');
  }

  /**
   * Spends the newest live code sent to `recipient` (a mobile, or an e-mail address with channel EMAIL)
   * if it matches; wrong tries count, and five of them kill the code.
   */
  async verify(
    merchantCode: string,
    recipient: string,
    purpose: SmsPurpose,
    code: string | null | undefined,
    channel: Channel = 'SMS',
  ): Promise<void> {
    if (!code?.trim()) throw PlatformError.of('codeMissing');
    const latest = await this.db.outboxMessage.findFirst({
      where: { merchantCode, channel, recipient, purpose, sender: 'PLATFORM' },
      orderBy: { id: 'desc' },
    });
    await this.spend(latest, code);
  }

  /** Spends the external service's code `id` (still the newest of its number and purpose) if it matches. */
  async verifyExternal(merchantCode: string, id: number, code: string): Promise<void> {
    const message = await this.db.outboxMessage.findFirst({
      where: { id, merchantCode, sender: 'EXTERNAL' },
    });
    // a newer code of the number and purpose retired this one
    await this.spend(message, code);
  }

  /** wrong tries count, and five of them kill the code */
  private async spend(latest: OutboxMessage | null, code: string | null | undefined): Promise<void> {
    if (!code?.trim()) throw PlatformError.of('codeMissing');
    const now = this.clock.now();
    if (!latest || latest.usedAt) throw PlatformError.of('codeInvalid');
    if (latest.expiresAt && now >= latest.expiresAt) throw PlatformError.of('codeExpired');
    if (latest.code !== code.trim()) {
      const tries = latest.failedTries + 1;
      await this.db.outboxMessage.update({
        where: { id: latest.id },
        data: { failedTries: tries, usedAt: tries >= MAX_WRONG_TRIES ? now : null },
      });
      throw PlatformError.of('codeInvalid');
    }
    const spent = await this.db.outboxMessage.updateMany({
      where: { id: latest.id, usedAt: null },
      data: { usedAt: now },
    });
    if (spent.count === 0) throw PlatformError.of('codeInvalid');
  }
}
