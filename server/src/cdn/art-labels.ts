// The few words the drawn artwork itself carries, in each language the site ships: the picture reads
// in the language its link names (`?lang=`), like the text around it.
import { type Language, normaliseLanguage } from '@sim/shared/languages';

const POINTS_MALL: Record<Language, string> = {
  EN: 'Points mall',
  BN: 'পয়েন্ট মল',
  CN: '积分商城',
  JA: 'ポイントモール',
  TH: 'ร้านค้าแต้ม',
  VI: 'Cửa hàng điểm',
};

/** The goods art's caption in the language of the link (English without one). */
export const pointsMallCaption = (lang: string | undefined) => POINTS_MALL[normaliseLanguage(lang, 'EN')];
