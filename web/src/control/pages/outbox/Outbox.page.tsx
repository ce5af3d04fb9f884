import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { S } from '../../strings';
import { ExternalSmsSection } from './ExternalSmsSection';
import { useMailOutbox, useSmsOutbox } from './hooks';
import { OutboxTable } from './OutboxTable';

export function OutboxPage() {
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [mobileFilter] = useDebouncedValue(mobile, 300);
  const [emailFilter] = useDebouncedValue(email, 300);
  const sms = useSmsOutbox(mobileFilter);
  const mail = useMailOutbox(emailFilter);
  return (
    <Page title={S.outbox.title}>
      <ExternalSmsSection />
      <Section title={S.outbox.sms}>
        <TextInput
          placeholder={S.outbox.filterMobile}
          aria-label={S.outbox.filterMobile}
          w={260}
          value={mobile}
          onChange={(e) => setMobile(e.currentTarget.value)}
        />
        <QueryState query={sms}>{(data) => <OutboxTable messages={data} testId="sms-outbox" />}</QueryState>
      </Section>
      <Section title={S.outbox.mail}>
        <TextInput
          placeholder={S.outbox.filterEmail}
          aria-label={S.outbox.filterEmail}
          w={260}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <QueryState query={mail}>{(data) => <OutboxTable messages={data} testId="mail-outbox" />}</QueryState>
      </Section>
    </Page>
  );
}
