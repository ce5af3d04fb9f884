import { notifications } from '@mantine/notifications';
import { ENCRYPTED_PATH_TYPE } from '@sim/shared/relay/support-link';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCustomerService } from './hooks';

/** The type "3" path, opened (DES, key appended — platform-spec.md 7) into an http(s) URL, or null. */
async function liveChatUrl(): Promise<string | null> {
  const service = await fetchCustomerService();
  const sealed = service.version.pathList.find((path) => path.type === ENCRYPTED_PATH_TYPE)?.path;
  if (!sealed) return null;
  const { openWithTrailingKey } = await import('@sim/shared/wire-crypto');
  const url = new URL(openWithTrailingKey(sealed).trim(), window.location.origin);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * Customer service in a popup: the window opens inside the click (so no popup blocker stops it), then
 * getService says where it goes. When that fails the popup closes again (platform-spec.md 8).
 */
export function useOpenCustomerService() {
  const { t } = useTranslation();
  return useCallback(async () => {
    const popup = window.open('', '_blank');
    try {
      const url = await liveChatUrl();
      if (!url) throw new Error('no live-chat path');
      if (popup) popup.location.href = url;
      else window.location.assign(url);
    } catch {
      popup?.close();
      notifications.show({ color: 'red', message: t('support.unavailable') });
    }
  }, [t]);
}
