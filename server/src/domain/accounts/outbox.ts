// What the simulator "sent" (SMS codes, e-mails), newest first, so QA scripts and browser tests can
// finish SMS and e-mail flows.
import type { outboxInput } from '@sim/shared/admin/outbox';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';

type OutboxFilter = Omit<NonNullable<z.output<typeof outboxInput>>, 'merchant'>;

/** How many trailing digits identify a local number typed with or without its dialling code. */
const LOCAL_DIGITS = 9;

export async function readOutbox(
  deps: { db: Db; clock: SimClock },
  merchantCode: string,
  channel: 'SMS' | 'EMAIL',
  filter: OutboxFilter | undefined,
) {
  const recipient = channel === 'SMS' ? filter?.mobileNum?.replace(/\D/g, '') : filter?.email?.toLowerCase();
  const rows = await deps.db.outboxMessage.findMany({
    where: {
      merchantCode,
      channel,
      // a number typed with its dialling code still finds the local one
      ...(recipient
        ? {
            OR: [
              { recipient },
              ...(channel === 'SMS' ? [{ recipient: { endsWith: recipient.slice(-LOCAL_DIGITS) } }] : []),
            ],
          }
        : {}),
    },
    orderBy: { id: 'desc' },
    take: filter?.limit ?? 20,
  });
  const now = deps.clock.now();
  return rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    countryDialingCode: r.countryDialingCode,
    purpose: r.purpose,
    code: r.code,
    text: r.text,
    sentAt: r.sentAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    /** PLATFORM, or EXTERNAL: sent by the external SMS verification service */
    sender: r.sender,
    used: r.usedAt !== null,
    expired: r.expiresAt !== null && now >= r.expiresAt,
  }));
}
