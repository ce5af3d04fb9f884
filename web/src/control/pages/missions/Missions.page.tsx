import { Page } from '../../components/Page';
import { MissionForm } from './MissionForm';
import { MissionsTable } from './MissionsTable';
import { ProgressSection } from './ProgressSection';
import { M } from './strings';

/** The missions' back office: the missions, a new or edited one, a member's progress and its reset. */
export function MissionsPage() {
  return (
    <Page title={M.title} intro={M.intro}>
      <MissionsTable />
      <MissionForm />
      <ProgressSection />
    </Page>
  );
}
