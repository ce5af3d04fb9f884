// Checks on the money: each member's funds to the cent three ways (the stored orders and rounds, what
// the clients were told, the balance API against the ledger), and no wallet below zero anywhere.
import { toMinor } from '@sim/shared/money';
import type { Balance } from '@sim/shared/wps/wallet';
import { type CheckResult, money, sample } from './check.ts';
import type { LoadMember, RunContext } from './context.ts';
import { houseCreditsOf, type Snapshot } from './db-snapshot.ts';

/**
 * A member's funds from the rows: opening + approved deposits - withdrawals kept + round results +
 * the house's own credits.
 */
function fundsFromRows(member: LoadMember, memberId: number, snapshot: Snapshot): bigint {
  let funds = member.openingMinor + houseCreditsOf(snapshot, memberId);
  for (const order of snapshot.orders.values()) {
    if (order.memberId !== memberId) continue;
    if (order.type === 'DEPOSIT' && order.status === 'APPROVED') funds += order.amountMinor;
    if (order.type === 'WITHDRAW' && !['REJECTED', 'REFUNDED'].includes(order.status))
      funds -= order.amountMinor;
  }
  for (const round of snapshot.rounds.values())
    if (round.memberId === memberId) funds += round.winMinor - round.stakeMinor;
  return funds;
}

export async function fundsChecks(ctx: RunContext, snapshot: Snapshot): Promise<CheckResult[]> {
  const fromRows: string[] = [];
  const fromAcks: string[] = [];
  const fromApi: string[] = [];
  const unresolved = new Set(ctx.book.unresolved.map((u) => u.username));
  let total = 0n;
  for (const member of ctx.members) {
    const memberId = snapshot.memberIds.get(member.username)!;
    const wallets = snapshot.wallets.filter((w) => w.memberId === memberId);
    const held = wallets.reduce((sum, w) => sum + w.balanceMinor, 0n);
    total += held;
    const rows = fundsFromRows(member, memberId, snapshot);
    if (rows !== held) fromRows.push(`${member.username} holds ${money(held)}, rows say ${money(rows)}`);
    // the house's credits are told to no client: they come from the rows
    const acks =
      ctx.book.expectedFunds(member.username, member.openingMinor) + houseCreditsOf(snapshot, memberId);
    if (!unresolved.has(member.username) && acks !== held)
      fromAcks.push(`${member.username} holds ${money(held)}, acknowledgements say ${money(acks)}`);
    const answer = await ctx.wire.get<Balance>('/wps/v2/wallets/balance?typeId=0', member.token);
    if (answer.kind !== 'ok') {
      fromApi.push(`${member.username}: balance call ${answer.kind}`);
      continue;
    }
    const api = answer.value;
    const differing = api.balance.filter(
      (w) =>
        toMinor(w.availBalance) !==
        (wallets.find((row) => row.wallet === w.accountTypeName)?.balanceMinor ?? 0n),
    );
    if (toMinor(api.sumBalance) !== held || differing.length > 0)
      fromApi.push(`${member.username} sumBalance ${api.sumBalance}, ledger ${money(held)}`);
  }
  const n = ctx.members.length;
  return [
    {
      name: 'funds = opening + deposits - withdrawals + rounds + house credits',
      ok: fromRows.length === 0,
      detail: `${n - fromRows.length}/${n} members to the cent (stored orders and rounds), all members ${money(total)}${sample(fromRows)}`,
    },
    {
      name: 'funds = what clients were told',
      ok: fromAcks.length === 0,
      detail: `${n - unresolved.size - fromAcks.length}/${n - unresolved.size} members to the cent${sample(fromAcks)}`,
    },
    {
      name: 'balance API = ledger',
      ok: fromApi.length === 0,
      detail: `${n - fromApi.length}/${n} members: sumBalance and every wallet match the ledger${sample(fromApi)}`,
    },
    {
      name: 'no negative balance',
      ok: snapshot.negativeWallets === 0,
      detail: `${snapshot.negativeWallets} member wallets below zero in the whole database`,
    },
  ];
}
