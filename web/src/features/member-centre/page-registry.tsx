// What each member centre page shows, with its menu icon; the label is memberCentre.pages.<id>.
import type { MemberInfo } from '@sim/shared/wps/member';
import {
  type Icon,
  IconArrowsExchange,
  IconAward,
  IconBuildingBank,
  IconCash,
  IconChartLine,
  IconCrown,
  IconGift,
  IconListDetails,
  IconReceipt,
  IconReceiptRefund,
  IconShieldLock,
  IconUserPlus,
  IconUserUp,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { DepositPage } from '../cashier/Deposit.page';
import { TransferUplinePage } from '../cashier/TransferUpline.page';
import { WithdrawPage } from '../cashier/Withdraw.page';
import { BonusDetailsPage } from '../records/BonusDetails.page';
import { BetRecordView } from '../records/components/BetRecordView';
import { PersonalProfitPage } from '../records/PersonalProfit.page';
import { TransactionHistoryPage } from '../records/TransactionHistory.page';
import { ReferralPage } from '../referral/Referral.page';
import { ManualRebatePage } from '../rewards/cashback/ManualRebate.page';
import { RewardCenterPage } from '../rewards/reward-centre/RewardCenter.page';
import { SecurityCenterPage } from '../security/SecurityCenter.page';
import { PlayerRankPage } from '../vip/PlayerRank.page';
import { TransferFundPage } from '../wallet/TransferFund.page';
import type { MemberCentrePage } from './member-centre-pages';

export interface PageEntry {
  icon: Icon;
  Page: ComponentType<{ member: MemberInfo }>;
}

export const PAGE_REGISTRY: Record<MemberCentrePage, PageEntry> = {
  securityCenter: { icon: IconShieldLock, Page: SecurityCenterPage },
  transferFund: { icon: IconArrowsExchange, Page: TransferFundPage },
  depositv2: { icon: IconCash, Page: DepositPage },
  withdraw: { icon: IconBuildingBank, Page: WithdrawPage },
  transferUpline: { icon: IconUserUp, Page: TransferUplinePage },
  personalHistoryCopy: { icon: IconListDetails, Page: BetRecordView },
  manualRebate: { icon: IconReceiptRefund, Page: ManualRebatePage },
  transactionHistory: { icon: IconReceipt, Page: TransactionHistoryPage },
  personalProfit: { icon: IconChartLine, Page: PersonalProfitPage },
  bonusDetails: { icon: IconGift, Page: BonusDetailsPage },
  rewardCenter: { icon: IconAward, Page: RewardCenterPage },
  referral: { icon: IconUserPlus, Page: ReferralPage },
  playerRank: { icon: IconCrown, Page: PlayerRankPage },
};
