// The security questions a member may answer, by id, in the six languages (ids are stable: stored
// answers name them).
import { inLanguage, type Language } from '@sim/shared/languages';
import type { SecurityQuestion } from '@sim/shared/wps/security-questions';

const QUESTIONS: Record<number, Record<Language, string>> = {
  1: {
    EN: 'What is the name of your first school?',
    BN: 'আপনার প্রথম স্কুলের নাম কী?',
    CN: '您就读的第一所学校叫什么名字？',
    JA: '最初に通った学校の名前は？',
    TH: 'โรงเรียนแรกของคุณชื่ออะไร',
    VI: 'Tên trường học đầu tiên của bạn là gì?',
  },
  2: {
    EN: "What is your mother's maiden name?",
    BN: 'আপনার মায়ের বিয়ের আগের পদবি কী?',
    CN: '您母亲的娘家姓是什么？',
    JA: '母親の旧姓は？',
    TH: 'นามสกุลเดิมของมารดาคุณคืออะไร',
    VI: 'Họ thời con gái của mẹ bạn là gì?',
  },
  3: {
    EN: 'What was the name of your first pet?',
    BN: 'আপনার প্রথম পোষা প্রাণীর নাম কী ছিল?',
    CN: '您的第一只宠物叫什么名字？',
    JA: '最初に飼ったペットの名前は？',
    TH: 'สัตว์เลี้ยงตัวแรกของคุณชื่ออะไร',
    VI: 'Tên con vật nuôi đầu tiên của bạn là gì?',
  },
  4: {
    EN: 'In which city were you born?',
    BN: 'আপনি কোন শহরে জন্মগ্রহণ করেছেন?',
    CN: '您出生在哪个城市？',
    JA: '生まれた都市は？',
    TH: 'คุณเกิดที่เมืองอะไร',
    VI: 'Bạn sinh ra ở thành phố nào?',
  },
  5: {
    EN: 'What is your favourite food?',
    BN: 'আপনার প্রিয় খাবার কী?',
    CN: '您最喜欢的食物是什么？',
    JA: '好きな食べ物は？',
    TH: 'อาหารที่คุณชอบที่สุดคืออะไร',
    VI: 'Món ăn yêu thích của bạn là gì?',
  },
  6: {
    EN: 'What was the name of your best childhood friend?',
    BN: 'ছোটবেলার সবচেয়ে ভালো বন্ধুর নাম কী ছিল?',
    CN: '您童年最好的朋友叫什么名字？',
    JA: '子どもの頃の親友の名前は？',
    TH: 'เพื่อนสนิทสมัยเด็กของคุณชื่ออะไร',
    VI: 'Tên người bạn thân thời thơ ấu của bạn là gì?',
  },
  7: {
    EN: 'What was the model of your first mobile phone?',
    BN: 'আপনার প্রথম মোবাইল ফোনের মডেল কী ছিল?',
    CN: '您的第一部手机是什么型号？',
    JA: '最初に使った携帯電話の機種は？',
    TH: 'โทรศัพท์มือถือเครื่องแรกของคุณคือรุ่นอะไร',
    VI: 'Chiếc điện thoại di động đầu tiên của bạn là mẫu nào?',
  },
  8: {
    EN: 'What is your favourite sports team?',
    BN: 'আপনার প্রিয় খেলার দল কোনটি?',
    CN: '您最喜欢的球队是哪支？',
    JA: '好きなスポーツチームは？',
    TH: 'ทีมกีฬาที่คุณชอบที่สุดคือทีมอะไร',
    VI: 'Đội thể thao yêu thích của bạn là đội nào?',
  },
};

export const isSecurityQuestion = (questionId: number) => questionId in QUESTIONS;

export function securityQuestion(questionId: number, language: Language): SecurityQuestion {
  return { questionId, question: inLanguage(QUESTIONS[questionId], language) ?? `#${questionId}` };
}

/** Every question, by id, in the member's language. */
export const securityQuestionCatalogue = (language: Language): SecurityQuestion[] =>
  Object.keys(QUESTIONS).map((id) => securityQuestion(Number(id), language));
