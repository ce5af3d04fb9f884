// Seeded notices (PL marquee), promotions (PR), a popup (PU), banners (B) and agent notices (AG) per
// merchant, fixed ids.
import type { Db } from '../db/client.ts';

const DAY_MS = 86_400_000;

interface AnnouncementSeed {
  type: 'PL' | 'PR' | 'PU' | 'B' | 'AG';
  title: string;
  content: string;
  groupName?: string;
  imageUrl?: string;
}

const NOTICES: AnnouncementSeed[] = [
  'Welcome to {brand}! Deposit today and get a 100% first deposit bonus.',
  'Scheduled maintenance of the sports book on Sunday 02:00-04:00.',
  'New slots from Pragmatic Play and Jili are live in the lobby.',
  'Invite friends and earn rewards for every friend who joins.',
  'VIP members: the monthly turnover bonus is paid on the 1st.',
  'Beware of fake customer-service accounts: we never ask for your password.',
  'Daily cashback up to 1.2% on slots and fishing games.',
  'Cricket season is here: enhanced odds on every match.',
  'Mobile app updated: faster login and SMS verification.',
  'Lottery results are published every evening at 19:30.',
  'Weekend tournament: top 100 players share the prize pool.',
  'Set your payment password in the security centre before withdrawing.',
].map((text, i) => ({ type: 'PL' as const, title: `Notice ${i + 1}`, content: `<p>${text}</p>` }));

const OTHERS: AnnouncementSeed[] = [
  {
    type: 'PR',
    title: 'First deposit bonus 100%',
    content: '<p>Double your first deposit up to 10,000.</p>',
    imageUrl: '/cdn/banners/promo-1.svg',
  },
  {
    type: 'PR',
    title: 'Daily cashback',
    content: '<p>Up to 1.2% back every day.</p>',
    imageUrl: '/cdn/banners/promo-2.svg',
  },
  {
    type: 'PR',
    title: 'Refer a friend',
    content: '<p>Earn with every friend you invite.</p>',
    imageUrl: '/cdn/banners/promo-3.svg',
  },
  { type: 'PU', title: 'Welcome!', content: '<p>Thank you for visiting {brand}. Good luck!</p>' },
  {
    type: 'B',
    title: 'Slots festival',
    content: '',
    groupName: 'w_home',
    imageUrl: '/cdn/banners/home-1.svg',
  },
  {
    type: 'B',
    title: 'Live casino nights',
    content: '',
    groupName: 'w_home',
    imageUrl: '/cdn/banners/home-2.svg',
  },
  {
    type: 'B',
    title: 'Cricket specials',
    content: '',
    groupName: 'w_home',
    imageUrl: '/cdn/banners/home-3.svg',
  },
  {
    type: 'B',
    title: 'Log in and play',
    content: '',
    groupName: 'w_login',
    imageUrl: '/cdn/banners/login-1.svg',
  },
  {
    type: 'B',
    title: 'Join today',
    content: '',
    groupName: 'w_register',
    imageUrl: '/cdn/banners/register-1.svg',
  },
  // notices for agents only (GET /wps/agent/announcements)
  {
    type: 'AG',
    title: 'Agent commission schedule',
    content: '<p>Salaries are settled daily at 00:00 and dividends at the end of each period.</p>',
  },
  {
    type: 'AG',
    title: 'Grow your team',
    content: '<p>Share your affiliate URL: every member who registers through it joins your team.</p>',
  },
];

export async function seedAnnouncements(db: Db, merchantCode: string, now: Date): Promise<void> {
  const merchant = await db.merchant.findUniqueOrThrow({ where: { code: merchantCode } });
  const base = merchantCode === 'sim001' ? 1000 : 2000;
  const items = [...NOTICES, ...OTHERS];
  for (const [index, item] of items.entries()) {
    const id = base + index;
    await db.announcement.upsert({
      where: { id },
      create: {
        id,
        merchantCode,
        type: item.type,
        title: item.title,
        content: item.content.replaceAll('{brand}', merchant.name),
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
