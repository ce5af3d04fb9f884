import { Page, Section } from '../../components/Page';
import { ForceOutcomeForm } from './ForceOutcomeForm';
import { MaintenanceForm } from './MaintenanceForm';
import { RoundsTable } from './RoundsTable';
import { GAMES_S } from './strings';

/** The simulated provider's QA levers: provider.forceOutcome, provider.setMaintenance, provider.rounds. */
export function GamesPage() {
  return (
    <Page title={GAMES_S.title} intro={GAMES_S.intro}>
      <Section title={GAMES_S.force.title} testId="games-force">
        <ForceOutcomeForm />
      </Section>
      <Section title={GAMES_S.maintenance.title} testId="games-maintenance">
        <MaintenanceForm />
      </Section>
      <Section title={GAMES_S.rounds.title} testId="games-rounds">
        <RoundsTable />
      </Section>
    </Page>
  );
}
