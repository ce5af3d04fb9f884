import { Page } from '../../components/Page';
import { S } from '../../strings';
import { GoodsSection } from './GoodsSection';
import { GrantPointsForm } from './GrantPointsForm';
import { PointSettingsSection } from './PointSettingsForm';
import { RedeemsSection } from './RedeemsSection';

/** The back office of the points mall: redeems to decide, goods, grants, rates. */
export function PointsPage() {
  return (
    <Page title={S.points.title} intro={S.points.intro}>
      <RedeemsSection />
      <GoodsSection />
      <GrantPointsForm />
      <PointSettingsSection />
    </Page>
  );
}
