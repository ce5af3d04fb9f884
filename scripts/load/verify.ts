// The checks after a run, with the server up again: the ledger audit; everything acknowledged is in
// the database in at least the acknowledged state (after a SIGKILL: no committed operation lost);
// nothing is there that no client knows of; every member's funds add up to the cent three ways
// (ledger rows, client acknowledgements, the balance API); no wallet below zero.
import { setTimeout as sleep } from 'node:timers/promises';
import { type CheckResult, type KillReport, sample } from './check.ts';
import type { RunContext } from './context.ts';
import { readSnapshot, type Snapshot } from './db-snapshot.ts';
import type { Kind } from './stats.ts';
import { fundsChecks } from './verify-funds.ts';
import { adminViewCheck, persistedChecks } from './verify-records.ts';

const MUST_SUCCEED: Kind[] = ['deposit', 'transfer', 'bet', 'withdraw', 'approve deposit', 'pay withdrawal'];

export const AUDIT_CHECK = 'wallet.audit()';

/** a few ticks of the server's periodic work (due-work runs every second) */
const SETTLE_WINDOW_MS = 2500;
const SETTLE_LIMIT_MS = 20_000;

/**
 * Waits until the ledger stops moving: the server's periodic work (VIP promotions and their bonuses,
 * which look at the rounds a second or so later) may still post after the load ends, and a check that
 * compares a database snapshot with the admin API must not see that posting on one side only.
 */
async function untilBooksSettle(ctx: RunContext): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let before = (await ctx.admin.wallet.audit.query()).transactions;
  while (Date.now() < deadline) {
    await sleep(SETTLE_WINDOW_MS);
    const now = (await ctx.admin.wallet.audit.query()).transactions;
    if (now === before) return;
    before = now;
  }
}

async function auditCheck(ctx: RunContext): Promise<CheckResult> {
  const audit = await ctx.admin.wallet.audit.query();
  const ok =
    audit.balanced &&
    audit.ledgerSum === 0 &&
    audit.mismatchedAccounts.length === 0 &&
    audit.unbalancedTransactions.length === 0 &&
    audit.negativeWallets.length === 0;
  return {
    name: AUDIT_CHECK,
    ok,
    detail:
      `balanced ${audit.balanced}, ledgerSum ${audit.ledgerSum.toFixed(2)}, ${audit.accounts} accounts, ` +
      `${audit.transactions} transactions, mismatched ${audit.mismatchedAccounts.length}, ` +
      `unbalanced ${audit.unbalancedTransactions.length}, negative ${audit.negativeWallets.length}`,
  };
}

function runChecks(ctx: RunContext, kill: KillReport | null, killExpected: boolean): CheckResult[] {
  const idle = MUST_SUCCEED.filter((kind) => ctx.stats.okCount(kind) === 0);
  const checks: CheckResult[] = [
    {
      name: 'no unexpected answer',
      ok: ctx.stats.errorCount === 0,
      detail: `${ctx.stats.errorCount} errors (5xx, contract breaks, unexpected refusals, replays that differ)${sample(ctx.stats.errorSamples)}`,
    },
    {
      name: 'every kind of operation succeeded',
      ok: idle.length === 0,
      detail: idle.length ? `none succeeded: ${idle.join(', ')}` : MUST_SUCCEED.join(', '),
    },
  ];
  if (killExpected)
    checks.push({
      name: 'server SIGKILLed and restarted',
      ok: kill !== null && kill.exit === 'killed by SIGKILL',
      detail: kill
        ? `pid ${kill.pid} ${kill.exit}; back in ${(kill.restartMs / 1000).toFixed(1)} s on the same data dir`
        : 'the kill did not happen',
    });
  return checks;
}

/** Reads the rows the checks need from a database that is not a file (the cluster's PostgreSQL). */
export type SnapshotReader = (merchant: string, usernames: string[]) => Promise<Snapshot>;

/** `source`: the SQLite file, or a reader. */
export async function verifyRun(
  ctx: RunContext,
  source: string | SnapshotReader,
  merchant: string,
  kill: KillReport | null,
  killExpected: boolean,
): Promise<CheckResult[]> {
  await untilBooksSettle(ctx);
  const usernames = ctx.members.map((m) => m.username);
  const snapshot =
    typeof source === 'string'
      ? readSnapshot(source, merchant, usernames)
      : await source(merchant, usernames);
  return [
    await auditCheck(ctx),
    ...persistedChecks(ctx, snapshot, kill),
    ...(await fundsChecks(ctx, snapshot)),
    await adminViewCheck(ctx, snapshot),
    ...runChecks(ctx, kill, killExpected),
  ];
}
