// Typed translation keys: a key missing from the English files is a compile error.
import 'i18next';
import type { Translation } from './translation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
