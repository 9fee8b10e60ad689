'use client';

import { type ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import { type SupportedLocale } from '@bazaar/contracts';
import { getMessageFallback, onIntlError, TIME_ZONE, type Messages } from './config';

interface Props {
  locale: SupportedLocale;
  messages: Messages;
  children: ReactNode;
}

export function AppIntlProvider({ locale, messages, children }: Props) {
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      timeZone={TIME_ZONE}
      onError={onIntlError}
      getMessageFallback={getMessageFallback}
    >
      {children}
    </IntlProvider>
  );
}
