// Discount tickets (PROMOFE_getDiscountTicketList): a promotion gives a member a percent off, up to a cap,
// on an amount of at least minAmount. The back office (or a scenario, or the seed) grants them, marks one
// used or cancels it; an AVAILABLE ticket past its expiry reads EXPIRED. Status moves by guarded updates
// (only an AVAILABLE, unexpired ticket is used or cancelled).
import type { Language } from '@sim/shared/languages';
import { toMajor, toMinor } from '@sim/shared/money';
import type { DiscountTicket as WireDiscountTicket } from '@sim/shared/relay/reward-vouchers';
import { RequestRefused } from '../../foundation/errors.ts';
import type { DiscountTicket, Promotion } from '../../generated/prisma/client.ts';
import type { PromotionDeps } from './deps.ts';
import { textFor } from './rules.ts';
import { expiryAfter, isPastExpiry, voucherNumber } from './voucher-numbers.ts';

type TicketWithPromotion = DiscountTicket & { promotion: Promotion };

export function toWireDiscountTicket(
  ticket: TicketWithPromotion,
  language: Language,
  now: Date,
): WireDiscountTicket {
  const expired = ticket.status === 'AVAILABLE' && isPastExpiry(ticket.expiresAt, now);
  return {
    transactionId: ticket.ticketNo,
    status: (expired ? 'EXPIRED' : ticket.status) as WireDiscountTicket['status'],
    promotionId: ticket.promotionId,
    promotionTitle: textFor(ticket.promotion, language).title,
    discountPercent: ticket.discountPercent,
    maxDiscountAmount: toMajor(ticket.maxDiscountMinor),
    minAmount: toMajor(ticket.minAmountMinor),
    issueTime: ticket.issuedAt.getTime(),
    expireTime: ticket.expiresAt?.getTime() ?? null,
    useTime: ticket.usedAt?.getTime() ?? null,
  };
}

/** The member's discount tickets with this status (ALL: every one), newest first. */
export async function memberDiscountTickets(
  deps: PromotionDeps,
  memberId: number,
  status: WireDiscountTicket['status'] | 'ALL',
  language: Language,
) {
  const now = deps.clock.now();
  const rows = await deps.db.discountTicket.findMany({
    where: { memberId },
    include: { promotion: true },
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    take: 200,
  });
  return rows
    .map((row) => toWireDiscountTicket(row, language, now))
    .filter((ticket) => status === 'ALL' || ticket.status === status);
}

export interface DiscountGrant {
  discountPercent: number;
  maxDiscount: number;
  minAmount: number;
  /** good for this many hours; null or left out: no expiry */
  hours?: number | null;
  count: number;
  /** fixed numbers (the seed's): granting one again changes nothing */
  ticketNos?: string[];
}

export async function grantDiscountTickets(
  deps: PromotionDeps,
  promotion: Promotion,
  memberId: number,
  grant: DiscountGrant,
) {
  const now = deps.clock.now();
  const rows: TicketWithPromotion[] = [];
  for (let i = 0; i < grant.count; i++) {
    const ticketNo = grant.ticketNos?.[i] ?? voucherNumber('DT', now);
    const data = {
      ticketNo,
      merchantCode: promotion.merchantCode,
      memberId,
      promotionId: promotion.id,
      discountPercent: grant.discountPercent,
      maxDiscountMinor: toMinor(grant.maxDiscount),
      minAmountMinor: toMinor(grant.minAmount),
      issuedAt: now,
      expiresAt: expiryAfter(now, grant.hours),
    };
    rows.push(
      await deps.db.discountTicket.upsert({
        where: { ticketNo },
        create: data,
        update: {},
        include: { promotion: true },
      }),
    );
  }
  return rows;
}

/** AVAILABLE -> USED or CANCELLED; a ticket already there answers as it is. */
export async function closeDiscountTicket(
  deps: PromotionDeps,
  merchantCode: string,
  ticketNo: string,
  to: 'USED' | 'CANCELLED',
) {
  const now = deps.clock.now();
  const ticket = await deps.db.discountTicket.findFirst({ where: { ticketNo, merchantCode } });
  if (!ticket) throw new RequestRefused('missing', `No discount ticket ${ticketNo} at ${merchantCode}`);
  if (ticket.status !== to) {
    const moved = await deps.db.discountTicket.updateMany({
      where: {
        id: ticket.id,
        status: 'AVAILABLE',
        OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      },
      data: { status: to, ...(to === 'USED' ? { usedAt: now } : {}) },
    });
    if (moved.count === 0)
      throw new RequestRefused('conflict', `Discount ticket ${ticketNo} is no longer available`);
  }
  return deps.db.discountTicket.findUniqueOrThrow({
    where: { id: ticket.id },
    include: { promotion: true, member: { select: { username: true } } },
  });
}

export interface VoucherFilter {
  merchantCode: string;
  memberId?: number;
  limit: number;
}

/** The back office's list: newest first, with the member's username. */
export async function listDiscountTickets(deps: PromotionDeps, filter: VoucherFilter) {
  const now = deps.clock.now();
  const rows = await deps.db.discountTicket.findMany({
    where: { merchantCode: filter.merchantCode, ...(filter.memberId ? { memberId: filter.memberId } : {}) },
    include: { promotion: true, member: { select: { username: true } } },
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return rows.map((row) => ({ ...toWireDiscountTicket(row, 'EN', now), username: row.member.username }));
}

/** The merchant's promotion of this code, as vouchers name it (the back office and scenarios). */
export async function promotionCoded(deps: PromotionDeps, merchantCode: string, code: string) {
  const promotion = await deps.db.promotion.findUnique({
    where: { merchantCode_code: { merchantCode, code } },
  });
  if (!promotion) throw new RequestRefused('missing', `No promotion ${code} at ${merchantCode}`);
  return promotion;
}
