// The simulated agent: a canned answer picked by keywords of the member's line, in the member's
// language where one is written (English otherwise). QA answers by hand through support.reply.
type Topic = 'greeting' | 'deposit' | 'withdraw' | 'password' | 'promotion' | 'vip' | 'game' | 'fallback';

const KEYWORDS: [Topic, RegExp][] = [
  ['deposit', /deposit|top.?up|recharge|জমা|ডিপোজিট|充值|存款|入金|ฝาก|nạp/iu],
  ['withdraw', /withdraw|cash.?out|payout|উত্তোলন|提款|取款|出金|ถอน|rút/iu],
  ['password', /password|login|log in|pin|পাসওয়ার্ড|密码|パスワード|รหัส|mật khẩu/iu],
  ['promotion', /bonus|promo|reward|cashback|বোনাস|优惠|奖金|ボーナス|โบนัส|khuyến mãi|thưởng/iu],
  ['vip', /\bvip\b/iu],
  ['game', /game|slot|casino|bet|খেলা|游戏|ゲーム|เกม|trò chơi/iu],
  ['greeting', /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b|হ্যালো|你好|こんにちは|สวัสดี|xin chào/iu],
];

const ANSWERS: Record<'EN' | 'BN', Record<Topic, string>> = {
  EN: {
    greeting: 'Hello! This is customer service. How can I help you today?',
    deposit:
      'Deposits are made under Deposit in the member centre. Pick a channel, enter the amount and follow the steps; most deposits are credited within a few minutes.',
    withdraw:
      'Withdrawals are requested under Withdraw with your payment password. Once paid, please confirm receipt in the member centre.',
    password:
      'You can change your login password in the security centre. If you forgot it, use "Forgot password" on the login screen.',
    promotion: 'Current promotions and rewards are listed on the promotions page and in the reward centre.',
    vip: 'VIP members above rank 4 have a dedicated VIP service. Your rank and benefits are on the VIP page.',
    game: 'If a game did not load or a round looks wrong, please send the game name and the time; we will check the betting record.',
    fallback: 'Thank you for your message. An agent is looking into it and will reply shortly.',
  },
  BN: {
    greeting: 'হ্যালো! এটি গ্রাহক সেবা। আজ আমি কীভাবে সাহায্য করতে পারি?',
    deposit:
      'সদস্য কেন্দ্রের ডিপোজিট থেকে জমা করুন। একটি চ্যানেল বেছে নিন, পরিমাণ লিখুন; বেশিরভাগ জমা কয়েক মিনিটে যোগ হয়।',
    withdraw: 'পেমেন্ট পাসওয়ার্ড দিয়ে উত্তোলন থেকে অনুরোধ করুন। টাকা পেলে সদস্য কেন্দ্রে নিশ্চিত করুন।',
    password: 'নিরাপত্তা কেন্দ্রে লগইন পাসওয়ার্ড বদলাতে পারেন। ভুলে গেলে লগইন পাতায় "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন।',
    promotion: 'চলতি প্রচার ও পুরস্কার প্রচার পাতা এবং পুরস্কার কেন্দ্রে আছে।',
    vip: 'র‍্যাঙ্ক 4-এর উপরের ভিআইপি সদস্যদের জন্য আলাদা ভিআইপি সেবা আছে।',
    game: 'কোনো গেম না চললে গেমের নাম ও সময় পাঠান; আমরা বেটিং রেকর্ড দেখে নেব।',
    fallback: 'আপনার বার্তার জন্য ধন্যবাদ। একজন এজেন্ট শীঘ্রই উত্তর দেবেন।',
  },
};

export function topicOf(text: string): Topic {
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'fallback';
}

/** The line's own script decides (a member may write English on the Bengali site); else the site's. */
function answerLanguage(text: string, siteLanguage: string): keyof typeof ANSWERS {
  if (/[\u0980-\u09ff]/u.test(text)) return 'BN';
  if (/[a-z]/iu.test(text)) return 'EN';
  return siteLanguage === 'BN' ? 'BN' : 'EN';
}

export function cannedAnswer(text: string, siteLanguage: string): string {
  return ANSWERS[answerLanguage(text, siteLanguage)][topicOf(text)];
}
