import { Text } from '@mantine/core';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useSystemStatus } from './hooks';
import { LocationForm } from './LocationForm';
import { StatusForm } from './StatusForm';
import { statusFormValues } from './status-form';
import { VisitorView } from './VisitorView';

export function StatusPage() {
  const merchant = useMerchant();
  const status = useSystemStatus();
  return (
    <Page title={S.status.title}>
      <QueryState query={status}>
        {(data) => (
          <>
            <Section testId="visitor-view">
              <VisitorView
                maintenance={data.maintenance}
                regionRestriction={data.regionRestriction}
                now={data.now}
                location={data.clientLocation}
              />
            </Section>
            <Section>
              <StatusForm key={merchant} merchant={merchant} initial={statusFormValues(data.settings)} />
            </Section>
            <Section title={S.status.locationTitle}>
              <Text size="sm" c="dimmed">
                {S.status.locationHint}
              </Text>
              <LocationForm initial={data.clientLocation} />
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
