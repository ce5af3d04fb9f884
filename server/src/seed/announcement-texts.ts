// The seeded notices, promotions, popup, banners and agent notices in the six site languages.
// `{brand}` becomes the merchant's name. English is also the row's own title and content (the fallback).
import type { Language } from '@sim/shared/languages';

export type Text = {
  title: string;
  content: string;
};

export type Texts = Record<Language, Text>;

/** [title, text] per language; the text is wrapped in a paragraph. */
type Pairs = Record<Language, [string, string]>;

const paragraphs = (pairs: Pairs): Texts =>
  Object.fromEntries(
    Object.entries(pairs).map(([lang, [title, text]]) => [
      lang,
      { title, content: text ? `<p>${text}</p>` : '' },
    ]),
  ) as Texts;

const titles = (names: Record<Language, string>): Texts =>
  paragraphs(Object.fromEntries(Object.entries(names).map(([lang, name]) => [lang, [name, '']])) as Pairs);

/** The marquee and the notice list (type PL), newest first. */
export const NOTICE_TEXTS: Texts[] = [
  paragraphs({
    EN: ['First deposit bonus 100%', 'Welcome to {brand}! Deposit today and get a 100% first deposit bonus.'],
    BN: ['প্রথম ডিপোজিটে 100% বোনাস', '{brand}-এ স্বাগতম! আজই ডিপোজিট করুন এবং প্রথম ডিপোজিটে 100% বোনাস নিন।'],
    CN: ['首存100%奖金', '欢迎来到{brand}！今天存款即可获得100%首存奖金。'],
    JA: ['初回入金100%ボーナス', '{brand}へようこそ！今日入金すると初回入金100%ボーナスがもらえます。'],
    TH: ['โบนัสฝากแรก 100%', 'ยินดีต้อนรับสู่ {brand}! ฝากวันนี้รับโบนัสฝากแรก 100%'],
    VI: ['Thưởng nạp đầu 100%', 'Chào mừng đến {brand}! Nạp tiền hôm nay để nhận thưởng 100% lần nạp đầu.'],
  }),
  paragraphs({
    EN: ['Sports book maintenance', 'Scheduled maintenance of the sports book on Sunday 02:00-04:00.'],
    BN: ['স্পোর্টস বুক রক্ষণাবেক্ষণ', 'রবিবার 02:00-04:00 স্পোর্টস বুকের নির্ধারিত রক্ষণাবেক্ষণ।'],
    CN: ['体育投注维护', '体育投注将于周日02:00-04:00进行例行维护。'],
    JA: ['スポーツブックのメンテナンス', '日曜日02:00〜04:00にスポーツブックの定期メンテナンスを行います。'],
    TH: ['ปิดปรับปรุงกีฬา', 'ปิดปรับปรุงระบบเดิมพันกีฬาตามกำหนดวันอาทิตย์ 02:00-04:00'],
    VI: ['Bảo trì thể thao', 'Bảo trì định kỳ sảnh thể thao vào Chủ nhật 02:00-04:00.'],
  }),
  paragraphs({
    EN: ['New slots are live', 'New slots from Pragmatic Play and Jili are live in the lobby.'],
    BN: ['নতুন স্লট চালু', 'Pragmatic Play এবং Jili-র নতুন স্লট এখন লবিতে।'],
    CN: ['新老虎机上线', 'Pragmatic Play 和 Jili 的新老虎机已在大厅上线。'],
    JA: ['新しいスロットが登場', 'Pragmatic PlayとJiliの新作スロットがロビーに登場しました。'],
    TH: ['สล็อตใหม่มาแล้ว', 'สล็อตใหม่จาก Pragmatic Play และ Jili พร้อมให้เล่นในล็อบบี้แล้ว'],
    VI: ['Slot mới đã có', 'Slot mới của Pragmatic Play và Jili đã có trong sảnh.'],
  }),
  paragraphs({
    EN: ['Invite friends, earn rewards', 'Invite friends and earn rewards for every friend who joins.'],
    BN: ['বন্ধুদের আমন্ত্রণ জানান, পুরস্কার জিতুন', 'বন্ধুদের আমন্ত্রণ জানান এবং প্রতিটি যোগদানে পুরস্কার পান।'],
    CN: ['邀请好友赚奖励', '邀请好友，每位加入的好友都能为您赢得奖励。'],
    JA: ['友達招待で報酬ゲット', '友達を招待すると、参加した友達ごとに報酬がもらえます。'],
    TH: ['ชวนเพื่อน รับรางวัล', 'ชวนเพื่อนและรับรางวัลสำหรับเพื่อนทุกคนที่สมัคร'],
    VI: ['Mời bạn bè, nhận thưởng', 'Mời bạn bè và nhận thưởng cho mỗi người bạn tham gia.'],
  }),
  paragraphs({
    EN: ['VIP monthly bonus', 'VIP members: the monthly turnover bonus is paid on the 1st.'],
    BN: ['ভিআইপি মাসিক বোনাস', 'ভিআইপি সদস্যরা: মাসিক টার্নওভার বোনাস প্রতি মাসের 1 তারিখে দেওয়া হয়।'],
    CN: ['VIP月度奖金', 'VIP会员：月度流水奖金于每月1日发放。'],
    JA: ['VIP月間ボーナス', 'VIP会員の皆様：月間ターンオーバーボーナスは毎月1日に支払われます。'],
    TH: ['โบนัสรายเดือน VIP', 'สมาชิก VIP: โบนัสยอดเดิมพันรายเดือนจ่ายทุกวันที่ 1'],
    VI: ['Thưởng tháng VIP', 'Hội viên VIP: thưởng doanh số tháng được trả vào ngày 1.'],
  }),
  paragraphs({
    EN: [
      'Beware of fake customer service',
      'Beware of fake customer-service accounts: we never ask for your password.',
    ],
    BN: ['ভুয়া কাস্টমার সার্ভিস থেকে সাবধান', 'ভুয়া কাস্টমার সার্ভিস অ্যাকাউন্ট থেকে সাবধান: আমরা কখনো আপনার পাসওয়ার্ড চাই না।'],
    CN: ['谨防假冒客服', '谨防假冒客服账号：我们绝不会索要您的密码。'],
    JA: [
      '偽のカスタマーサービスにご注意',
      '偽のサポートアカウントにご注意ください。パスワードを尋ねることはありません。',
    ],
    TH: ['ระวังฝ่ายบริการลูกค้าปลอม', 'ระวังบัญชีฝ่ายบริการลูกค้าปลอม: เราไม่เคยขอรหัสผ่านของคุณ'],
    VI: [
      'Cảnh giác CSKH giả mạo',
      'Cảnh giác tài khoản CSKH giả mạo: chúng tôi không bao giờ hỏi mật khẩu của bạn.',
    ],
  }),
  paragraphs({
    EN: ['Daily cashback up to 1.2%', 'Daily cashback up to 1.2% on slots and fishing games.'],
    BN: ['প্রতিদিন 1.2% পর্যন্ত ক্যাশব্যাক', 'স্লট ও ফিশিং গেমে প্রতিদিন 1.2% পর্যন্ত ক্যাশব্যাক।'],
    CN: ['每日返水最高1.2%', '老虎机和捕鱼游戏每日返水最高1.2%。'],
    JA: ['毎日最大1.2%キャッシュバック', 'スロットとフィッシングゲームで毎日最大1.2%のキャッシュバック。'],
    TH: ['คืนเงินรายวันสูงสุด 1.2%', 'คืนเงินรายวันสูงสุด 1.2% สำหรับสล็อตและเกมยิงปลา'],
    VI: ['Hoàn trả hằng ngày đến 1.2%', 'Hoàn trả hằng ngày đến 1.2% cho slot và bắn cá.'],
  }),
  paragraphs({
    EN: ['Cricket season odds boost', 'Cricket season is here: enhanced odds on every match.'],
    BN: ['ক্রিকেট মৌসুমে বাড়তি অডস', 'ক্রিকেট মৌসুম এসে গেছে: প্রতিটি ম্যাচে বাড়তি অডস।'],
    CN: ['板球赛季赔率提升', '板球赛季来了：每场比赛赔率提升。'],
    JA: ['クリケットシーズンのオッズアップ', 'クリケットシーズン到来：全試合でオッズアップ。'],
    TH: ['ฤดูคริกเก็ต ราคาพิเศษ', 'ฤดูคริกเก็ตมาแล้ว: ราคาต่อรองพิเศษทุกแมตช์'],
    VI: ['Mùa cricket tăng tỷ lệ', 'Mùa cricket đã đến: tỷ lệ cược tăng cho mọi trận.'],
  }),
  paragraphs({
    EN: ['Mobile app updated', 'Mobile app updated: faster login and SMS verification.'],
    BN: ['মোবাইল অ্যাপ আপডেট', 'মোবাইল অ্যাপ আপডেট: দ্রুত লগইন এবং এসএমএস যাচাই।'],
    CN: ['手机App已更新', '手机App已更新：登录和短信验证更快。'],
    JA: ['モバイルアプリを更新', 'モバイルアプリを更新しました：ログインとSMS認証がより速くなりました。'],
    TH: ['อัปเดตแอปมือถือ', 'อัปเดตแอปมือถือ: เข้าสู่ระบบและยืนยัน SMS เร็วขึ้น'],
    VI: ['Ứng dụng đã cập nhật', 'Ứng dụng di động đã cập nhật: đăng nhập và xác minh SMS nhanh hơn.'],
  }),
  paragraphs({
    EN: ['Lottery results every evening', 'Lottery results are published every evening at 19:30.'],
    BN: ['প্রতি সন্ধ্যায় লটারির ফলাফল', 'লটারির ফলাফল প্রতি সন্ধ্যা 19:30-এ প্রকাশিত হয়।'],
    CN: ['每晚公布彩票结果', '彩票结果每晚19:30公布。'],
    JA: ['宝くじの結果は毎晩発表', '宝くじの結果は毎晩19:30に発表されます。'],
    TH: ['ผลหวยทุกเย็น', 'ประกาศผลหวยทุกเย็นเวลา 19:30'],
    VI: ['Kết quả xổ số mỗi tối', 'Kết quả xổ số được công bố lúc 19:30 mỗi tối.'],
  }),
  paragraphs({
    EN: ['Weekend tournament', 'Weekend tournament: top 100 players share the prize pool.'],
    BN: ['সাপ্তাহিক টুর্নামেন্ট', 'সাপ্তাহিক টুর্নামেন্ট: শীর্ষ 100 খেলোয়াড় পুরস্কারের তহবিল ভাগ করে নেবেন।'],
    CN: ['周末锦标赛', '周末锦标赛：前100名玩家瓜分奖池。'],
    JA: ['週末トーナメント', '週末トーナメント：上位100名で賞金プールを山分け。'],
    TH: ['ทัวร์นาเมนต์สุดสัปดาห์', 'ทัวร์นาเมนต์สุดสัปดาห์: ผู้เล่น 100 อันดับแรกแบ่งเงินรางวัล'],
    VI: ['Giải đấu cuối tuần', 'Giải đấu cuối tuần: top 100 người chơi chia giải thưởng.'],
  }),
  paragraphs({
    EN: ['Set your payment password', 'Set your payment password in the security centre before withdrawing.'],
    BN: ['পেমেন্ট পাসওয়ার্ড সেট করুন', 'উত্তোলনের আগে নিরাপত্তা কেন্দ্রে আপনার পেমেন্ট পাসওয়ার্ড সেট করুন।'],
    CN: ['设置支付密码', '提款前请在安全中心设置支付密码。'],
    JA: ['支払いパスワードを設定', '出金前にセキュリティセンターで支払いパスワードを設定してください。'],
    TH: ['ตั้งรหัสผ่านการชำระเงิน', 'ตั้งรหัสผ่านการชำระเงินในศูนย์ความปลอดภัยก่อนถอนเงิน'],
    VI: [
      'Đặt mật khẩu thanh toán',
      'Hãy đặt mật khẩu thanh toán trong trung tâm bảo mật trước khi rút tiền.',
    ],
  }),
];

/** Promotion notices (PR), in the order of their banners promo-1..3. */
export const PROMOTION_NOTICE_TEXTS: Texts[] = [
  paragraphs({
    EN: ['First deposit bonus 100%', 'Double your first deposit up to 10,000.'],
    BN: ['প্রথম ডিপোজিটে 100% বোনাস', 'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন, 10,000 পর্যন্ত।'],
    CN: ['首存100%奖金', '首存翻倍，最高10,000。'],
    JA: ['初回入金100%ボーナス', '初回入金が最大10,000まで2倍に。'],
    TH: ['โบนัสฝากแรก 100%', 'ฝากแรกรับเพิ่มเป็นสองเท่า สูงสุด 10,000'],
    VI: ['Thưởng nạp đầu 100%', 'Nhân đôi lần nạp đầu, tối đa 10,000.'],
  }),
  paragraphs({
    EN: ['Daily cashback', 'Up to 1.2% back every day.'],
    BN: ['দৈনিক ক্যাশব্যাক', 'প্রতিদিন 1.2% পর্যন্ত ফেরত।'],
    CN: ['每日返水', '每天最高返还1.2%。'],
    JA: ['毎日キャッシュバック', '毎日最大1.2%を還元。'],
    TH: ['คืนเงินรายวัน', 'รับคืนสูงสุด 1.2% ทุกวัน'],
    VI: ['Hoàn trả hằng ngày', 'Hoàn đến 1.2% mỗi ngày.'],
  }),
  paragraphs({
    EN: ['Refer a friend', 'Earn with every friend you invite.'],
    BN: ['বন্ধুকে রেফার করুন', 'প্রতিটি আমন্ত্রিত বন্ধুর জন্য আয় করুন।'],
    CN: ['推荐好友', '每邀请一位好友都能赚取奖励。'],
    JA: ['友達紹介', '招待した友達ごとに報酬を獲得。'],
    TH: ['แนะนำเพื่อน', 'รับรายได้จากเพื่อนทุกคนที่คุณชวน'],
    VI: ['Giới thiệu bạn bè', 'Nhận thưởng với mỗi người bạn bạn mời.'],
  }),
];

/** The welcome popup (PU). */
export const POPUP_TEXTS: Texts = paragraphs({
  EN: ['Welcome!', 'Thank you for visiting {brand}. Good luck!'],
  BN: ['স্বাগতম!', '{brand} ভিজিট করার জন্য ধন্যবাদ। শুভকামনা!'],
  CN: ['欢迎！', '感谢您访问{brand}，祝您好运！'],
  JA: ['ようこそ！', '{brand}にお越しいただきありがとうございます。幸運を！'],
  TH: ['ยินดีต้อนรับ!', 'ขอบคุณที่มาเยี่ยมชม {brand} ขอให้โชคดี!'],
  VI: ['Chào mừng!', 'Cảm ơn bạn đã ghé thăm {brand}. Chúc may mắn!'],
});

/** Banner titles (B), in the order of the banners home-1..3, login-1, register-1. */
export const BANNER_TEXTS: Texts[] = [
  titles({
    EN: 'Slots festival',
    BN: 'স্লট উৎসব',
    CN: '老虎机嘉年华',
    JA: 'スロットフェスティバル',
    TH: 'เทศกาลสล็อต',
    VI: 'Lễ hội slot',
  }),
  titles({
    EN: 'Live casino nights',
    BN: 'লাইভ ক্যাসিনো রাত',
    CN: '真人娱乐之夜',
    JA: 'ライブカジノナイト',
    TH: 'ค่ำคืนคาสิโนสด',
    VI: 'Đêm casino trực tiếp',
  }),
  titles({
    EN: 'Cricket specials',
    BN: 'ক্রিকেট বিশেষ',
    CN: '板球特惠',
    JA: 'クリケット特集',
    TH: 'คริกเก็ตพิเศษ',
    VI: 'Ưu đãi cricket',
  }),
  titles({
    EN: 'Log in and play',
    BN: 'লগইন করে খেলুন',
    CN: '登录即玩',
    JA: 'ログインしてプレイ',
    TH: 'เข้าสู่ระบบแล้วเล่น',
    VI: 'Đăng nhập và chơi',
  }),
  titles({
    EN: 'Join today',
    BN: 'আজই যোগ দিন',
    CN: '立即加入',
    JA: '今すぐ登録',
    TH: 'สมัครวันนี้',
    VI: 'Tham gia ngay',
  }),
];

/** Notices for agents only (AG). */
export const AGENT_NOTICE_TEXTS: Texts[] = [
  paragraphs({
    EN: [
      'Agent commission schedule',
      'Salaries are settled daily at 00:00 and dividends at the end of each period.',
    ],
    BN: ['এজেন্ট কমিশনের সময়সূচি', 'বেতন প্রতিদিন 00:00-এ এবং লভ্যাংশ প্রতিটি সময়কালের শেষে নিষ্পত্তি হয়।'],
    CN: ['代理佣金时间表', '工资每日00:00结算，分红于每期结束时结算。'],
    JA: ['エージェント報酬スケジュール', '給与は毎日00:00、配当は各期間の終わりに精算されます。'],
    TH: ['ตารางค่าคอมมิชชันเอเจนต์', 'เงินเดือนชำระทุกวันเวลา 00:00 และเงินปันผลเมื่อสิ้นสุดแต่ละรอบ'],
    VI: ['Lịch hoa hồng đại lý', 'Lương được quyết toán hằng ngày lúc 00:00, cổ tức vào cuối mỗi kỳ.'],
  }),
  paragraphs({
    EN: [
      'Grow your team',
      'Share your affiliate URL: every member who registers through it joins your team.',
    ],
    BN: ['আপনার টিম বাড়ান', 'আপনার অ্যাফিলিয়েট লিংক শেয়ার করুন: এর মাধ্যমে নিবন্ধিত প্রত্যেক সদস্য আপনার টিমে যোগ দেবেন।'],
    CN: ['壮大您的团队', '分享您的推广链接：通过它注册的每位会员都会加入您的团队。'],
    JA: [
      'チームを拡大しよう',
      'アフィリエイトURLを共有しましょう。そこから登録した会員はあなたのチームに加わります。',
    ],
    TH: ['ขยายทีมของคุณ', 'แชร์ลิงก์แนะนำของคุณ: สมาชิกทุกคนที่สมัครผ่านลิงก์จะเข้าร่วมทีมของคุณ'],
    VI: ['Phát triển đội nhóm', 'Chia sẻ đường dẫn đại lý: mọi hội viên đăng ký qua đó sẽ vào đội của bạn.'],
  }),
];
