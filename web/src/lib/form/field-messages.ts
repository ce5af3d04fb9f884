import { createContext } from 'react';

/** Turns a field's error into the text shown under it; `params` fill a message's (min)/(max). */
export type FieldMessage = (message: string, params: Record<string, unknown>) => string;

/**
 * How field errors become text. The control panel shows the shared admin schemas' messages as they
 * are (this default); the site's messages are i18n keys, translated by <I18nFieldMessages>.
 */
export const FieldMessageContext = createContext<FieldMessage>((message) => message);
