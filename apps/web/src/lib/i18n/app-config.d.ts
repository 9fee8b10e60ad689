import type { SupportedLocale } from '@bazaar/contracts';
import type { Messages } from './config';

declare module 'use-intl' {
  interface AppConfig {
    Locale: SupportedLocale;
    Messages: Messages;
  }
}
