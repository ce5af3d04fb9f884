// The help centre's built-in text per language and tag (wire-contract.md 4.6): what every merchant
// shows until the back office edits a section (help.setSection). `{brand}` is the merchant's name.
import type { Language } from '@sim/shared/languages';
import type { HelpTag } from '@sim/shared/wps/help';

interface BuiltInSection {
  bgColor: string;
  title: Record<Language, string>;
  content: Record<Language, string>;
  children?: { title: Record<Language, string>; content: Record<Language, string> }[];
}

export const BUILT_IN_HELP: Record<HelpTag, BuiltInSection> = {
  aboutus: {
    bgColor: '#6142bf',
    title: {
      EN: 'About us',
      BN: 'আমাদের সম্পর্কে',
      CN: '关于我们',
      JA: '私たちについて',
      TH: 'เกี่ยวกับเรา',
      VI: 'Về chúng tôi',
    },
    content: {
      EN: '<p>{brand} offers slots, live casino, sports, lotteries and more, with fast deposits and withdrawals around the clock.</p>',
      BN: '<p>{brand} স্লট, লাইভ ক্যাসিনো, খেলা, লটারি এবং আরও অনেক কিছু দেয়, সারাক্ষণ দ্রুত জমা ও উত্তোলনসহ।</p>',
      CN: '<p>{brand} 提供老虎机、真人娱乐场、体育、彩票等游戏，全天候快速存取款。</p>',
      JA: '<p>{brand} はスロット、ライブカジノ、スポーツ、宝くじなどを提供し、入出金は24時間すばやく行えます。</p>',
      TH: '<p>{brand} มีสล็อต คาสิโนสด กีฬา หวย และอื่น ๆ ฝากถอนรวดเร็วตลอด 24 ชั่วโมง</p>',
      VI: '<p>{brand} cung cấp slot, sòng bài trực tiếp, thể thao, xổ số và nhiều hơn nữa, nạp rút nhanh suốt ngày đêm.</p>',
    },
  },
  deposit: {
    bgColor: '#2f9e44',
    title: {
      EN: 'How to deposit',
      BN: 'কীভাবে জমা করবেন',
      CN: '如何存款',
      JA: '入金方法',
      TH: 'วิธีฝากเงิน',
      VI: 'Cách nạp tiền',
    },
    content: {
      EN: '<p>Open Deposit in the member centre, choose a channel, enter the amount and follow the steps. Most deposits are credited within minutes.</p>',
      BN: '<p>সদস্য কেন্দ্রে জমা খুলুন, একটি চ্যানেল বেছে নিন, পরিমাণ লিখুন এবং ধাপগুলো অনুসরণ করুন। বেশিরভাগ জমা কয়েক মিনিটে যোগ হয়।</p>',
      CN: '<p>在会员中心打开存款，选择渠道，输入金额并按步骤操作。大多数存款几分钟内到账。</p>',
      JA: '<p>会員センターで入金を開き、チャネルを選んで金額を入力し、手順に従ってください。ほとんどの入金は数分で反映されます。</p>',
      TH: '<p>เปิดเมนูฝากเงินในศูนย์สมาชิก เลือกช่องทาง ใส่จำนวนเงินและทำตามขั้นตอน ส่วนใหญ่เงินเข้าภายในไม่กี่นาที</p>',
      VI: '<p>Mở Nạp tiền trong trung tâm thành viên, chọn kênh, nhập số tiền và làm theo hướng dẫn. Phần lớn giao dịch được cộng trong vài phút.</p>',
    },
  },
  withdraw: {
    bgColor: '#1971c2',
    title: {
      EN: 'How to withdraw',
      BN: 'কীভাবে উত্তোলন করবেন',
      CN: '如何取款',
      JA: '出金方法',
      TH: 'วิธีถอนเงิน',
      VI: 'Cách rút tiền',
    },
    content: {
      EN: '<p>Open Withdraw, enter the amount, your bank account and your payment password. Confirm receipt once the money arrives.</p>',
      BN: '<p>উত্তোলন খুলুন, পরিমাণ, আপনার ব্যাংক অ্যাকাউন্ট এবং পেমেন্ট পাসওয়ার্ড লিখুন। টাকা পেলে প্রাপ্তি নিশ্চিত করুন।</p>',
      CN: '<p>打开取款，输入金额、银行账户和支付密码。款项到账后请确认收款。</p>',
      JA: '<p>出金を開き、金額、銀行口座、支払いパスワードを入力してください。着金したら受け取りを確認してください。</p>',
      TH: '<p>เปิดเมนูถอนเงิน ใส่จำนวนเงิน บัญชีธนาคาร และรหัสผ่านการชำระเงิน เมื่อได้รับเงินแล้วโปรดยืนยัน</p>',
      VI: '<p>Mở Rút tiền, nhập số tiền, tài khoản ngân hàng và mật khẩu thanh toán. Xác nhận khi đã nhận được tiền.</p>',
    },
  },
  game: {
    bgColor: '#e8590c',
    title: { EN: 'Games', BN: 'গেমস', CN: '游戏', JA: 'ゲーム', TH: 'เกม', VI: 'Trò chơi' },
    content: {
      EN: '<p>Log in, pick a category and a game. Your bets and wins are listed in the betting record.</p>',
      BN: '<p>লগইন করুন, একটি বিভাগ ও গেম বেছে নিন। আপনার বাজি ও জয় বেটিং রেকর্ডে দেখা যায়।</p>',
      CN: '<p>登录后选择类别和游戏。您的投注和奖金会列在投注记录中。</p>',
      JA: '<p>ログインしてカテゴリーとゲームを選んでください。ベットと勝利はベット履歴に表示されます。</p>',
      TH: '<p>เข้าสู่ระบบ เลือกหมวดหมู่และเกม การเดิมพันและเงินรางวัลจะแสดงในประวัติการเดิมพัน</p>',
      VI: '<p>Đăng nhập, chọn danh mục và trò chơi. Cược và tiền thắng được liệt kê trong lịch sử cược.</p>',
    },
  },
  faqs: {
    bgColor: '#5f3dc4',
    title: {
      EN: 'FAQs',
      BN: 'সাধারণ প্রশ্ন',
      CN: '常见问题',
      JA: 'よくある質問',
      TH: 'คำถามที่พบบ่อย',
      VI: 'Câu hỏi thường gặp',
    },
    content: { EN: '', BN: '', CN: '', JA: '', TH: '', VI: '' },
    children: [
      {
        title: {
          EN: 'I forgot my password',
          BN: 'আমি পাসওয়ার্ড ভুলে গেছি',
          CN: '我忘记了密码',
          JA: 'パスワードを忘れました',
          TH: 'ฉันลืมรหัสผ่าน',
          VI: 'Tôi quên mật khẩu',
        },
        content: {
          EN: '<p>Use "Forgot password" on the login screen, by e-mail or by phone.</p>',
          BN: '<p>লগইন পাতায় "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন, ইমেইল বা ফোনে।</p>',
          CN: '<p>在登录页面使用"忘记密码"，可通过邮箱或手机找回。</p>',
          JA: '<p>ログイン画面の「パスワードを忘れた」から、メールまたは電話で再設定できます。</p>',
          TH: '<p>ใช้ "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ ทางอีเมลหรือโทรศัพท์</p>',
          VI: '<p>Dùng "Quên mật khẩu" ở màn hình đăng nhập, qua e-mail hoặc điện thoại.</p>',
        },
      },
      {
        title: {
          EN: 'How long does a withdrawal take?',
          BN: 'উত্তোলনে কত সময় লাগে?',
          CN: '取款需要多长时间？',
          JA: '出金にはどのくらいかかりますか？',
          TH: 'การถอนเงินใช้เวลานานเท่าไร?',
          VI: 'Rút tiền mất bao lâu?',
        },
        content: {
          EN: '<p>Most withdrawals are paid within 30 minutes.</p>',
          BN: '<p>বেশিরভাগ উত্তোলন 30 মিনিটের মধ্যে পরিশোধ হয়।</p>',
          CN: '<p>大多数取款在30分钟内到账。</p>',
          JA: '<p>ほとんどの出金は30分以内に支払われます。</p>',
          TH: '<p>การถอนส่วนใหญ่จ่ายภายใน 30 นาที</p>',
          VI: '<p>Phần lớn lệnh rút được thanh toán trong 30 phút.</p>',
        },
      },
    ],
  },
};
