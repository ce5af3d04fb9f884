import { Accordion, Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { HelpSection } from '@sim/shared/wps/help';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../notices/sanitize-html';
import { useHelpCenter } from './hooks';

function Html({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: help content is the merchant's HTML, sanitised
  return <div dangerouslySetInnerHTML={{ __html: safe }} />;
}

function Section({ section }: { section: HelpSection }) {
  return (
    <Accordion.Item value={section.tag} data-testid={`help-section-${section.tag}`}>
      <Accordion.Control style={{ borderLeft: `4px solid ${section.bgColor}` }}>
        <Text fw={600}>{section.title}</Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {section.content && <Html html={section.content} />}
          {section.children.length > 0 && (
            <Accordion variant="contained" radius="md">
              {section.children.map((child) => (
                <Accordion.Item key={child.title} value={child.title}>
                  <Accordion.Control>{child.title}</Accordion.Control>
                  <Accordion.Panel>
                    <Html html={child.content} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** The help centre's sections in the site's language, as an accordion (the first one open). */
export function HelpSections() {
  const { t } = useTranslation();
  const help = useHelpCenter();

  if (help.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (!help.data) return <Alert color="red">{t('help.loadFailed')}</Alert>;

  return (
    <Accordion variant="separated" radius="md" defaultValue={help.data[0]?.tag} data-testid="help-sections">
      {help.data.map((section) => (
        <Section key={section.tag} section={section} />
      ))}
    </Accordion>
  );
}
