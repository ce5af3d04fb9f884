import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../lib/site-status/site-status';

/** The operator's simple pages the footer links to, each a title and three paragraphs. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'responsibleGaming', 'licence'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const { merchantName } = useBrandConfig();

  return (
    <Stack component="article" gap="md" maw={760} mx="auto" data-testid={`legal-${document}`}>
      <Title order={1} size="h2">
        {t(`legal.${document}.title`)}
      </Title>
      {PARAGRAPHS.map((paragraph) => (
        <Text key={paragraph}>{t(`legal.${document}.${paragraph}`, { merchant: merchantName })}</Text>
      ))}
    </Stack>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
export const ResponsibleGamingPage = () => <LegalPage document="responsibleGaming" />;
export const LicencePage = () => <LegalPage document="licence" />;
