// Seeded missions and inbox per merchant: a weekly valid-bet mission with three milestones (large enough
// that a test's few rounds reach none) and a welcome broadcast. Saved by code / fixed subject, so a
// second run changes nothing.
import type { Db } from '../db/client.ts';
import { sendPlatformMessage } from '../domain/inbox/sending.ts';
import { saveMission } from '../domain/missions/operator.ts';

const WELCOME = 'Welcome to your inbox';

export async function seedMissionsAndInbox(db: Db, merchantCode: string, now: Date): Promise<void> {
  const deps = { db, clock: { now: () => now } } as Parameters<typeof saveMission>[0];
  await saveMission(deps, merchantCode, {
    code: 'WEEKLY-BET',
    kind: 'VALID_BET',
    titles: {
      EN: 'Weekly betting challenge',
      BN: 'সাপ্তাহিক বাজি চ্যালেঞ্জ',
      CN: '每周投注挑战',
      JA: '週間ベットチャレンジ',
      TH: 'ภารกิจเดิมพันประจำสัปดาห์',
      VI: 'Thử thách cược hàng tuần',
    },
    descriptions: { EN: 'Every valid bet counts. Reach a milestone and claim its reward.' },
    startTime: now.getTime(),
    milestones: [
      { target: 1000, reward: 10 },
      { target: 5000, reward: 60 },
      { target: 20000, reward: 300 },
    ],
  });
  const welcome = await db.inboxMessage.findFirst({ where: { merchantCode, subject: WELCOME } });
  if (!welcome)
    await sendPlatformMessage(deps, {
      merchantCode,
      recipientId: null,
      subject: WELCOME,
      content: 'Platform news, rewards and replies from customer service arrive here.',
      sender: 'System',
    });
}
