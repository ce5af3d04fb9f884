// pnpm sim wallet | cashier: the ledger and the cashier back office.
import { flagNumber, flagString, required, UsageError } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

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

export const cashierCommands: Record<string, Record<string, Command>> = {
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
};
