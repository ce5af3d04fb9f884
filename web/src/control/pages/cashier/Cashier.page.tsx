import { Page } from '../../components/Page';
import { S } from '../../strings';
import { BooksCard } from './BooksCard';
import { OrdersSection } from './OrdersSection';
import { SettingsSection } from './SettingsSection';

/** The back office of the cashier: orders and their decisions, the books, the settings. */
export function CashierPage() {
  return (
    <Page title={S.cashier.title} intro={S.cashier.intro}>
      <OrdersSection />
      <BooksCard />
      <SettingsSection />
    </Page>
  );
}
