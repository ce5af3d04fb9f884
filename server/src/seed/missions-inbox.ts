// Seeded missions and inbox per merchant: a weekly valid-bet mission with three milestones (large enough
// that a test's few rounds reach none) and a welcome broadcast. Saved by code / fixed subject, so a
// second run changes nothing.
import type { Db } from '../db/client.ts';
import { sendPlatformMessage } from '../domain/inbox/sending.ts';
import { SYSTEM_SENDER, WELCOME } from '../domain/inbox/system-texts.ts';
import { saveMission } from '../domain/missions/operator.ts';

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
    descriptions: {
      EN: 'Every valid bet counts. Reach a milestone and claim its reward.',
      BN: 'প্রতিটি বৈধ বাজি গণনা হয়। একটি ধাপে পৌঁছান এবং তার পুরস্কার নিন।',
      CN: '每笔有效投注都会计入。达到里程碑即可领取奖励。',
      JA: '有効ベットはすべてカウントされます。目標に到達して報酬を受け取りましょう。',
      TH: 'ทุกการเดิมพันที่ถูกต้องนับรวม ทำถึงเป้าหมายแล้วรับรางวัลได้เลย',
      VI: 'Mỗi cược hợp lệ đều được tính. Đạt mốc và nhận thưởng.',
    },
    startTime: now.getTime(),
    milestones: [
      { target: 1000, reward: 10 },
      { target: 5000, reward: 60 },
      { target: 20000, reward: 300 },
    ],
  });
  const welcome = await db.inboxMessage.findFirst({ where: { merchantCode, subject: WELCOME.subject } });
  if (!welcome)
    await sendPlatformMessage(deps, {
      merchantCode,
      recipientId: null,
      subject: WELCOME.subject,
      content: WELCOME.content,
      sender: SYSTEM_SENDER,
    });
}
