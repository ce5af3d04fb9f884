// Checks on the records: everything a client was told is stored in at least the state it was told
// (after a SIGKILL: no committed operation lost), nothing is stored that no client was told of, and the
// back office's lists (cashier.orders, provider.rounds) show what the database holds.
import { toMinor } from '@sim/shared/money';
import { type KnownOrder, reachable } from './book.ts';
import { type CheckResult, type KillReport, money, sample } from './check.ts';
import type { RunContext } from './context.ts';
import { isHouseCredit, type Snapshot } from './db-snapshot.ts';

function orderProblem(known: KnownOrder, snapshot: Snapshot): string | null {
  const row = snapshot.orders.get(known.referenceNo);
  if (!row) return `${known.referenceNo} (${known.type} ${known.status}) missing`;
  if (
    row.memberId !== snapshot.memberIds.get(known.username) ||
    row.type !== known.type ||
    row.amountMinor !== known.amountMinor ||
    row.fromWallet !== known.fromWallet ||
    row.toWallet !== known.toWallet
  )
    return `${known.referenceNo} stored as ${row.type} ${money(row.amountMinor)}, acknowledged ${known.type} ${money(known.amountMinor)}`;
  if (!reachable(known.type, known.status, row.status))
    return `${known.referenceNo} is ${row.status}, acknowledged ${known.status}`;
  return null;
}

export function persistedChecks(ctx: RunContext, snapshot: Snapshot, kill: KillReport | null): CheckResult[] {
  const orders = [...ctx.book.orders.values()];
  const rounds = [...ctx.book.rounds.values()];
  const orderProblems = orders.map((o) => orderProblem(o, snapshot)).filter((p) => p !== null);
  const roundProblems = rounds
    .map((known) => {
      const row = snapshot.rounds.get(known.roundId);
      if (!row) return `round ${known.roundId} missing`;
      return row.stakeMinor === known.stakeMinor &&
        row.winMinor === known.winMinor &&
        row.status === 'SETTLED'
        ? null
        : `round ${known.roundId} stored ${money(row.stakeMinor)}/${money(row.winMinor)} ${row.status}`;
    })
    .filter((p) => p !== null);
  const beforeKill = kill
    ? ` (${orders.filter((o) => o.ackedAt < kill.at).length} orders and ` +
      `${rounds.filter((r) => r.ackedAt < kill.at).length} rounds acknowledged before the SIGKILL)`
    : '';
  const knownOrders = new Set(ctx.book.orders.keys());
  const houseCredits = [...snapshot.orders.values()].filter(isHouseCredit);
  const strangers = [
    ...[...snapshot.orders.values()]
      .filter((order) => !knownOrders.has(order.referenceNo) && !isHouseCredit(order))
      .map((order) => order.referenceNo),
    ...[...snapshot.rounds.keys()].filter((id) => !ctx.book.rounds.has(id)).map((id) => `round ${id}`),
  ];
  return [
    {
      name: kill ? 'no acknowledged order lost' : 'acknowledged orders stored',
      ok: orderProblems.length === 0 && orders.length > 0,
      detail: `${orders.length} orders found in at least the acknowledged state${beforeKill}, ${orderProblems.length} not${sample(orderProblems)}`,
    },
    {
      name: kill ? 'no acknowledged round lost' : 'acknowledged rounds stored',
      ok: roundProblems.length === 0 && rounds.length > 0,
      detail: `${rounds.length} rounds found with their stake and win, ${roundProblems.length} not${sample(roundProblems)}`,
    },
    {
      name: 'nothing unacknowledged stored',
      ok: strangers.length === 0,
      detail: `${snapshot.orders.size} orders (${houseCredits.length} of them the house's own credits) and ${snapshot.rounds.size} rounds of the load members, ${strangers.length} no client was told of${sample(strangers)}`,
    },
    {
      name: 'every outcome learnt',
      ok: ctx.book.unresolved.length === 0,
      detail: `${ctx.book.unresolved.length} requests never answered, even when retried${sample(ctx.book.unresolved.map((u) => `${u.username} ${u.what}`))}`,
    },
  ];
}

const ADMIN_LIST_MAX = 500;

/** The back office's view (cashier.orders, provider.rounds) must be the database's. */
export async function adminViewCheck(ctx: RunContext, snapshot: Snapshot): Promise<CheckResult> {
  const differences: string[] = [];
  let orders = 0;
  let rounds = 0;
  for (const member of ctx.members) {
    const memberId = snapshot.memberIds.get(member.username)!;
    const [listed, played] = await Promise.all([
      ctx.admin.cashier.orders.query({ username: member.username, limit: ADMIN_LIST_MAX }),
      ctx.admin.provider.rounds.query({ username: member.username, limit: ADMIN_LIST_MAX }),
    ]);
    orders += listed.length;
    rounds += played.length;
    const stored = [...snapshot.orders.values()].filter((o) => o.memberId === memberId);
    const storedRounds = [...snapshot.rounds.values()].filter((r) => r.memberId === memberId);
    if (listed.length < ADMIN_LIST_MAX && listed.length !== stored.length)
      differences.push(
        `${member.username}: cashier.orders lists ${listed.length}, the database holds ${stored.length}`,
      );
    if (played.length < ADMIN_LIST_MAX && played.length !== storedRounds.length)
      differences.push(
        `${member.username}: provider.rounds lists ${played.length}, the database holds ${storedRounds.length}`,
      );
    for (const order of listed) {
      const row = snapshot.orders.get(order.referenceNo);
      if (!row || row.status !== order.status || row.amountMinor !== toMinor(order.amount))
        differences.push(`${order.referenceNo}: cashier.orders says ${order.status} ${order.amount}`);
    }
    for (const round of played) {
      const row = snapshot.rounds.get(round.roundId);
      if (!row || row.winMinor !== toMinor(round.win) || row.stakeMinor !== toMinor(round.stake))
        differences.push(`round ${round.roundId}: provider.rounds says ${round.stake}/${round.win}`);
    }
  }
  return {
    name: 'admin API = database',
    ok: differences.length === 0,
    detail: `cashier.orders listed ${orders} orders, provider.rounds ${rounds} rounds, ${differences.length} differ${sample(differences)}`,
  };
}
