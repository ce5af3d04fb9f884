import { notifications } from '@mantine/notifications';
import { createElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/feedback/errors';
import { type NoticeAction, NoticeWithAction } from './NoticeWithAction';

/** One-click reward actions (join, claim, spin) answer in a notification: there is no form to hold it. */
export function useRewardNotices() {
  const { t } = useTranslation();
  const failed = useCallback(
    (error: unknown) =>
      notifications.show({
        color: 'red',
        message: describeError(error, t),
        'data-testid': 'reward-failed',
      } as never),
    [t],
  );
  const succeeded = useCallback(
    (message: string, next?: NoticeAction) =>
      notifications.show({
        color: 'teal',
        message: next ? createElement(NoticeWithAction, { message, next }) : message,
        'data-testid': 'reward-done',
      } as never),
    [],
  );
  return { failed, succeeded };
}
