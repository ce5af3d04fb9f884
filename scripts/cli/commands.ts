// Every `pnpm sim <area> <verb>` command: one line of usage, one of help, and the admin call it makes.
import fs from 'node:fs';
import path from 'node:path';
import { parseScenarioText } from '@sim/shared/admin/scenario-file';
import {
  flagBoolean,
  flagNumber,
  flagString,
  list,
  onOff,
  type ParsedArgs,
  parseDuration,
  required,
  UsageError,
} from './args.ts';
import type { AdminClient } from './connection.ts';

export interface CommandContext {
  client: AdminClient;
  args: string[];
  flags: ParsedArgs['flags'];
  merchant: string | undefined;
}

export interface Command {
  usage: string;
  summary: string;
  columns?: string[];
  run(ctx: CommandContext): Promise<unknown>;
  /** a result that reports a failure (an unbalanced audit) exits 1 */
  failed?(result: unknown): boolean;
}

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

/** `off` is null (an admin decides); a number is minutes of simulated time; absent leaves it. */
function minutesOrOff(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'off') return null;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes < 0) throw new UsageError(`expected minutes or off, got ${value}`);
  return minutes;
}

type OrderRef = { referenceNo: string; remark?: string };

/** `cashier <verb> <referenceNo> [--remark text]`: one command per back-office decision. */
function orderActions(
  actions: Record<string, [summary: string, call: (c: CommandContext, ref: OrderRef) => Promise<unknown>]>,
): Record<string, Command> {
  return Object.fromEntries(
    Object.entries(actions).map(([verb, [summary, call]]) => [
      verb,
      {
        usage: `cashier ${verb} <referenceNo> [--remark text]`,
        summary,
        run: (c: CommandContext) =>
          call(c, { referenceNo: required(c.args[0], 'referenceNo'), remark: flagString(c.flags, 'remark') }),
      },
    ]),
  );
}

export const COMMANDS: Record<string, Record<string, Command>> = {
  status: {
    get: {
      usage: 'status get',
      summary: 'what a visitor sees now',
      run: (c) => c.client.system.get.query({ merchant: c.merchant }),
    },
    maintenance: {
      usage: 'status maintenance on|off [--until <time>] [--from <time>]',
      summary: 'switch maintenance, optionally as a window on the simulated clock',
      run: (c) =>
        c.client.system.setStatus.mutate({
          merchant: c.merchant,
          maintenance: onOff(c.args[0], 'maintenance'),
          maintenanceStartTime: flagString(c.flags, 'from') ?? null,
          maintenanceEndTime: flagString(c.flags, 'until') ?? null,
        }),
    },
    region: {
      usage: 'status region on|off [--countries US,CN] [--ips 1.2.3.4]',
      summary: 'restrict everyone, or visitors from some countries or addresses',
      run: (c) =>
        c.client.system.setStatus.mutate({
          merchant: c.merchant,
          regionRestriction: onOff(c.args[0], 'region'),
          blockedCountries: list(flagString(c.flags, 'countries')),
          blockedIps: list(flagString(c.flags, 'ips')),
        }),
    },
    location: {
      usage: 'status location [--ip <ip>] [--country <CC>] | status location clear',
      summary: 'where visitors seem to come from',
      run: (c) =>
        c.args[0] === 'clear'
          ? c.client.system.setClientLocation.mutate({ ip: null, country: null })
          : c.client.system.setClientLocation.mutate({
              ip: flagString(c.flags, 'ip'),
              country: flagString(c.flags, 'country'),
            }),
    },
  },
  flags: {
    list: {
      usage: 'flags list',
      summary: 'white-label modules',
      columns: ['modId', 'enabled', 'effective', 'description'],
      run: (c) => c.client.flags.list.query({ merchant: c.merchant }),
    },
    set: {
      usage: 'flags set <MODID> on|off',
      summary: 'switch a module',
      run: (c) =>
        c.client.flags.set.mutate({
          merchant: c.merchant,
          modId: required(c.args[0], 'MODID'),
          enabled: onOff(c.args[1], 'flag'),
        }),
    },
  },
  brand: {
    get: {
      usage: 'brand get',
      summary: 'brand settings',
      run: (c) => c.client.brand.get.query({ merchant: c.merchant }),
    },
    set: {
      usage:
        'brand set [--logined-to-home-page true|false] [--password-max-age-days N] [--default-language EN]',
      summary: 'change brand settings',
      run: (c) =>
        c.client.brand.set.mutate({
          merchant: c.merchant,
          loginedToHomePage: flagBoolean(c.flags, 'logined-to-home-page'),
          passwordMaxAgeDays: flagNumber(c.flags, 'password-max-age-days'),
          defaultLanguage: flagString(c.flags, 'default-language') as 'EN' | undefined,
        }),
    },
  },
  fields: {
    list: {
      usage: 'fields list',
      summary: 'register field rules',
      run: async (c) =>
        Object.entries(await c.client.registerFields.list.query({ merchant: c.merchant })).map(
          ([field, rule]) => ({ field, ...rule }),
        ),
    },
    set: {
      usage:
        'fields set <field> [--enabled true|false] [--required true|false] [--pattern N] [--min N] [--max N]',
      summary: 'change a register field rule',
      run: (c) =>
        c.client.registerFields.set.mutate({
          merchant: c.merchant,
          field: required(c.args[0], 'field'),
          enabled: flagBoolean(c.flags, 'enabled'),
          required: flagBoolean(c.flags, 'required'),
          patternId: flagNumber(c.flags, 'pattern'),
          minLength: flagNumber(c.flags, 'min'),
          maxLength: flagNumber(c.flags, 'max'),
        }),
    },
  },
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
    'login-as': {
      usage: 'persona login-as <username>',
      summary: 'a live session token and the site URL that uses it',
      run: (c) =>
        c.client.members.loginAs.mutate({ merchant: c.merchant, username: required(c.args[0], 'username') }),
    },
  },
  clock: {
    get: { usage: 'clock get', summary: 'the simulated time', run: (c) => c.client.clock.get.query() },
    freeze: { usage: 'clock freeze', summary: 'stop the clock', run: (c) => c.client.clock.freeze.mutate() },
    resume: {
      usage: 'clock resume',
      summary: 'let it run again from where it stands',
      run: (c) => c.client.clock.resume.mutate(),
    },
    reset: { usage: 'clock reset', summary: 'back to real time', run: (c) => c.client.clock.reset.mutate() },
    advance: {
      usage: 'clock advance <30s|30m|2h|1d>',
      summary: 'move the clock forward',
      run: (c) =>
        c.client.clock.advance.mutate({ seconds: parseDuration(required(c.args[0], 'duration')) / 1000 }),
    },
    set: {
      usage: 'clock set <ISO time>',
      summary: 'jump to a time',
      run: (c) => c.client.clock.set.mutate({ at: required(c.args[0], 'time') }),
    },
  },
  fault: {
    add: {
      usage:
        "fault add '<pattern>' [--latency 2s] [--latency-max 3s] [--error-rate 0.5] [--status 500] [--code X] [--message M] [--drop] [--times N]",
      summary: 'inject latency, errors or dropped connections on matching routes or relay names',
      run: (c) => {
        const latency = flagString(c.flags, 'latency');
        const latencyMax = flagString(c.flags, 'latency-max');
        return c.client.faults.add.mutate({
          match: required(c.args[0], 'pattern'),
          latencyMs: latency === undefined ? undefined : parseDuration(latency),
          latencyMaxMs: latencyMax === undefined ? undefined : parseDuration(latencyMax),
          errorRate: flagNumber(c.flags, 'error-rate'),
          status: flagNumber(c.flags, 'status'),
          errorCode: flagString(c.flags, 'code'),
          message: flagString(c.flags, 'message'),
          drop: flagBoolean(c.flags, 'drop'),
          times: flagNumber(c.flags, 'times'),
        });
      },
    },
    list: {
      usage: 'fault list',
      summary: 'active faults',
      columns: [
        'id',
        'match',
        'latencyMs',
        'latencyMaxMs',
        'errorRate',
        'status',
        'errorCode',
        'drop',
        'hits',
      ],
      run: (c) => c.client.faults.list.query(),
    },
    remove: {
      usage: 'fault remove <id>',
      summary: 'remove one fault',
      run: (c) => c.client.faults.remove.mutate({ id: Number(required(c.args[0], 'id')) }),
    },
    clear: {
      usage: 'fault clear',
      summary: 'remove every fault',
      run: (c) => c.client.faults.clear.mutate(),
    },
  },
  journal: {
    list: {
      usage: 'journal list [--path /wps/member/*] [--user u] [--since <time>] [--status N] [--limit N]',
      summary: 'recent REST calls, newest first',
      columns: ['id', 'at', 'method', 'path', 'status', 'latencyMs', 'username', 'errorCode'],
      run: (c) =>
        c.client.journal.list.query({
          path: flagString(c.flags, 'path'),
          username: flagString(c.flags, 'user'),
          since: flagString(c.flags, 'since'),
          status: flagNumber(c.flags, 'status'),
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
    clear: {
      usage: 'journal clear',
      summary: 'forget the journal',
      run: (c) => c.client.journal.clear.mutate(),
    },
  },
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
  wallet: {
    audit: {
      usage: 'wallet audit',
      summary: 'prove the books balance (exit 1 if not)',
      run: (c) => c.client.wallet.audit.query(),
      failed: (result) => !(result as { balanced: boolean }).balanced,
    },
    adjust: {
      usage: 'wallet adjust <username> <amount> --reason <text> [--key K]',
      summary: 'credit (positive) or debit (negative) the main wallet',
      run: (c) =>
        c.client.wallet.adjust.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          amount: Number(required(c.args[1], 'amount')),
          reason: required(flagString(c.flags, 'reason'), '--reason'),
          idempotencyKey: flagString(c.flags, 'key'),
        }),
    },
    bonus: {
      usage: 'wallet bonus <username> <amount> --name <bonus name> [--key K]',
      summary: 'credit a bonus (listed in bonus details)',
      run: (c) =>
        c.client.wallet.grantBonus.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          amount: Number(required(c.args[1], 'amount')),
          name: required(flagString(c.flags, 'name'), '--name'),
          idempotencyKey: flagString(c.flags, 'key'),
        }),
    },
  },
  cashier: {
    orders: {
      usage:
        'cashier orders [--user U] [--type DEPOSIT|WITHDRAW|...] [--status PENDING|PAID|...] [--limit N]',
      summary: 'money orders, newest first',
      columns: ['referenceNo', 'username', 'type', 'status', 'amount', 'channel', 'remark'],
      run: (c) =>
        c.client.cashier.orders.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          type: flagString(c.flags, 'type') as 'DEPOSIT' | undefined,
          status: flagString(c.flags, 'status') as 'PENDING' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
    ...orderActions({
      approve: ['approve a pending deposit', (c, ref) => c.client.cashier.approveDeposit.mutate(ref)],
      reject: ['reject a pending deposit', (c, ref) => c.client.cashier.rejectDeposit.mutate(ref)],
      pay: ['pay out a pending withdrawal', (c, ref) => c.client.cashier.payWithdrawal.mutate(ref)],
      'reject-withdrawal': [
        'reject a pending withdrawal (refunded)',
        (c, ref) => c.client.cashier.rejectWithdrawal.mutate(ref),
      ],
      'fully-paid': [
        'close a NOT_RECEIVED withdrawal as fully paid',
        (c, ref) => c.client.cashier.resolveWithdrawal.mutate({ ...ref, outcome: 'FULLY_PAID' }),
      ],
      refund: [
        'refund a NOT_RECEIVED withdrawal',
        (c, ref) => c.client.cashier.resolveWithdrawal.mutate({ ...ref, outcome: 'REFUNDED' }),
      ],
      force: [
        'count a paid withdrawal as received (never refunded)',
        (c, ref) => c.client.cashier.forceReceive.mutate(ref),
      ],
    }),
    settings: {
      usage: 'cashier settings',
      summary: "the merchant's channels, limits and automatic delays",
      run: (c) => c.client.cashier.settings.query({ merchant: c.merchant }),
    },
    set: {
      usage:
        'cashier set [--auto-approve <minutes>|off] [--auto-pay <minutes>|off] [--confirm-minutes N] [--withdraw-min N] [--withdraw-max N] [--daily-count N]',
      summary: 'change the cashier settings',
      run: (c) =>
        c.client.cashier.setSettings.mutate({
          merchant: c.merchant,
          depositAutoApproveMinutes: minutesOrOff(flagString(c.flags, 'auto-approve')),
          withdrawAutoPayMinutes: minutesOrOff(flagString(c.flags, 'auto-pay')),
          withdrawConfirmMinutes: flagNumber(c.flags, 'confirm-minutes'),
          withdrawMin: flagNumber(c.flags, 'withdraw-min'),
          withdrawMax: flagNumber(c.flags, 'withdraw-max'),
          withdrawDailyCount: flagNumber(c.flags, 'daily-count'),
        }),
    },
    sweep: {
      usage: 'cashier sweep',
      summary: 'apply the automatic steps due on the simulated clock now',
      run: (c) => c.client.cashier.sweep.mutate(),
    },
  },
  lottery: {
    bets: {
      usage: 'lottery bets [--user U] [--game <gameCode>] [--status OPEN|SETTLED] [--limit N]',
      summary: 'lottery gateway bets, newest draw first',
      columns: [
        'betNo',
        'username',
        'gameCode',
        'numero',
        'playCode',
        'bettingContent',
        'stake',
        'status',
        'win',
      ],
      run: (c) =>
        c.client.lottery.bets.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          gameCode: flagString(c.flags, 'game'),
          status: flagString(c.flags, 'status') as 'OPEN' | 'SETTLED' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
    force: {
      usage: 'lottery force <gameCode> <winningNumber> [--numero <numero>]',
      summary: 'force the number of a draw not yet opened (default the next one); e.g. 12345 or 12345,00045',
      run: (c) =>
        c.client.lottery.forceNumber.mutate({
          gameCode: required(c.args[0], 'gameCode'),
          winningNumber: required(c.args[1], 'winningNumber'),
          numero: flagString(c.flags, 'numero'),
        }),
    },
    settle: {
      usage: 'lottery settle',
      summary: 'settle every bet whose draw has opened on the simulated clock',
      run: (c) => c.client.lottery.settle.mutate(),
    },
  },
  snapshot: {
    save: {
      usage: 'snapshot save <name>',
      summary: 'snapshot the whole state',
      run: (c) => c.client.data.snapshot.mutate({ name: required(c.args[0], 'name') }),
    },
    restore: {
      usage: 'snapshot restore <name>',
      summary: 'go back to a snapshot',
      run: (c) => c.client.data.restore.mutate({ name: required(c.args[0], 'name') }),
    },
    list: { usage: 'snapshot list', summary: 'saved snapshots', run: (c) => c.client.data.snapshots.query() },
  },
  data: {
    reset: { usage: 'data reset', summary: 'back to the seed', run: (c) => c.client.data.reset.mutate() },
    export: {
      usage: 'data export <file>',
      summary: 'the whole state into a file',
      run: async (c) => {
        const file = path.resolve(required(c.args[0], 'file'));
        const { base64, bytes } = await c.client.data.export.query();
        fs.writeFileSync(file, Buffer.from(base64, 'base64'));
        return { file, bytes };
      },
    },
    import: {
      usage: 'data import <file>',
      summary: 'replace the state with a file from data export',
      run: (c) =>
        c.client.data.import.mutate({
          base64: fs.readFileSync(path.resolve(required(c.args[0], 'file'))).toString('base64'),
        }),
    },
  },
  scenario: {
    list: {
      usage: 'scenario list',
      summary: 'the scenario files the server knows (scenarios/)',
      run: (c) => c.client.scenario.list.query(),
    },
    apply: {
      usage: 'scenario apply <file.yaml | name>',
      summary: "apply a scenario: a local YAML/JSON file, or one in the server's scenarios/ by name",
      run: (c) => {
        const target = required(c.args[0], 'scenario file or name');
        if (fs.existsSync(target))
          return c.client.scenario.run.mutate(parseScenarioText(fs.readFileSync(target, 'utf8'), target));
        return c.client.scenario.runFile.mutate({ file: target });
      },
    },
  },
};
