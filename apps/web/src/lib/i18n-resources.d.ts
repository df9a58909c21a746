// Types every t('…') key against the EN files (the shell's and the account screens'), so a missing or misspelt key fails the type check.
import 'i18next';
import type en from '../locales/en.json';
import type enAccount from '../locales/account/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enAccount };
  }
}
