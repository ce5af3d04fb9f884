// The names of the house's own wallets in the member's language (vendor wallets carry the vendor's name).
import { inLanguage, type Language } from '@sim/shared/languages';

const MAIN_WALLET_NAMES: Record<Language, string> = {
  EN: 'Main wallet',
  BN: 'প্রধান ওয়ালেট',
  CN: '主钱包',
  JA: 'メインウォレット',
  TH: 'กระเป๋าหลัก',
  VI: 'Ví chính',
};

const LOTTERY_WALLET_NAMES: Record<Language, string> = {
  EN: 'Lottery',
  BN: 'লটারি',
  CN: '彩票',
  JA: '宝くじ',
  TH: 'หวย',
  VI: 'Xổ số',
};

export const mainWalletName = (language: Language): string => inLanguage(MAIN_WALLET_NAMES, language)!;
export const lotteryWalletName = (language: Language): string => inLanguage(LOTTERY_WALLET_NAMES, language)!;
