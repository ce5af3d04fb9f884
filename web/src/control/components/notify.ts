import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api';
import { S } from '../strings';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', title: S.common.done, message, autoClose: 3000 });
}

export function notifyFailure(error: unknown): void {
  notifications.show({ color: 'red', title: S.common.failed, message: errorMessage(error), autoClose: 6000 });
}
