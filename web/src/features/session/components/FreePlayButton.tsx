import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/errors';
import { useFeatureFlag } from '../../../lib/site-status';
import { useFreePlay } from '../hooks';
import { useCompleteLogin } from '../login-flow';

/** FREEPLAY3, logged out: a trial account (type 4) in one click; then loginInfo and home (spec section 4). */
export function useStartFreePlay() {
  const { t } = useTranslation();
  const enabled = useFeatureFlag('FREEPLAY3');
  const freePlay = useFreePlay();
  const complete = useCompleteLogin();
  const navigate = useNavigate();

  const start = () =>
    freePlay.mutate(undefined, {
      onSuccess: (login) => {
        complete(login, { type: 'username' });
        void navigate('/');
      },
      onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
    });
  return { enabled, start, pending: freePlay.isPending };
}

export function FreePlayButton() {
  const { t } = useTranslation();
  const { enabled, start, pending } = useStartFreePlay();
  if (!enabled) return null;

  return (
    <Button
      variant="light"
      color="teal"
      leftSection={<IconDeviceGamepad2 size={18} />}
      onClick={start}
      loading={pending}
      data-testid="free-play"
    >
      {t('freePlay.button')}
    </Button>
  );
}
