// The promotions a member (or a visitor) sees, each with its state and action, the categories, and
// the count the balance answer and the header badge show.
import type { Language } from '@sim/shared/languages';
import { toMajor } from '@sim/shared/money';
import {
  PROMOTION_CATEGORIES,
  type PromotionCategory,
  type PromotionEntry,
  type PromotionKind,
  type RewardSummary,
  type Promotion as WirePromotion,
} from '@sim/shared/relay/promofe';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime, toInt } from '../../db/sql-values.ts';
import type { Promotion, PromotionParticipation } from '../../generated/prisma/client.ts';
import { bannerIn } from './banners.ts';
import type { PromotionDeps } from './deps.ts';
import { MemberFacts } from './member-facts.ts';
import { merchantPromotions } from './promotion-rows.ts';
import { quietSpan, rememberedBadge } from './reward-badge.ts';
import { periodKeyOf, phaseOf, prizesIn, textFor } from './rules.ts';
import { isActionable, type Standing, standingOf } from './standing.ts';

export interface PromotionFilter {
  category?: PromotionCategory;
  kind?: PromotionKind;
  promotionId?: number;
}

const PHASE_ORDER = { OPEN: 0, COMING_SOON: 1, CLOSE: 2 } as const;

async function promotionsOf(deps: PromotionDeps, merchantCode: string, filter: PromotionFilter = {}) {
  const rows = (await merchantPromotions(deps.db, merchantCode)).filter(
    (p) =>
      (!filter.category || p.category === filter.category) &&
      (!filter.kind || p.kind === filter.kind) &&
      (!filter.promotionId || p.id === filter.promotionId),
  );
  const now = deps.clock.now();
  return rows.sort((a, b) => PHASE_ORDER[phaseOf(a, now)] - PHASE_ORDER[phaseOf(b, now)]);
}

/** What a standing needs of the member's participations, read in plain SQL (every balance poll asks). */
export type ParticipationState = Pick<
  PromotionParticipation,
  'id' | 'promotionId' | 'periodKey' | 'status' | 'joinedAt'
>;

const PARTICIPATIONS_SQL = `SELECT "id", "promotionId", "periodKey", "status", "joinedAt"
  FROM "PromotionParticipation" WHERE "memberId" = ?`;
const TICKETS_SQL = `SELECT "promotionId", COUNT(*) AS "available" FROM "PromotionTicket"
  WHERE "memberId" = ? AND "status" = 'AVAILABLE' GROUP BY "promotionId"`;

async function participationsOf(deps: PromotionDeps, memberId: number): Promise<ParticipationState[]> {
  const rows = await sqlOf(deps.db).all(PARTICIPATIONS_SQL, memberId);
  return rows.map((row) => ({
    id: toInt(row.id),
    promotionId: toInt(row.promotionId),
    periodKey: String(row.periodKey),
    status: String(row.status),
    joinedAt: fromSqlTime(row.joinedAt),
  }));
}

async function availableTickets(deps: PromotionDeps, memberId: number): Promise<Map<number, number>> {
  const rows = await sqlOf(deps.db).all(TICKETS_SQL, memberId);
  return new Map(rows.map((row) => [toInt(row.promotionId), toInt(row.available)]));
}

/** Each promotion with the member's participation of the current period and their available tickets. */
async function withStandings(
  deps: PromotionDeps,
  memberId: number,
  promotions: Promotion[],
  now = deps.clock.now(),
) {
  const [facts, participations, ticketCount] = await Promise.all([
    MemberFacts.load(deps.db, memberId),
    participationsOf(deps, memberId),
    availableTickets(deps, memberId),
  ]);
  return Promise.all(
    promotions.map(async (promotion) => {
      const key = periodKeyOf(promotion.kind, now);
      const participation =
        participations.find((p) => p.promotionId === promotion.id && p.periodKey === key) ?? null;
      const standing = await standingOf(
        facts,
        promotion,
        participation,
        ticketCount.get(promotion.id) ?? 0,
        now,
      );
      return { promotion, participation, standing };
    }),
  );
}

export function toWirePromotion(
  promotion: Promotion,
  language: Language,
  standing: Standing,
  participation: Pick<PromotionParticipation, 'id'> | null,
): WirePromotion {
  const text = textFor(promotion, language);
  const money = (minor: bigint | null) => (minor === null ? null : toMajor(minor));
  return {
    promotionId: promotion.id,
    code: promotion.code,
    kind: promotion.kind as PromotionKind,
    category: promotion.category as PromotionCategory,
    entry: promotion.entry as PromotionEntry,
    title: text.title,
    summary: text.summary,
    content: text.content,
    bannerUrl: bannerIn(promotion.bannerUrl, language),
    startTime: promotion.startsAt.getTime(),
    endTime: promotion.endsAt?.getTime() ?? null,
    vipMin: promotion.vipMin,
    vipMax: promotion.vipMax,
    minDeposit: toMajor(promotion.minDepositMinor),
    minTurnover: toMajor(promotion.minTurnoverMinor),
    bonusPercent: promotion.bonusPercent,
    bonusFixed: money(promotion.bonusFixedMinor),
    bonusMax: money(promotion.bonusMaxMinor),
    turnoverMultiplier: promotion.turnoverMultiplier,
    prizes: prizesIn(promotion, language),
    activityStatus: standing.activityStatus,
    eligible: standing.eligible,
    participationId: participation?.id ?? null,
    sortOrder: promotion.sortOrder,
  };
}

/** A visitor's view: no member, so JOIN while open (the site asks them to log in). */
function visitorStanding(promotion: Promotion, now: Date): Standing {
  const phase = phaseOf(promotion, now);
  return { activityStatus: phase === 'OPEN' ? 'JOIN' : phase, eligible: false, conditionMet: false };
}

export async function listPromotions(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number | null,
  language: Language,
  filter: PromotionFilter = {},
): Promise<WirePromotion[]> {
  const promotions = await promotionsOf(deps, merchantCode, filter);
  if (memberId === null) {
    const now = deps.clock.now();
    return promotions.map((p) => toWirePromotion(p, language, visitorStanding(p, now), null));
  }
  const rows = await withStandings(deps, memberId, promotions);
  return rows.map((row) => toWirePromotion(row.promotion, language, row.standing, row.participation));
}

/** one promotion as the member sees it, or a refusal the wire understands */
export async function promotionFor(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
  promotionId: number,
) {
  const [promotion] = await promotionsOf(deps, merchantCode, { promotionId });
  if (!promotion) return null;
  const [row] = await withStandings(deps, memberId, [promotion]);
  return row ?? null;
}

/** the categories' names in the site languages (the site's own tabs say the same) */
const CATEGORY_NAMES: Record<Language, Record<PromotionCategory, string>> = {
  EN: {
    NEW_MEMBER: 'New members',
    DEPOSIT: 'Deposit',
    REBATE: 'Rebate',
    DAILY: 'Daily',
    VIP: 'VIP',
    LIMITED: 'Limited time',
  },
  BN: {
    NEW_MEMBER: 'নতুন সদস্য',
    DEPOSIT: 'ডিপোজিট',
    REBATE: 'রিবেট',
    DAILY: 'দৈনিক',
    VIP: 'VIP',
    LIMITED: 'সীমিত সময়',
  },
  CN: { NEW_MEMBER: '新会员', DEPOSIT: '存款', REBATE: '返水', DAILY: '每日', VIP: 'VIP', LIMITED: '限时' },
  JA: {
    NEW_MEMBER: '新規会員',
    DEPOSIT: '入金',
    REBATE: 'リベート',
    DAILY: 'デイリー',
    VIP: 'VIP',
    LIMITED: '期間限定',
  },
  TH: {
    NEW_MEMBER: 'สมาชิกใหม่',
    DEPOSIT: 'ฝากเงิน',
    REBATE: 'คืนยอด',
    DAILY: 'รายวัน',
    VIP: 'VIP',
    LIMITED: 'จำกัดเวลา',
  },
  VI: {
    NEW_MEMBER: 'Thành viên mới',
    DEPOSIT: 'Nạp tiền',
    REBATE: 'Hoàn trả',
    DAILY: 'Hằng ngày',
    VIP: 'VIP',
    LIMITED: 'Có thời hạn',
  },
};

/** PROMOFE_getPromotionAnnouncementCategory: the categories with promotions not yet over, named in `language` */
export async function promotionCategories(deps: PromotionDeps, merchantCode: string, language: Language) {
  const now = deps.clock.now();
  const promotions = (await promotionsOf(deps, merchantCode)).filter((p) => phaseOf(p, now) !== 'CLOSE');
  return PROMOTION_CATEGORIES.map((category) => ({
    category,
    name: CATEGORY_NAMES[language][category],
    count: promotions.filter((p) => p.category === category).length,
  })).filter((c) => c.count > 0);
}

/**
 * availablePromo/availablePromoCount: promotions with a step the member can take now. Every balance
 * poll asks, so the answer is remembered while nothing it rests on changes (reward-badge.ts).
 */
export async function rewardSummary(
  deps: PromotionDeps,
  merchantCode: string,
  memberId: number,
): Promise<RewardSummary> {
  const now = deps.clock.now();
  return rememberedBadge(deps.db, { merchantCode, memberId }, now, async () => {
    const promotions = await merchantPromotions(deps.db, merchantCode);
    // a count needs no display order: the cached rows as they are, not promotionsOf's sorted copy
    const live = promotions.filter((p) => p.status === 'ACTIVE' && phaseOf(p, now) !== 'COMING_SOON');
    const rows = await withStandings(deps, memberId, live, now);
    const count = rows.filter((row) => isActionable(row.standing)).length;
    return {
      summary: { availablePromo: count > 0, availablePromoCount: count },
      ...quietSpan(promotions, now),
    };
  });
}
