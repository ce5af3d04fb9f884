import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../components/MessagePanel';

export function NotFoundPage() {
  const { t } = useTranslation();

  return (
    <MessagePanel
      testId="not-found"
      icon={<IconCompass size={36} />}
      title={t('notFound.title')}
      body={t('notFound.body')}
    />
  );
}
