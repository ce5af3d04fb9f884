// Reward-centre tickets. A PRIZE_WHEEL ticket is one spin, made by PROMOFE_claimTicket. A SLOT_MACHINE
// ticket has several: PROMOFE_spinSlotMachine makes all but the last (their wins add up), and the last
// must go through PROMOFE_claimTicket, which makes every spin left and pays the total once
// (`ticket/<transactionId>`). Each spin
// updates the ticket only while it still has the spin count it read, so two spins cannot both land.
import { randomBytes } from 'node:crypto';
import type { Language } from '@sim/shared/languages';
import { toMajor, toMinor } from '@sim/shared/money';
import { type Spin, spinSchema, type Ticket } from '@sim/shared/relay/promofe';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { Promotion, PromotionTicket } from '../../generated/prisma/client.ts';
import type { PromotionDeps } from './deps.ts';
import { payReward } from './payout.ts';
import { drawPrize, reelsFor, TRY_AGAIN } from './prizes.ts';
import { prizesIn, textFor } from './rules.ts';

type TicketWithPromotion = PromotionTicket & { promotion: Promotion };

const spinsOf = (ticket: PromotionTicket): Spin[] => {
  const parsed = z.array(spinSchema).safeParse(ticket.spins);
  return parsed.success ? parsed.data : [];
};

/** an AVAILABLE ticket past its expiry reads EXPIRED (nothing needs to rewrite it) */
const isExpired = (ticket: PromotionTicket, now: Date) =>
  ticket.status === 'AVAILABLE' && ticket.expiresAt !== null && ticket.expiresAt <= now;

const statusOf = (ticket: PromotionTicket, now: Date) =>
  (isExpired(ticket, now) ? 'EXPIRED' : ticket.status) as Ticket['status'];

export function toWireTicket(ticket: TicketWithPromotion, language: Language, now: Date): Ticket {
  const status = statusOf(ticket, now);
  const prizes = prizesIn(ticket.promotion, language);
  return {
    transactionId: ticket.transactionId,
    type: ticket.type as Ticket['type'],
    status,
    // empty when claimable (the vendor's scripts claim only then), else the condition that stands
    conditionStatus: status === 'AVAILABLE' ? [] : [status],
    promotionId: ticket.promotionId,
    promotionTitle: textFor(ticket.promotion, language).title,
    prizes,
    spinsTotal: ticket.spinsTotal,
    spinsUsed: ticket.spinsUsed,
    // a spin keeps the label it was drawn with; the member reads its prize's label in their language
    spins: spinsOf(ticket).map((spin) => ({
      ...spin,
      label:
        prizes[spin.prizeIndex]?.label ?? (spin.rewardType === 'NONE' ? TRY_AGAIN[language] : spin.label),
    })),
    rewardAmount: toMajor(ticket.rewardMinor),
    issueTime: ticket.issuedAt.getTime(),
    expireTime: ticket.expiresAt?.getTime() ?? null,
    claimTime: ticket.claimedAt?.getTime() ?? null,
  };
}

/** e.g. TK261122-9F3A1C07B2 */
const newTransactionId = (now: Date) =>
  `TK${now.toISOString().slice(2, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

export async function issueTickets(tx: Tx, promotion: Promotion, memberId: number, count: number, now: Date) {
  const expiresAt =
    promotion.ticketHours === null ? null : new Date(now.getTime() + promotion.ticketHours * 3_600_000);
  const tickets: PromotionTicket[] = [];
  for (let i = 0; i < count; i++)
    tickets.push(
      await tx.promotionTicket.create({
        data: {
          transactionId: newTransactionId(now),
          promotionId: promotion.id,
          memberId,
          merchantCode: promotion.merchantCode,
          type: promotion.kind === 'SLOT_MACHINE' ? 'SLOT_MACHINE' : 'PRIZE_WHEEL',
          spinsTotal: promotion.kind === 'SLOT_MACHINE' ? promotion.ticketSpins : 1,
          spins: [],
          issuedAt: now,
          expiresAt,
        },
      }),
    );
  return tickets;
}

export async function memberTickets(
  deps: PromotionDeps,
  memberId: number,
  status: string,
  language: Language,
) {
  const now = deps.clock.now();
  const tickets = await deps.db.promotionTicket.findMany({
    where: { memberId },
    include: { promotion: true },
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    take: 200,
  });
  return tickets
    .map((ticket) => toWireTicket(ticket, language, now))
    .filter((ticket) => status === 'ALL' || ticket.status === status);
}

async function requireTicket(deps: PromotionDeps, memberId: number, transactionId: string) {
  const ticket = await deps.db.promotionTicket.findFirst({
    where: { transactionId, memberId },
    include: { promotion: true },
  });
  if (!ticket) throw PlatformError.of('ticketNotFound');
  return ticket;
}

/** thrown inside a spin's transaction when another spin got there first: undoes the draw */
class SpinRaced extends Error {}

async function makeSpin(tx: Tx, ticket: TicketWithPromotion, index: number): Promise<Spin> {
  const seed = `${ticket.transactionId}/${index}`;
  const draw = await drawPrize(tx, ticket.promotion, ticket.memberId, seed);
  return {
    prizeIndex: draw.prizeIndex,
    rewardType: draw.prize.rewardType,
    rewardAmount: draw.prize.rewardType === 'CASH' ? draw.prize.amount : 0,
    label: draw.prize.label,
    reels: ticket.type === 'SLOT_MACHINE' ? reelsFor(draw, seed) : [],
  };
}

/**
 * Spins once, or (final) every spin left, records them on the ticket guarded by the spin count it
 * read, and on the final one pays the total. Null when another call spun first.
 */
async function spin(deps: PromotionDeps, ticket: TicketWithPromotion, final: boolean, language: Language) {
  const now = deps.clock.now();
  const count = final ? Math.max(1, ticket.spinsTotal - ticket.spinsUsed) : 1;
  try {
    return await deps.db.$transaction(async (tx) => {
      const made: Spin[] = [];
      for (let i = 0; i < count; i++) made.push(await makeSpin(tx, ticket, ticket.spinsUsed + i));
      const total = made.reduce((sum, s) => sum + toMinor(s.rewardAmount), ticket.rewardMinor);
      const updated = await tx.promotionTicket.updateMany({
        where: { id: ticket.id, status: 'AVAILABLE', spinsUsed: ticket.spinsUsed },
        data: {
          spinsUsed: ticket.spinsUsed + count,
          spins: [...spinsOf(ticket), ...made],
          rewardMinor: total,
          ...(final ? { status: 'CLAIMED', claimedAt: now } : {}),
        },
      });
      if (updated.count === 0) throw new SpinRaced();
      if (final)
        await payReward(
          tx,
          {
            merchantCode: ticket.merchantCode,
            memberId: ticket.memberId,
            amountMinor: total,
            reason: `${textFor(ticket.promotion, 'EN').title} ticket ${ticket.transactionId}`,
            key: `ticket/${ticket.transactionId}`,
          },
          now,
        );
      const after = await tx.promotionTicket.findUniqueOrThrow({
        where: { id: ticket.id },
        include: { promotion: true },
      });
      const wire = toWireTicket(after, language, now);
      const last = wire.spins[wire.spins.length - 1]!;
      return {
        transactionId: ticket.transactionId,
        rewardType: last.rewardType,
        rewardAmount: last.rewardAmount,
        spin: last,
        paidAmount: final ? toMajor(total) : 0,
        ticket: wire,
      };
    });
  } catch (error) {
    if (!(error instanceof SpinRaced)) throw error;
    return null;
  }
}

/** the answer a repeated claim gets: the final spin and what was paid, nothing paid again */
function replayOfClaim(ticket: TicketWithPromotion, language: Language, now: Date) {
  const wire = toWireTicket(ticket, language, now);
  const last = wire.spins[wire.spins.length - 1];
  if (!last) throw PlatformError.of('ticketNotAvailable');
  return {
    transactionId: ticket.transactionId,
    rewardType: last.rewardType,
    rewardAmount: last.rewardAmount,
    spin: last,
    paidAmount: wire.rewardAmount,
    ticket: wire,
  };
}

function requireAvailable(ticket: PromotionTicket, now: Date) {
  if (ticket.status !== 'AVAILABLE' || isExpired(ticket, now)) throw PlatformError.of('ticketNotAvailable');
}

/** PROMOFE_spinSlotMachine: every spin of a slot machine ticket but the last. */
export async function spinSlotMachine(
  deps: PromotionDeps,
  memberId: number,
  transactionId: string,
  language: Language,
) {
  const ticket = await requireTicket(deps, memberId, transactionId);
  if (ticket.type !== 'SLOT_MACHINE')
    throw PlatformError.of('requestParamError', { message: 'Not a slot machine ticket: claim it' });
  requireAvailable(ticket, deps.clock.now());
  if (ticket.spinsUsed + 1 >= ticket.spinsTotal) throw PlatformError.of('slotMachineFinalSpin');
  const result = await spin(deps, ticket, false, language);
  if (!result) throw PlatformError.of('ticketNotAvailable', { message: 'This ticket is spinning already' });
  return result;
}

/** PROMOFE_claimTicket: the spins left, paid; a repeated claim answers the first. */
export async function claimTicket(
  deps: PromotionDeps,
  memberId: number,
  transactionId: string,
  language: Language,
) {
  const now = deps.clock.now();
  const ticket = await requireTicket(deps, memberId, transactionId);
  if (ticket.status === 'CLAIMED') return replayOfClaim(ticket, language, now);
  requireAvailable(ticket, now);
  const result = await spin(deps, ticket, true, language);
  if (result) return result;
  // another call spun first: answer what it did (a claim) or let the member try again (a spin)
  const after = await requireTicket(deps, memberId, transactionId);
  if (after.status === 'CLAIMED') return replayOfClaim(after, language, now);
  throw PlatformError.of('ticketNotAvailable', { message: 'This ticket is spinning already' });
}

/** MCSFE_cancelTicket: the member gives an unused ticket up. */
export async function cancelTicket(
  deps: PromotionDeps,
  memberId: number,
  transactionId: string,
  language: Language,
) {
  const now = deps.clock.now();
  const ticket = await requireTicket(deps, memberId, transactionId);
  if (ticket.status !== 'CANCELLED') {
    requireAvailable(ticket, now);
    await deps.db.promotionTicket.updateMany({
      where: { id: ticket.id, status: 'AVAILABLE', spinsUsed: ticket.spinsUsed },
      data: { status: 'CANCELLED' },
    });
  }
  return toWireTicket(await requireTicket(deps, memberId, transactionId), language, now);
}
