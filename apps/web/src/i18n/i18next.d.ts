import 'i18next';
import type { Messages } from './resources';

// Typed keys: `t('login.usernam')` is a compile error, not a string on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
