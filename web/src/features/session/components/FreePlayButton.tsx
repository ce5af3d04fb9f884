import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/feedback/errors';
import { useFeatureFlag } from '../../../lib/site-status/site-status';
import { useFreePlay } from '../hooks';
import { useCompleteLogin } from '../login-flow';

/** FREEPLAY3, logged out: a trial account (type 4) in one click; then loginInfo and home (spec section 4). */
export function useStartFreePlay() {
  const { t } = useTranslation();
  const enabled = useFeatureFlag('FREEPLAY3');
  const freePlay = useFreePlay();
  const complete = useCompleteLogin();
  const navigate = useNavigate();

  // the promise, not mutate's callbacks: those are dropped when the button re-mounts while the trial
  // account is made (a late language chunk, the page's lazy parts), leaving a logged-in visitor on /login
  const start = async () => {
    try {
      complete(await freePlay.mutateAsync(), { type: 'username' });
      void navigate('/');
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error, t) });
    }
  };
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
