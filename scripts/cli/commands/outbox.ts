// pnpm sim sms | mail: what the simulator "sent": SMS codes and e-mails.
import { flagNumber, flagString } from '../args.ts';
import type { Command } from '../command.ts';

export const outboxCommands: Record<string, Record<string, Command>> = {
  sms: {
    outbox: {
      usage: 'sms outbox [--mobile M] [--limit N]',
      summary: 'texted codes, newest first',
      columns: ['sentAt', 'to', 'purpose', 'code', 'used', 'expired'],
      run: (c) =>
        c.client.sms.outbox.query({
          merchant: c.merchant,
          mobileNum: flagString(c.flags, 'mobile'),
          limit: flagNumber(c.flags, 'limit') ?? 20,
        }),
    },
  },
  mail: {
    outbox: {
      usage: 'mail outbox [--email E]',
      summary: 'sent e-mails, newest first',
      columns: ['sentAt', 'to', 'purpose', 'code', 'text'],
      run: (c) =>
        c.client.mail.outbox.query({
          merchant: c.merchant,
          email: flagString(c.flags, 'email'),
          limit: flagNumber(c.flags, 'limit') ?? 20,
        }),
    },
  },
};
