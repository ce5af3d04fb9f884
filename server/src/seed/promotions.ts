// Seeded promotions per merchant: one of each kind, a coming-soon and an ended one, with texts in the
// six site languages. Amounts are in taka and scaled for the dong merchant. Saved through the same
// savePromotion the admin surface uses, keyed by code, so seeding twice changes nothing.
import type { PromotionInput } from '@sim/shared/admin/promotions';
import type { Language } from '@sim/shared/languages';
import { formatMoney } from '@sim/shared/money';
import type { Prize } from '@sim/shared/relay/promofe';
import type { Db } from '../db/client.ts';
import type { MerchantSpec } from '../domain/merchants/provision.ts';
import { savePromotion } from '../domain/promotions/operator.ts';
import { TRY_AGAIN } from '../domain/promotions/prizes.ts';

const DAY_MS = 86_400_000;
/** a wheel prize's label: whole amounts with separators (the formatter made on first use, not at the server's start) */
let wholeAmountFormat: Intl.NumberFormat | undefined;
function wholeAmount(value: number): string {
  wholeAmountFormat ??= new Intl.NumberFormat('en-US');
  return wholeAmountFormat.format(value);
}
type Texts = Record<Language, [title: string, summary: string]>;

const TURNOVER_LINE: Record<Language, string> = {
  EN: 'Turnover requirement: {n}× the bonus',
  BN: 'টার্নওভার শর্ত: বোনাসের {n} গুণ',
  CN: '流水要求：奖金的{n}倍',
  JA: '出金条件：ボーナスの{n}倍',
  TH: 'ยอดเทิร์นโอเวอร์: {n} เท่าของโบนัส',
  VI: 'Yêu cầu doanh thu cược: {n} lần tiền thưởng',
};
const FAIR_PLAY: Record<Language, string> = {
  EN: 'One account per person. Bonuses obtained by abuse may be cancelled.',
  BN: 'প্রতি ব্যক্তির জন্য একটি অ্যাকাউন্ট। অপব্যবহারে প্রাপ্ত বোনাস বাতিল করা হতে পারে।',
  CN: '每人仅限一个账户。以不当方式获得的奖金将被取消。',
  JA: 'お一人様1アカウントのみ。不正に取得したボーナスは取り消される場合があります。',
  TH: 'หนึ่งบัญชีต่อหนึ่งคน โบนัสที่ได้จากการทุจริตอาจถูกยกเลิก',
  VI: 'Mỗi người chỉ một tài khoản. Tiền thưởng có được do gian lận có thể bị hủy.',
};

interface Template {
  input: Partial<Omit<PromotionInput, 'texts' | 'merchant' | 'startTime' | 'endTime'>> &
    Pick<PromotionInput, 'kind' | 'category'> & { code: string };
  texts: Texts;
  /** days from the seed's moment; default -30 and +60 */
  startDay?: number;
  endDay?: number;
  /** seeded only for merchants of this currency, its amounts already in it (not scaled from taka) */
  currency?: string;
}

/** the prizes' names in the six languages (a wheel's segments without one show their amount) */
const PRIZE_LABELS = {
  grand: {
    EN: 'Grand prize',
    BN: 'গ্র্যান্ড প্রাইজ',
    CN: '特等奖',
    JA: '特賞',
    TH: 'รางวัลใหญ่',
    VI: 'Giải đặc biệt',
  },
  second: {
    EN: 'Second prize',
    BN: 'দ্বিতীয় পুরস্কার',
    CN: '二等奖',
    JA: '2等賞',
    TH: 'รางวัลที่สอง',
    VI: 'Giải nhì',
  },
  lucky: {
    EN: 'Lucky prize',
    BN: 'ভাগ্যবান পুরস্কার',
    CN: '幸运奖',
    JA: 'ラッキー賞',
    TH: 'รางวัลนำโชค',
    VI: 'Giải may mắn',
  },
  jackpot: { EN: 'Jackpot', BN: 'জ্যাকপট', CN: '头奖', JA: 'ジャックポット', TH: 'แจ็คพอต', VI: 'Giải độc đắc' },
  bigWin: { EN: 'Big win', BN: 'বড় জয়', CN: '大奖', JA: 'ビッグウィン', TH: 'ชนะใหญ่', VI: 'Thắng lớn' },
  win: { EN: 'Win', BN: 'জয়', CN: '中奖', JA: '当たり', TH: 'ชนะ', VI: 'Thắng' },
} as const satisfies Record<string, Record<Language, string>>;

const cash = (name: keyof typeof PRIZE_LABELS | null, amount: number, weight: number): Prize => ({
  label: name ? PRIZE_LABELS[name].EN : '',
  ...(name ? { labels: PRIZE_LABELS[name] } : {}),
  rewardType: 'CASH',
  amount,
  weight,
});
const none = (weight: number): Prize => ({
  label: TRY_AGAIN.EN,
  labels: TRY_AGAIN,
  rewardType: 'NONE',
  amount: 0,
  weight,
});

const TEMPLATES: Template[] = [
  {
    // the spec's "Zalo bonus up to 131K" (section 9): a dong promotion, members who follow the brand on Zalo
    currency: 'VND',
    input: {
      code: 'ZALO131K',
      kind: 'DEPOSIT_BONUS',
      category: 'NEW_MEMBER',
      entry: 'APPLY',
      bonusPercent: 50,
      bonusMax: 131_000,
      minDeposit: 100_000,
      turnoverMultiplier: 5,
      sortOrder: 3,
    },
    texts: {
      EN: [
        'Zalo bonus up to 131K',
        'Follow us on Zalo, deposit at least {min} and apply for 50% up to {max}.',
      ],
      BN: [
        'Zalo বোনাস সর্বোচ্চ 131K',
        'Zalo-তে আমাদের ফলো করুন, কমপক্ষে {min} ডিপোজিট করুন এবং সর্বোচ্চ {max} পর্যন্ত 50% এর জন্য আবেদন করুন।',
      ],
      CN: ['Zalo奖金最高131K', '在Zalo关注我们，存款至少{min}，申请50%奖金，最高{max}。'],
      JA: ['Zaloボーナス最大131K', 'Zaloでフォローし、{min}以上入金すると、最大{max}まで50%を申請できます。'],
      TH: ['โบนัส Zalo สูงสุด 131K', 'ติดตามเราบน Zalo ฝากอย่างน้อย {min} และสมัครรับ 50% สูงสุด {max}'],
      VI: [
        'Thưởng Zalo lên đến 131K',
        'Theo dõi chúng tôi trên Zalo, nạp ít nhất {min} và đăng ký nhận 50% tối đa {max}.',
      ],
    },
  },
  {
    input: {
      code: 'WELCOME100',
      kind: 'DEPOSIT_BONUS',
      category: 'NEW_MEMBER',
      entry: 'APPLY',
      bonusPercent: 100,
      bonusMax: 5000,
      minDeposit: 500,
      turnoverMultiplier: 10,
      sortOrder: 1,
    },
    texts: {
      EN: ['Welcome bonus 100%', 'Double your first deposit up to {max}: apply after depositing.'],
      BN: ['স্বাগতম বোনাস 100%', 'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন, সর্বোচ্চ {max}: ডিপোজিটের পরে আবেদন করুন।'],
      CN: ['新会员首存100%奖金', '首存翻倍，最高{max}：存款后申请。'],
      JA: ['ウェルカムボーナス100%', '初回入金を最大{max}まで2倍に：入金後に申請してください。'],
      TH: ['โบนัสต้อนรับ 100%', 'เพิ่มเงินฝากครั้งแรกเป็นสองเท่า สูงสุด {max}: สมัครหลังฝากเงิน'],
      VI: ['Thưởng chào mừng 100%', 'Nhân đôi lần nạp đầu tiên, tối đa {max}: đăng ký sau khi nạp.'],
    },
  },
  {
    input: {
      code: 'RELOAD20',
      kind: 'DEPOSIT_BONUS',
      category: 'DEPOSIT',
      entry: 'JOIN',
      bonusPercent: 20,
      bonusMax: 2000,
      minDeposit: 1000,
      turnoverMultiplier: 5,
      sortOrder: 2,
    },
    texts: {
      EN: ['Reload bonus 20%', 'Join, deposit at least {min} and claim 20% extra up to {max}.'],
      BN: ['রিলোড বোনাস 20%', 'যোগ দিন, কমপক্ষে {min} ডিপোজিট করুন এবং সর্বোচ্চ {max} পর্যন্ত 20% অতিরিক্ত নিন।'],
      CN: ['续存20%奖金', '参加后存款至少{min}，领取20%额外奖金，最高{max}。'],
      JA: ['リロードボーナス20%', '参加して{min}以上入金すると、最大{max}まで20%を追加で受け取れます。'],
      TH: ['โบนัสเติมเงิน 20%', 'เข้าร่วม ฝากอย่างน้อย {min} และรับเพิ่ม 20% สูงสุด {max}'],
      VI: ['Thưởng nạp lại 20%', 'Tham gia, nạp ít nhất {min} và nhận thêm 20% tối đa {max}.'],
    },
  },
  {
    input: {
      code: 'SLOTREBATE1',
      kind: 'TURNOVER_REBATE',
      category: 'REBATE',
      entry: 'JOIN',
      bonusPercent: 1,
      bonusMax: 10000,
      minTurnover: 1000,
      turnoverMultiplier: 1,
      sortOrder: 3,
    },
    texts: {
      EN: ['Slots rebate 1%', 'Join and get 1% back on your valid bets, up to {max}.'],
      BN: ['স্লট রিবেট 1%', 'যোগ দিন এবং আপনার বৈধ বাজির উপর 1% ফেরত পান, সর্বোচ্চ {max}।'],
      CN: ['老虎机返水1%', '参加后按有效投注返还1%，最高{max}。'],
      JA: ['スロットリベート1%', '参加すると有効ベットの1%を最大{max}まで還元します。'],
      TH: ['คืนยอดเสียสล็อต 1%', 'เข้าร่วมและรับคืน 1% จากยอดเดิมพันที่ถูกต้อง สูงสุด {max}'],
      VI: ['Hoàn trả slot 1%', 'Tham gia và nhận lại 1% tiền cược hợp lệ, tối đa {max}.'],
    },
  },
  {
    input: {
      code: 'DAILYLOGIN',
      kind: 'LOGIN',
      category: 'DAILY',
      bonusFixed: 10,
      turnoverMultiplier: 1,
      sortOrder: 4,
    },
    texts: {
      EN: ['Daily login reward', 'Log in every day and claim {fixed}.'],
      BN: ['দৈনিক লগইন পুরস্কার', 'প্রতিদিন লগইন করুন এবং {fixed} দাবি করুন।'],
      CN: ['每日登录奖励', '每天登录即可领取{fixed}。'],
      JA: ['デイリーログイン報酬', '毎日ログインして{fixed}を受け取りましょう。'],
      TH: ['รางวัลล็อกอินรายวัน', 'ล็อกอินทุกวันแล้วรับ {fixed}'],
      VI: ['Thưởng đăng nhập hằng ngày', 'Đăng nhập mỗi ngày và nhận {fixed}.'],
    },
  },
  {
    input: {
      code: 'SIGNUP50',
      kind: 'SIGN_UP',
      category: 'NEW_MEMBER',
      bonusFixed: 50,
      turnoverMultiplier: 3,
      sortOrder: 5,
    },
    texts: {
      EN: ['Sign-up reward', 'New members registered during the event claim {fixed}.'],
      BN: ['নিবন্ধন পুরস্কার', 'ইভেন্ট চলাকালীন নিবন্ধিত নতুন সদস্যরা {fixed} দাবি করতে পারেন।'],
      CN: ['注册奖励', '活动期间注册的新会员可领取{fixed}。'],
      JA: ['新規登録報酬', '期間中に登録した新規会員は{fixed}を受け取れます。'],
      TH: ['รางวัลสมัครสมาชิก', 'สมาชิกใหม่ที่สมัครในช่วงกิจกรรมรับ {fixed}'],
      VI: ['Thưởng đăng ký', 'Thành viên mới đăng ký trong thời gian sự kiện nhận {fixed}.'],
    },
  },
  {
    input: {
      code: 'LUCKYRAFFLE',
      kind: 'RAFFLE',
      category: 'LIMITED',
      minDeposit: 200,
      turnoverMultiplier: 1,
      prizes: [cash('grand', 1000, 1), cash('second', 200, 5), cash('lucky', 50, 20), none(74)],
      sortOrder: 6,
    },
    texts: {
      EN: ['Lucky raffle', 'Deposit {min} during the event and draw once for up to {top}.'],
      BN: ['লাকি র‍্যাফেল', 'ইভেন্ট চলাকালীন {min} ডিপোজিট করুন এবং সর্বোচ্চ {top} জেতার জন্য একবার ড্র করুন।'],
      CN: ['幸运抽奖', '活动期间存款{min}，即可抽奖一次，最高赢取{top}。'],
      JA: ['ラッキー抽選', '期間中に{min}入金すると、最大{top}が当たる抽選に1回参加できます。'],
      TH: ['จับรางวัลนำโชค', 'ฝาก {min} ในช่วงกิจกรรม แล้วจับรางวัลหนึ่งครั้ง ลุ้นสูงสุด {top}'],
      VI: ['Rút thăm may mắn', 'Nạp {min} trong thời gian sự kiện và rút thăm một lần, tối đa {top}.'],
    },
  },
  {
    input: {
      code: 'LUCKYSLOT',
      kind: 'SLOT_MACHINE',
      category: 'DAILY',
      minTurnover: 500,
      turnoverMultiplier: 1,
      ticketSpins: 3,
      ticketHours: 72,
      prizes: [cash('jackpot', 500, 2), cash('bigWin', 100, 8), cash('win', 20, 30), none(60)],
      sortOrder: 7,
    },
    texts: {
      EN: ['Lucky slot machine', 'Bet {turnover} and spin the reward slot machine three times.'],
      BN: ['লাকি স্লট মেশিন', '{turnover} বাজি ধরুন এবং পুরস্কার স্লট মেশিন তিনবার ঘোরান।'],
      CN: ['幸运老虎机', '投注{turnover}，即可转动奖励老虎机三次。'],
      JA: ['ラッキースロットマシン', '{turnover}ベットすると、報酬スロットを3回回せます。'],
      TH: ['สล็อตแมชชีนนำโชค', 'เดิมพัน {turnover} แล้วหมุนสล็อตรางวัลสามครั้ง'],
      VI: ['Máy quay may mắn', 'Cược {turnover} và quay máy thưởng ba lần.'],
    },
  },
  {
    input: {
      code: 'VIPWHEEL',
      kind: 'PRIZE_WHEEL',
      category: 'VIP',
      vipMin: 2,
      turnoverMultiplier: 1,
      ticketHours: 168,
      prizes: [
        cash(null, 2000, 1),
        cash(null, 500, 4),
        cash(null, 200, 10),
        cash(null, 100, 15),
        cash(null, 50, 20),
        cash(null, 20, 20),
        cash(null, 10, 15),
        none(15),
      ],
      sortOrder: 8,
    },
    texts: {
      EN: ['VIP prize wheel', 'VIP2 and above: spin the wheel for up to {top}.'],
      BN: ['ভিআইপি পুরস্কার চাকা', 'ভিআইপি2 ও তার উপরে: সর্বোচ্চ {top} জিততে চাকা ঘোরান।'],
      CN: ['VIP幸运转盘', 'VIP2及以上：转动转盘，最高赢取{top}。'],
      JA: ['VIPルーレット', 'VIP2以上：ルーレットを回して最大{top}を獲得。'],
      TH: ['วงล้อรางวัล VIP', 'VIP2 ขึ้นไป: หมุนวงล้อลุ้นสูงสุด {top}'],
      VI: ['Vòng quay VIP', 'VIP2 trở lên: quay vòng quay nhận tối đa {top}.'],
    },
  },
  {
    input: {
      code: 'PROMOCODE50',
      kind: 'PROMO_CODE',
      category: 'LIMITED',
      promoCode: 'SIMBET50',
      bonusFixed: 50,
      maxClaims: 1000,
      turnoverMultiplier: 3,
      sortOrder: 9,
    },
    texts: {
      EN: ['Promo code {code}', 'Enter {code} in the reward centre for {fixed}.'],
      BN: ['প্রোমো কোড {code}', '{fixed} পেতে রিওয়ার্ড সেন্টারে {code} লিখুন।'],
      CN: ['优惠码 {code}', '在奖励中心输入{code}，领取{fixed}。'],
      JA: ['プロモコード {code}', 'リワードセンターで{code}を入力すると{fixed}。'],
      TH: ['โค้ดโปรโมชั่น {code}', 'กรอก {code} ในศูนย์รางวัลเพื่อรับ {fixed}'],
      VI: ['Mã khuyến mãi {code}', 'Nhập {code} tại trung tâm thưởng để nhận {fixed}.'],
    },
  },
  {
    input: {
      code: 'VIPWEEKEND30',
      kind: 'DEPOSIT_BONUS',
      category: 'VIP',
      entry: 'APPLY',
      vipMin: 3,
      bonusPercent: 30,
      bonusMax: 20000,
      minDeposit: 5000,
      turnoverMultiplier: 8,
      sortOrder: 10,
    },
    texts: {
      EN: ['VIP weekend bonus 30%', 'VIP3 and above: apply for 30% on your weekend deposits up to {max}.'],
      BN: [
        'ভিআইপি উইকেন্ড বোনাস 30%',
        'ভিআইপি3 ও তার উপরে: সপ্তাহান্তের ডিপোজিটে সর্বোচ্চ {max} পর্যন্ত 30% এর জন্য আবেদন করুন।',
      ],
      CN: ['VIP周末30%奖金', 'VIP3及以上：周末存款可申请30%奖金，最高{max}。'],
      JA: ['VIPウィークエンドボーナス30%', 'VIP3以上：週末の入金に対し最大{max}まで30%を申請できます。'],
      TH: ['โบนัสสุดสัปดาห์ VIP 30%', 'VIP3 ขึ้นไป: สมัครรับ 30% จากยอดฝากช่วงสุดสัปดาห์ สูงสุด {max}'],
      VI: ['Thưởng cuối tuần VIP 30%', 'VIP3 trở lên: đăng ký nhận 30% tiền nạp cuối tuần, tối đa {max}.'],
    },
  },
  {
    input: {
      code: 'CRICKETFEST',
      kind: 'TURNOVER_REBATE',
      category: 'LIMITED',
      entry: 'JOIN',
      bonusPercent: 5,
      bonusMax: 3000,
      turnoverMultiplier: 1,
      sortOrder: 11,
    },
    startDay: 7,
    endDay: 37,
    texts: {
      EN: ['Cricket festival cashback', 'Coming soon: 5% back on cricket bets, up to {max}.'],
      BN: ['ক্রিকেট উৎসব ক্যাশব্যাক', 'শীঘ্রই আসছে: ক্রিকেট বাজিতে 5% ফেরত, সর্বোচ্চ {max}।'],
      CN: ['板球节返现', '即将推出：板球投注返还5%，最高{max}。'],
      JA: ['クリケットフェスティバル キャッシュバック', '近日開始：クリケットのベットに5%還元、最大{max}。'],
      TH: ['เทศกาลคริกเก็ตคืนเงิน', 'เร็วๆ นี้: คืน 5% จากการเดิมพันคริกเก็ต สูงสุด {max}'],
      VI: ['Lễ hội cricket hoàn tiền', 'Sắp ra mắt: hoàn 5% tiền cược cricket, tối đa {max}.'],
    },
  },
  {
    input: {
      code: 'ANNIVERSARY',
      kind: 'DEPOSIT_BONUS',
      category: 'LIMITED',
      entry: 'JOIN',
      bonusPercent: 50,
      bonusMax: 1000,
      minDeposit: 300,
      turnoverMultiplier: 5,
      sortOrder: 12,
    },
    startDay: -60,
    endDay: -1,
    texts: {
      EN: ['Anniversary bonus', 'Our anniversary event has ended: thank you for playing.'],
      BN: ['বার্ষিকী বোনাস', 'আমাদের বার্ষিকী ইভেন্ট শেষ হয়েছে: খেলার জন্য ধন্যবাদ।'],
      CN: ['周年庆奖金', '周年庆活动已结束，感谢您的参与。'],
      JA: ['周年記念ボーナス', '周年記念イベントは終了しました。ご参加ありがとうございました。'],
      TH: ['โบนัสครบรอบ', 'กิจกรรมครบรอบสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก'],
      VI: ['Thưởng kỷ niệm', 'Sự kiện kỷ niệm đã kết thúc: cảm ơn bạn đã tham gia.'],
    },
  },
];

/** taka amounts as the merchant's currency: the dong merchant's are 200 times larger */
const scaleOf = (spec: MerchantSpec) => (spec.currency === 'VND' ? 200 : 1);

const scaled = (amount: number | null | undefined, scale: number) =>
  amount === null || amount === undefined ? amount : amount * scale;

function textsFor(template: Template, input: PromotionInput, symbol: string) {
  const money = (amount: number | null | undefined) => `${symbol}${formatMoney(amount ?? 0)}`;
  const top = Math.max(0, ...(input.prizes ?? []).map((p) => p.amount));
  const fill = (text: string) =>
    text
      .replaceAll('{max}', money(input.bonusMax))
      .replaceAll('{min}', money(input.minDeposit))
      .replaceAll('{fixed}', money(input.bonusFixed))
      .replaceAll('{turnover}', money(input.minTurnover))
      .replaceAll('{top}', money(top))
      .replaceAll('{code}', input.promoCode ?? '');
  const entries = (Object.entries(template.texts) as [Language, [string, string]][]).map(
    ([language, [title, summary]]) => {
      const turnover = TURNOVER_LINE[language].replace('{n}', String(input.turnoverMultiplier ?? 1));
      const content = `<h3>${fill(title)}</h3><p>${fill(summary)}</p><ul><li>${turnover}</li><li>${FAIR_PLAY[language]}</li></ul>`;
      return [language, { title: fill(title), summary: fill(summary), content }] as const;
    },
  );
  return Object.fromEntries(entries);
}

function inputFor(template: Template, spec: MerchantSpec, now: Date): PromotionInput {
  const scale = template.currency ? 1 : scaleOf(spec);
  const { input } = template;
  const settings: PromotionInput = {
    vipMin: 0,
    vipMax: null,
    minDeposit: 0,
    minTurnover: 0,
    bonusPercent: null,
    bonusFixed: null,
    bonusMax: null,
    turnoverMultiplier: 1,
    maxClaims: null,
    ticketSpins: 3,
    ticketHours: null,
    sortOrder: 0,
    prizes: [],
    texts: {},
    ...input,
    startTime: now.getTime() + (template.startDay ?? -30) * DAY_MS,
    endTime: now.getTime() + (template.endDay ?? 60) * DAY_MS,
  };
  const amounts: PromotionInput = {
    ...settings,
    promoCode: settings.promoCode && spec.currency === 'VND' ? 'SIMVIET50' : settings.promoCode,
    minDeposit: settings.minDeposit * scale,
    minTurnover: settings.minTurnover * scale,
    bonusFixed: scaled(settings.bonusFixed, scale) ?? null,
    bonusMax: scaled(settings.bonusMax, scale) ?? null,
    // a wheel segment without a label shows its amount
    prizes: settings.prizes.map((p) => ({
      ...p,
      amount: p.amount * scale,
      label: p.label || `${spec.currencySymbol}${wholeAmount(p.amount * scale)}`,
    })),
  };
  return { ...amounts, texts: textsFor(template, amounts, spec.currencySymbol) };
}

export async function seedPromotions(db: Db, spec: MerchantSpec, now: Date): Promise<void> {
  const deps = { db, clock: { now: () => now } };
  for (const template of TEMPLATES) {
    if (template.currency && template.currency !== spec.currency) continue;
    await savePromotion(deps, spec.code, inputFor(template, spec, now));
  }
}
