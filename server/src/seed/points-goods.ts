// Seeded points mall: the same goods for both merchants (names in the six site languages), priced in
// points to suit the currency (sim002's dong needs a hundred times more), fixed ids; and some points
// for each merchant's demo01 so the mall can be tried at once.
import type { LocalisedText } from '@sim/shared/admin/points';
import { toMinor } from '@sim/shared/money';
import type { Db } from '../db/client.ts';
import { postPoints } from '../domain/points/point-book.ts';
import { centiOf } from '../domain/points/units.ts';

interface GoodsSeed {
  slug: string;
  names: Required<LocalisedText>;
  description: string;
  points: number;
  amountRequirement: number;
  stock: number;
}

const GOODS: GoodsSeed[] = [
  {
    slug: 'mobile-top-up',
    names: {
      EN: 'Mobile top-up card',
      BN: 'মোবাইল টপ-আপ কার্ড',
      CN: '手机充值卡',
      JA: 'モバイルチャージカード',
      TH: 'บัตรเติมเงินมือถือ',
      VI: 'Thẻ nạp điện thoại',
    },
    description: 'A top-up code for any local operator, sent by SMS.',
    points: 2_000,
    amountRequirement: 0,
    stock: 500,
  },
  {
    slug: 'club-t-shirt',
    names: {
      EN: 'Club T-shirt',
      BN: 'ক্লাব টি-শার্ট',
      CN: '俱乐部T恤',
      JA: 'クラブTシャツ',
      TH: 'เสื้อยืดคลับ',
      VI: 'Áo thun câu lạc bộ',
    },
    description: 'Cotton T-shirt with the club logo, sizes S to XXL.',
    points: 5_000,
    amountRequirement: 0,
    stock: 200,
  },
  {
    slug: 'football-jersey',
    names: {
      EN: 'Football jersey',
      BN: 'ফুটবল জার্সি',
      CN: '足球球衣',
      JA: 'サッカーユニフォーム',
      TH: 'เสื้อฟุตบอล',
      VI: 'Áo đấu bóng đá',
    },
    description: 'This season’s home jersey of the club we sponsor.',
    points: 12_000,
    amountRequirement: 0,
    stock: 100,
  },
  {
    slug: 'bluetooth-speaker',
    names: {
      EN: 'Bluetooth speaker',
      BN: 'ব্লুটুথ স্পিকার',
      CN: '蓝牙音箱',
      JA: 'Bluetoothスピーカー',
      TH: 'ลำโพงบลูทูธ',
      VI: 'Loa Bluetooth',
    },
    description: 'Waterproof portable speaker, 12 hours of play.',
    points: 25_000,
    amountRequirement: 10_000,
    stock: 50,
  },
  {
    slug: 'wireless-earbuds',
    names: {
      EN: 'Wireless earbuds',
      BN: 'ওয়্যারলেস ইয়ারবাড',
      CN: '无线耳机',
      JA: 'ワイヤレスイヤホン',
      TH: 'หูฟังไร้สาย',
      VI: 'Tai nghe không dây',
    },
    description: 'Noise-cancelling earbuds with a charging case.',
    points: 40_000,
    amountRequirement: 20_000,
    stock: 30,
  },
  {
    slug: 'smartwatch',
    names: {
      EN: 'Smartwatch',
      BN: 'স্মার্টওয়াচ',
      CN: '智能手表',
      JA: 'スマートウォッチ',
      TH: 'สมาร์ทวอทช์',
      VI: 'Đồng hồ thông minh',
    },
    description: 'Fitness tracking, notifications and a week of battery.',
    points: 80_000,
    amountRequirement: 50_000,
    stock: 20,
  },
  {
    slug: 'gold-coin',
    names: {
      EN: 'Gold coin (1 g)',
      BN: 'সোনার কয়েন (১ গ্রাম)',
      CN: '金币（1克）',
      JA: '金貨（1g）',
      TH: 'เหรียญทอง (1 กรัม)',
      VI: 'Đồng xu vàng (1 g)',
    },
    description: '24-carat gold coin in a gift box. Restocked monthly.',
    points: 150_000,
    amountRequirement: 100_000,
    stock: 0,
  },
  {
    slug: 'flagship-smartphone',
    names: {
      EN: 'Flagship smartphone',
      BN: 'ফ্ল্যাগশিপ স্মার্টফোন',
      CN: '旗舰智能手机',
      JA: 'フラッグシップスマートフォン',
      TH: 'สมาร์ทโฟนเรือธง',
      VI: 'Điện thoại thông minh cao cấp',
    },
    description: 'The latest flagship phone, 256 GB, delivered to your door.',
    points: 500_000,
    amountRequirement: 300_000,
    stock: 5,
  },
];

/** goods ids: sim001 from 1, sim002 from 101; the dong prices a hundred times higher */
const MALLS = [
  { merchantCode: 'sim001', firstId: 1, scale: 1, demoPoints: 3_000 },
  { merchantCode: 'sim002', firstId: 101, scale: 100, demoPoints: 300_000 },
];

export async function seedPointsMall(db: Db, now: Date): Promise<void> {
  for (const mall of MALLS) {
    for (const [index, goods] of GOODS.entries()) {
      const id = mall.firstId + index;
      const row = {
        merchantCode: mall.merchantCode,
        names: goods.names,
        descriptions: { EN: goods.description },
        imageUrl: `/cdn/goods/${goods.slug}.svg`,
        pointsCenti: centiOf(goods.points * mall.scale),
        amountRequirementMinor: toMinor(goods.amountRequirement * mall.scale),
        quantity: goods.stock,
        available: goods.stock,
        sortOrder: index,
      };
      await db.pointGoods.upsert({ where: { id }, create: { id, ...row }, update: {} });
    }
    const demo = await db.member.findUnique({
      where: { merchantCode_username: { merchantCode: mall.merchantCode, username: 'demo01' } },
    });
    if (demo)
      await db.$transaction((tx) =>
        postPoints(tx, {
          merchantCode: mall.merchantCode,
          memberId: demo.id,
          idempotencyKey: `seed/${mall.merchantCode}/demo01`,
          type: 'GRANT',
          changeCenti: centiOf(mall.demoPoints),
          remark: 'Welcome points',
          postedAt: now,
        }),
      );
  }
}
