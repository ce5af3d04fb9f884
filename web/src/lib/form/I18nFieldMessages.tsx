import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldMessage, FieldMessageContext } from './field-messages';

/** The site's forms: a message that is an i18n key is translated; a server's message passes through. */
export function I18nFieldMessages({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const translate = useCallback<FieldMessage>(
    (message, params) => (i18n.exists(message) ? t(message as never, params) : message),
    [t, i18n],
  );
  return <FieldMessageContext value={translate}>{children}</FieldMessageContext>;
}
