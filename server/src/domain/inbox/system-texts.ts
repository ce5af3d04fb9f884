// The platform's own messages (the seeded welcome, the sender name "System") read in the member's
// language: a message sent with one of these English texts is shown in the language asked for. A
// message an operator writes is shown as written.
import { inLanguage, type Language } from '@sim/shared/languages';

type Texts = Partial<Record<Language, string>>;

export const SYSTEM_SENDER = 'System';

const SENDER: Texts = {
  EN: 'System',
  BN: 'সিস্টেম',
  CN: '系统',
  JA: 'システム',
  TH: 'ระบบ',
  VI: 'Hệ thống',
};

export const WELCOME = {
  subject: 'Welcome to your inbox',
  content: 'Platform news, rewards and replies from customer service arrive here.',
};

const TEXTS: Record<string, Texts> = {
  [WELCOME.subject]: {
    BN: 'আপনার ইনবক্সে স্বাগতম',
    CN: '欢迎使用您的收件箱',
    JA: '受信箱へようこそ',
    TH: 'ยินดีต้อนรับสู่กล่องข้อความของคุณ',
    VI: 'Chào mừng đến hộp thư của bạn',
  },
  [WELCOME.content]: {
    BN: 'প্ল্যাটফর্মের খবর, পুরস্কার এবং গ্রাহক সেবার উত্তর এখানে আসবে।',
    CN: '平台新闻、奖励和客服回复都会发送到这里。',
    JA: 'お知らせ、特典、カスタマーサービスからの返信がここに届きます。',
    TH: 'ข่าวสาร รางวัล และคำตอบจากฝ่ายบริการลูกค้าจะส่งมาที่นี่',
    VI: 'Tin tức, phần thưởng và phản hồi từ chăm sóc khách hàng sẽ đến đây.',
  },
};

/** A platform text in `language`; any other text as it was written. */
export function systemText(text: string, language: Language): string {
  const texts = TEXTS[text];
  return texts ? (inLanguage({ EN: text, ...texts }, language) ?? text) : text;
}

/** The sender's name: the platform's in `language`, a person's as it is. */
export const senderName = (name: string, language: Language) =>
  name === SYSTEM_SENDER ? (inLanguage(SENDER, language) ?? name) : name;
