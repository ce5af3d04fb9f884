// Seeded notices (PL marquee), promotions (PR), a popup (PU), banners (B) and agent notices (AG) per
// merchant, fixed ids, with their texts in the six languages (announcement-texts.ts).
import type { Db } from '../db/client.ts';
import {
  AGENT_NOTICE_TEXTS,
  BANNER_TEXTS,
  NOTICE_TEXTS,
  POPUP_TEXTS,
  PROMOTION_NOTICE_TEXTS,
  type Texts,
} from './announcement-texts.ts';

const DAY_MS = 86_400_000;

interface AnnouncementSeed {
  type: 'PL' | 'PR' | 'PU' | 'B' | 'AG';
  texts: Texts;
  groupName?: string;
  imageUrl?: string;
}

const NOTICES: AnnouncementSeed[] = NOTICE_TEXTS.map((texts) => ({ type: 'PL', texts }));

const PROMOTION_NOTICES: AnnouncementSeed[] = PROMOTION_NOTICE_TEXTS.map((texts, i) => ({
  type: 'PR',
  texts,
  imageUrl: `/cdn/banners/promo-${i + 1}.svg`,
}));

const BANNER_PLACES = [
  ['w_home', 'home-1'],
  ['w_home', 'home-2'],
  ['w_home', 'home-3'],
  ['w_login', 'login-1'],
  ['w_register', 'register-1'],
] as const;

const BANNERS: AnnouncementSeed[] = BANNER_TEXTS.map((texts, i) => {
  const [groupName, image] = BANNER_PLACES[i]!;
  return { type: 'B', texts, groupName, imageUrl: `/cdn/banners/${image}.svg` };
});

const OTHERS: AnnouncementSeed[] = [
  ...PROMOTION_NOTICES,
  { type: 'PU', texts: POPUP_TEXTS },
  ...BANNERS,
  // notices for agents only (GET /wps/agent/announcements)
  ...AGENT_NOTICE_TEXTS.map((texts) => ({ type: 'AG' as const, texts })),
];

function withBrand(texts: Texts, brand: string): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([lang, text]) => [
      lang,
      { title: text.title.replaceAll('{brand}', brand), content: text.content.replaceAll('{brand}', brand) },
    ]),
  ) as Texts;
}

export async function seedAnnouncements(db: Db, merchantCode: string, now: Date): Promise<void> {
  const merchant = await db.merchant.findUniqueOrThrow({ where: { code: merchantCode } });
  const base = merchantCode === 'sim001' ? 1000 : 2000;
  const items = [...NOTICES, ...OTHERS];
  for (const [index, item] of items.entries()) {
    const id = base + index;
    const texts = withBrand(item.texts, merchant.name);
    await db.announcement.upsert({
      where: { id },
      create: {
        id,
        merchantCode,
        type: item.type,
        title: texts.EN.title,
        content: texts.EN.content,
        texts: { ...texts },
        groupName: item.groupName ?? null,
        imageUrl: item.imageUrl ?? null,
        sortIndex: index,
        // notices spread over the past days so the notice list has distinct dates
        startDate: new Date(now.getTime() - index * DAY_MS),
      },
      update: {},
    });
  }
}
