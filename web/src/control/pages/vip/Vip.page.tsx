import { Page } from '../../components/Page';
import { MemberRankSection } from './MemberRankSection';
import { RankRulesSection } from './RankRulesSection';
import { ReferralSection } from './ReferralSection';
import { VS } from './strings';

/** The back office of VIP ranks and referral rewards. */
export function VipPage() {
  return (
    <Page title={VS.title} intro={VS.intro}>
      <MemberRankSection />
      <RankRulesSection />
      <ReferralSection />
    </Page>
  );
}
