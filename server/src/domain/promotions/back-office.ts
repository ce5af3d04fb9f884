// What the back office reads of promotions (admin promotions.*): the merchant's promotions, members'
// participations (with their application images on request) and reward-centre tickets, newest first.
import type { ACTIVITY_STATUSES, PROMOTION_KINDS, TICKET_STATUSES } from '@sim/shared/relay/promofe';
import type { Db } from '../../db/client.ts';
import type { Promotion, PromotionParticipation } from '../../generated/prisma/client.ts';
import { toWireParticipation } from './participations.ts';
import { toWireTicket } from './tickets.ts';

type Described = PromotionParticipation & { promotion: Promotion; member: { username: string } };

const include = { promotion: true, member: { select: { username: true } } } as const;

const imagesOf = (row: PromotionParticipation) =>
  Array.isArray(row.images) ? row.images.filter((i): i is string => typeof i === 'string') : [];

const toAdminParticipation = (row: Described, withImages = false) => ({
  ...toWireParticipation(row, row.promotion, 'EN'),
  username: row.member.username,
  images: withImages ? imagesOf(row) : [],
});

export function listPromotions(
  db: Db,
  merchantCode: string,
  filter: { status?: 'ACTIVE' | 'CLOSED'; kind?: (typeof PROMOTION_KINDS)[number] },
) {
  return db.promotion.findMany({
    where: {
      merchantCode,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
    },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
}

/** One participation with its images, or null. */
export async function adminParticipation(db: Db, participationId: number) {
  const row = await db.promotionParticipation.findUnique({ where: { id: participationId }, include });
  return row && toAdminParticipation(row, true);
}

export interface ParticipationFilter {
  merchantCode: string;
  memberId?: number;
  promotionId?: number;
  status?: (typeof ACTIVITY_STATUSES)[number];
  limit: number;
}

/** Without their images (one participation at a time shows those). */
export async function listParticipations(db: Db, filter: ParticipationFilter) {
  const rows = await db.promotionParticipation.findMany({
    where: {
      merchantCode: filter.merchantCode,
      ...(filter.memberId ? { memberId: filter.memberId } : {}),
      ...(filter.promotionId ? { promotionId: filter.promotionId } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    include,
    orderBy: [{ joinedAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return rows.map((row) => toAdminParticipation(row));
}

export interface TicketFilter {
  merchantCode: string;
  memberId?: number;
  status?: (typeof TICKET_STATUSES)[number];
  limit: number;
}

export async function listTickets(db: Db, filter: TicketFilter, now: Date) {
  const rows = await db.promotionTicket.findMany({
    where: {
      merchantCode: filter.merchantCode,
      ...(filter.memberId ? { memberId: filter.memberId } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    include,
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return rows.map((row) => ({ ...toWireTicket(row, 'EN', now), username: row.member.username }));
}
