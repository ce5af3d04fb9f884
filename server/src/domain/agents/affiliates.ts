// The registration centre's affiliate side: URLs (a domain whose visitors join the agent's team, with its
// affiliate code), the domain's default code for the register page, and who joined the agent directly.
import type { AffiliateUrl } from '@sim/shared/wps/agent';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { dateRange } from '../reports/date-range.ts';

interface Caller {
  memberId: number;
  merchantCode: string;
}

/** An agent has at most this many affiliate URLs. */
export const MAX_AFFILIATE_URLS = 20;

type UrlRow = { id: number; domain: string; createdAt: Date; member: { affiliateCode: string | null } };

function toWire(row: UrlRow): AffiliateUrl {
  const code = row.member.affiliateCode ?? '';
  return {
    affiUrlId: row.id,
    domain: row.domain,
    url: `https://${row.domain}/register?affiliateCode=${encodeURIComponent(code)}`,
    affiliateCode: code,
    createdTime: row.createdAt.getTime(),
  };
}

const urlSelect = { id: true, domain: true, createdAt: true, member: { select: { affiliateCode: true } } };

export async function listAffiliateUrls(db: Db, caller: Caller): Promise<AffiliateUrl[]> {
  const rows = await db.affiliateUrl.findMany({
    where: { memberId: caller.memberId },
    select: urlSelect,
    orderBy: { id: 'asc' },
  });
  return rows.map(toWire);
}

export async function addAffiliateUrl(db: Db, caller: Caller, domain: string): Promise<AffiliateUrl> {
  const taken = await db.affiliateUrl.findUnique({
    where: { merchantCode_domain: { merchantCode: caller.merchantCode, domain } },
  });
  if (taken) throw PlatformError.of('affiliateDomainTaken');
  if ((await db.affiliateUrl.count({ where: { memberId: caller.memberId } })) >= MAX_AFFILIATE_URLS)
    throw PlatformError.of('requestParamError', { message: `At most ${MAX_AFFILIATE_URLS} affiliate URLs` });
  const row = await db.affiliateUrl.create({
    data: { merchantCode: caller.merchantCode, memberId: caller.memberId, domain },
    select: urlSelect,
  });
  return toWire(row);
}

/** Only the caller's own URLs can go; another's id is answered as not found. */
export async function deleteAffiliateUrl(db: Db, caller: Caller, affiUrlId: number): Promise<null> {
  const { count } = await db.affiliateUrl.deleteMany({ where: { id: affiUrlId, memberId: caller.memberId } });
  if (count === 0) throw PlatformError.of('affiliateUrlNotFound');
  return null;
}

/** GET /wps/agent/default: the affiliate code a registration on `domain` carries (null: none). */
export async function defaultAffiliateCode(db: Db, merchantCode: string, domain: string | undefined) {
  const host = domain
    ?.trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .split('/')[0];
  if (!host) return { affiliateCode: null };
  const row = await db.affiliateUrl.findUnique({
    where: { merchantCode_domain: { merchantCode, domain: host } },
    select: { member: { select: { affiliateCode: true } } },
  });
  return { affiliateCode: row?.member.affiliateCode ?? null };
}

interface RangeQuery {
  startDate?: string | number;
  endDate?: string | number;
  pageNo: number;
  pageSize: number;
}

/** Members directly under the caller who registered in the range, newest first. */
export async function registeredAffiliates(db: Db, caller: Caller, query: RangeQuery, now: Date) {
  const { start, end } = dateRange(query.startDate, query.endDate, now);
  const where = { uplineId: caller.memberId, registeredAt: { gte: start, lte: end } };
  const [totalCount, rows] = await Promise.all([
    db.member.count({ where }),
    db.member.findMany({
      where,
      select: { id: true, username: true, type: true, registeredAt: true },
      orderBy: [{ registeredAt: 'desc' }, { id: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      type: r.type,
      registeredTime: r.registeredAt.getTime(),
    })),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
  };
}
