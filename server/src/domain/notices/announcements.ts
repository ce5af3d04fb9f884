// MCSFE_getListAnnouncements: the merchant's notices by type, in the captured item shapes.
import type { Language } from '@sim/shared/languages';
import type { Announcements } from '@sim/shared/relay/mcsfe';
import type { Db } from '../../db/client.ts';
import { announcementText } from './texts.ts';

type Row = Awaited<ReturnType<Db['announcement']['findMany']>>[number];

const pad = (n: number) => String(n).padStart(2, '0');
const dateTime = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

function toItem(row: Row, language: Language) {
  const { title, content } = announcementText(row, language);
  return {
    id: row.id,
    title,
    content,
    merchantCode: row.merchantCode,
    type: row.type,
    status: 'A' as const,
    startDate: row.startDate.getTime(),
    endDate: row.endDate?.getTime() ?? null,
    noExpiry: row.endDate ? 0 : 1,
    platform: 'W',
    execution: 'B',
    priority: row.sortIndex,
    startDateStr: dateTime(row.startDate),
    read: false,
    sortIndex: row.sortIndex,
    announcementLink: `/promotion/${row.id}`,
    redirect: row.type === 'PR' ? 'REDIRECT_URL' : null,
    externalLink: null,
    announcementImages: row.imageUrl ? [{ imageId: row.id, sequence: 1, url: row.imageUrl }] : [],
    contents: [{ sequence: 1, title, content, language }],
    announcementDisplaySpeed: 'MEDIUM',
    utcStartDateTime: row.startDate.toISOString(),
  };
}

function toBanner(row: Row, language: Language) {
  return {
    title: announcementText(row, language).title,
    announcementId: row.id,
    bannerId: null,
    // the artwork carries the title, so each language has its own picture
    url: row.imageUrl ? `${row.imageUrl}?lang=${language}` : '',
    linkage: '/promotions',
    linkageType: 'URL',
    groupName: row.groupName ?? 'w_home',
    vendor: null,
    gameType: null,
    nodeId: null,
    roomId: null,
    platform: 'W',
    noExpiry: row.endDate ? 0 : 1,
    startDate: row.startDate.getTime(),
    endDate: row.endDate?.getTime() ?? null,
    redirect: 'REDIRECT_URL',
    externalLink: null,
    redirectPromotionId: null,
  };
}

/** The kinds an announcements query names (`types`, comma-separated; none: every kind). */
export const announcementTypesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);

export async function listAnnouncements(
  db: Db,
  merchantCode: string,
  now: Date,
  types: string[],
  language: Language,
): Promise<Announcements> {
  const rows = await db.announcement.findMany({
    where: { merchantCode, startDate: { lte: now }, OR: [{ endDate: null }, { endDate: { gt: now } }] },
    orderBy: [{ sortIndex: 'asc' }],
  });
  const wanted = (type: string) => types.length === 0 || types.includes(type);
  const of = (type: string) =>
    wanted(type) ? rows.filter((r) => r.type === type).map((row) => toItem(row, language)) : [];
  return {
    player: of('PL'),
    promotion: of('PR'),
    popup: of('PU'),
    hot: [],
    banners: wanted('B') ? rows.filter((r) => r.type === 'B').map((row) => toBanner(row, language)) : [],
  };
}
