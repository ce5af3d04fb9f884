// pnpm sim persona | merchant: personas (members, agents, trial accounts) and merchants.
import { flagBoolean, flagNumber, flagString, type ParsedArgs, required, UsageError } from '../args.ts';
import type { Command } from '../command.ts';

const personaFlags = (flags: ParsedArgs['flags']) => ({
  username: flagString(flags, 'username'),
  password: flagString(flags, 'password'),
  type: flagNumber(flags, 'type') as 0 | 1 | 2 | 4 | 41 | 42 | undefined,
  uplineUsername: flagString(flags, 'upline'),
  vipLevel: flagNumber(flags, 'vip'),
  balance: flagNumber(flags, 'balance'),
  mobile: flagString(flags, 'mobile'),
  email: flagString(flags, 'email'),
  payeeName: flagString(flags, 'payee-name'),
  defaultPassword: flagBoolean(flags, 'default-password'),
  passwordAgeDays: flagBoolean(flags, 'expired') ? 200 : flagNumber(flags, 'password-age-days'),
  locked: flagBoolean(flags, 'locked'),
  hasLoggedInBefore: flagBoolean(flags, 'returning'),
});

const PERSONA_COLUMNS = [
  'id',
  'username',
  'type',
  'vipLevel',
  'status',
  'balance',
  'mobile',
  'upline',
  'affiliateCode',
];

export const membersCommands: Record<string, Record<string, Command>> = {
  persona: {
    create: {
      usage:
        'persona create member|agent|trial [--username u] [--password p] [--type 1|2|41|42] [--upline u] [--vip N] [--balance N] [--mobile M] [--email E] [--default-password] [--expired] [--locked] [--returning]',
      summary: 'create a member of any persona',
      run: (c) => {
        const persona = required(c.args[0], 'persona (member, agent or trial)');
        if (!['member', 'agent', 'trial'].includes(persona))
          throw new UsageError('persona is member, agent or trial');
        return c.client.members.create.mutate({
          merchant: c.merchant,
          persona: persona as 'member',
          ...personaFlags(c.flags),
        });
      },
    },
    list: {
      usage: 'persona list [--type N] [--search text]',
      summary: 'members',
      columns: PERSONA_COLUMNS,
      run: (c) =>
        c.client.members.list.query({
          merchant: c.merchant,
          type: flagNumber(c.flags, 'type'),
          search: flagString(c.flags, 'search'),
        }),
    },
    get: {
      usage: 'persona get <username>',
      summary: 'one member',
      run: (c) =>
        c.client.members.get.query({ merchant: c.merchant, username: required(c.args[0], 'username') }),
    },
    update: {
      usage:
        'persona update <username> [--password p] [--vip N] [--locked true|false] [--mobile M] [--email E]',
      summary: 'change a member',
      run: (c) =>
        c.client.members.update.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          password: flagString(c.flags, 'password'),
          vipLevel: flagNumber(c.flags, 'vip'),
          locked: flagBoolean(c.flags, 'locked'),
          mobile: flagString(c.flags, 'mobile'),
          email: flagString(c.flags, 'email'),
        }),
    },
    'unlock-pin': {
      usage: 'persona unlock-pin <username>',
      summary: 'lift the lock five wrong payment passwords set',
      run: (c) =>
        c.client.members.unlockPaymentPassword.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
        }),
    },
    'login-as': {
      usage: 'persona login-as <username>',
      summary: 'a live session token and the site URL that uses it',
      run: (c) =>
        c.client.members.loginAs.mutate({ merchant: c.merchant, username: required(c.args[0], 'username') }),
    },
  },
  merchant: {
    list: {
      usage: 'merchant list',
      summary: 'every merchant: the seeded two and those scenarios created',
      columns: ['code', 'name', 'currency', 'defaultLanguage'],
      run: (c) => c.client.merchants.list.query(),
    },
    create: {
      usage: 'merchant create <code> --currency VND [--name text] [--language VI] [--multi-wallet]',
      summary: "a merchant as a QA suite's staging data names it (defaults follow the currency)",
      run: (c) =>
        c.client.merchants.create.mutate({
          code: required(c.args[0], 'code'),
          currency: required(flagString(c.flags, 'currency'), '--currency'),
          name: flagString(c.flags, 'name'),
          defaultLanguage: flagString(c.flags, 'language') as 'VI' | undefined,
          wallet: flagBoolean(c.flags, 'multi-wallet') ? 'multi' : 'single',
        }),
    },
  },
};
