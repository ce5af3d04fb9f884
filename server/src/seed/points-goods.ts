// Seeded points mall: the same goods for both merchants (names and descriptions in the six site
// languages), priced in points to suit the currency (sim002's dong needs a hundred times more), fixed
// ids; and some points for each merchant's demo01 so the mall can be tried at once.
import type { LocalisedText } from '@sim/shared/admin/points';
import { toMinor } from '@sim/shared/money';
import type { Db } from '../db/client.ts';
import { postPoints } from '../domain/points/point-book.ts';
import { centiOf } from '../domain/points/units.ts';

interface GoodsSeed {
  slug: string;
  names: Required<LocalisedText>;
  descriptions: Required<LocalisedText>;
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
    descriptions: {
      EN: 'A top-up code for any local operator, sent by SMS.',
      BN: 'যেকোনো স্থানীয় অপারেটরের জন্য টপ-আপ কোড, এসএমএসে পাঠানো হয়।',
      CN: '适用于任何本地运营商的充值码，通过短信发送。',
      JA: 'どの地元キャリアでも使えるチャージコード。SMSでお届けします。',
      TH: 'รหัสเติมเงินสำหรับทุกเครือข่ายในประเทศ ส่งทาง SMS',
      VI: 'Mã nạp tiền cho mọi nhà mạng trong nước, gửi qua SMS.',
    },
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
    descriptions: {
      EN: 'Cotton T-shirt with the club logo, sizes S to XXL.',
      BN: 'ক্লাবের লোগোসহ সুতির টি-শার্ট, সাইজ S থেকে XXL।',
      CN: '印有俱乐部标志的纯棉T恤，尺码S至XXL。',
      JA: 'クラブロゴ入りのコットンTシャツ。サイズはSからXXLまで。',
      TH: 'เสื้อยืดผ้าฝ้ายพร้อมโลโก้คลับ ไซซ์ S ถึง XXL',
      VI: 'Áo thun cotton in logo câu lạc bộ, cỡ S đến XXL.',
    },
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
    descriptions: {
      EN: 'This season’s home jersey of the club we sponsor.',
      BN: 'আমাদের স্পনসর করা ক্লাবের এই মৌসুমের হোম জার্সি।',
      CN: '我们赞助的俱乐部本赛季主场球衣。',
      JA: '私たちがスポンサーを務めるクラブの今季ホームユニフォーム。',
      TH: 'เสื้อเหย้าฤดูกาลนี้ของสโมสรที่เราสนับสนุน',
      VI: 'Áo sân nhà mùa này của câu lạc bộ chúng tôi tài trợ.',
    },
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
    descriptions: {
      EN: 'Waterproof portable speaker, 12 hours of play.',
      BN: 'জলরোধী পোর্টেবল স্পিকার, 12 ঘণ্টা একটানা চলে।',
      CN: '防水便携音箱，续航12小时。',
      JA: '防水ポータブルスピーカー。12時間再生できます。',
      TH: 'ลำโพงพกพากันน้ำ เล่นได้นาน 12 ชั่วโมง',
      VI: 'Loa di động chống nước, phát nhạc 12 giờ.',
    },
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
    descriptions: {
      EN: 'Noise-cancelling earbuds with a charging case.',
      BN: 'চার্জিং কেসসহ নয়েজ-ক্যানসেলিং ইয়ারবাড।',
      CN: '降噪耳塞，附充电盒。',
      JA: '充電ケース付きのノイズキャンセリングイヤホン。',
      TH: 'หูฟังตัดเสียงรบกวนพร้อมเคสชาร์จ',
      VI: 'Tai nghe chống ồn kèm hộp sạc.',
    },
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
    descriptions: {
      EN: 'Fitness tracking, notifications and a week of battery.',
      BN: 'ফিটনেস ট্র্যাকিং, নোটিফিকেশন আর এক সপ্তাহের ব্যাটারি।',
      CN: '健身追踪、消息通知，续航一周。',
      JA: 'フィットネス記録と通知、バッテリーは1週間持ちます。',
      TH: 'ติดตามการออกกำลังกาย แจ้งเตือน และแบตเตอรี่ใช้ได้หนึ่งสัปดาห์',
      VI: 'Theo dõi luyện tập, thông báo và pin dùng một tuần.',
    },
    points: 80_000,
    amountRequirement: 50_000,
    stock: 20,
  },
  {
    slug: 'gold-coin',
    names: {
      EN: 'Gold coin (1 g)',
      BN: 'সোনার কয়েন (1 গ্রাম)',
      CN: '金币（1克）',
      JA: '金貨（1g）',
      TH: 'เหรียญทอง (1 กรัม)',
      VI: 'Đồng xu vàng (1 g)',
    },
    descriptions: {
      EN: '24-carat gold coin in a gift box. Restocked monthly.',
      BN: 'উপহারের বাক্সে 24 ক্যারেট সোনার মুদ্রা। প্রতি মাসে নতুন স্টক।',
      CN: '24K金币，附礼盒。每月补货。',
      JA: 'ギフトボックス入りの24金コイン。毎月入荷します。',
      TH: 'เหรียญทองคำ 24 กะรัตในกล่องของขวัญ เติมสต็อกทุกเดือน',
      VI: 'Đồng xu vàng 24 carat trong hộp quà. Bổ sung hàng mỗi tháng.',
    },
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
    descriptions: {
      EN: 'The latest flagship phone, 256 GB, delivered to your door.',
      BN: 'সর্বশেষ ফ্ল্যাগশিপ ফোন, 256 জিবি, আপনার দরজায় পৌঁছে দেওয়া হয়।',
      CN: '最新旗舰手机，256 GB，送货上门。',
      JA: '最新のフラッグシップスマートフォン、256 GB。ご自宅までお届けします。',
      TH: 'โทรศัพท์เรือธงรุ่นล่าสุด 256 GB จัดส่งถึงบ้าน',
      VI: 'Điện thoại cao cấp mới nhất, 256 GB, giao tận nhà.',
    },
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
        descriptions: goods.descriptions,
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
