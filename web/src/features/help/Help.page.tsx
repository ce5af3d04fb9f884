import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../feedback/FeedbackForm';
import { CustomerServiceButtons } from '../support/CustomerServiceButtons';
import { HelpSections } from './HelpSections';

/** /help: the help centre, customer service and the feedback form. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('help.title')}
          </Title>
          <Text c="dimmed">{t('help.subtitle')}</Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <HelpSections />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Paper withBorder radius="lg" p="md">
                <Text fw={600} mb="sm">
                  {t('help.stillNeedHelp')}
                </Text>
                <CustomerServiceButtons />
              </Paper>
              <FeedbackForm />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

/** /helpmc: the help centre's content only (open without a session, spec section 2). */
export function HelpContentPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" px={0}>
      <Title order={1} size="h2" mb="md">
        {t('help.title')}
      </Title>
      <HelpSections />
    </Container>
  );
}
