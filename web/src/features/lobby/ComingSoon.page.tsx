import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UPCOMING_SECTIONS } from '../../app/navigation';
import { MessagePanel } from '../../components/MessagePanel';

type SectionKey = (typeof UPCOMING_SECTIONS)[number]['key'];

/** Routed sections whose lobbies are not built yet. */
export function ComingSoonPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation();

  return (
    <MessagePanel
      testId={`coming-soon-${section}`}
      icon={<IconHourglass size={36} />}
      title={t('comingSoon.title', { section: t(`nav.${section}`) })}
      body={t('comingSoon.body')}
    />
  );
}
