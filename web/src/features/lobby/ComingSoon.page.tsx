import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../components/MessagePanel';
import type { UpcomingSection } from '../../lib/navigation';

/** Routed sections whose pages are not built yet. */
export function ComingSoonPage({ section }: { section: UpcomingSection }) {
  const { t } = useTranslation();

  return (
    <MessagePanel
      testId={`coming-soon-${section}`}
      icon={<IconHourglass size={36} />}
      title={t('comingSoon.title', { section: t(`sections.${section}`) })}
      body={t('comingSoon.body')}
    />
  );
}
