import { Accordion, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The help centre's topics (wire-contract.md 4.6, helpCenter tags), each a short answer in the footer. */
export const HELP_TOPICS = ['aboutus', 'deposit', 'withdraw', 'game', 'faqs'] as const;

/** The footer's help accordion: one topic open at a time, each leading on to the help centre. */
export function HelpAccordion() {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" w="100%" maw={720} data-testid="footer-help">
      {HELP_TOPICS.map((topic) => (
        <Accordion.Item key={topic} value={topic}>
          <Accordion.Control data-testid={`footer-help-${topic}`}>
            {t(`shell.help.${topic}.title`)}
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{t(`shell.help.${topic}.body`)}</Text>
            <Anchor component={Link} to={`/help?tag=${topic}`} size="sm">
              {t('shell.help.more')}
            </Anchor>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
