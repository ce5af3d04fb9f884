import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { ApplicationsSection } from './ApplicationsSection';
import { usePromotions } from './hooks';
import { PromotionTable } from './PromotionTable';
import { TicketsSection } from './TicketsSection';
import { VouchersSection } from './VouchersSection';

/** The back office of promotions: the promotions, the applications to decide, the reward centre's tickets, discount tickets and extra rewards. */
export function PromotionsPage() {
  const promotions = usePromotions();
  // the forms' first promotion is the merchant's own
  const merchant = useMerchant();
  return (
    <Page title={S.promotions.title} intro={S.promotions.intro}>
      <Section title={S.promotions.listTitle} testId="promotions-section">
        <QueryState query={promotions}>{(list) => <PromotionTable promotions={list} />}</QueryState>
      </Section>
      <ApplicationsSection />
      <QueryState query={promotions}>
        {(list) => <TicketsSection key={merchant} promotions={list} />}
      </QueryState>
      <QueryState query={promotions}>
        {(list) => <VouchersSection key={merchant} promotions={list} />}
      </QueryState>
    </Page>
  );
}
