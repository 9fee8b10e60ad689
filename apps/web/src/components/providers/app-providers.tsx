'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode } from 'react';
import { localStorageKeys, type DeviceType, type SupportedLocale } from '@bazaar/contracts';
import { type Messages } from '@/lib/i18n/config';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';
import { type SessionAuth } from '@/lib/session/access-token';
import { theme } from '@/lib/theme';
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/theme/color-scheme';
import { AnalyticsBeacon } from './analytics-beacon';
import { CartSync } from './cart-sync';
import { ComparisonSignInSync } from './comparison-sign-in-sync';
import { HydrationMark } from './hydration-mark';
import { LiveChat } from './live-chat';
import { LiveNotifications } from './live-notifications';
import { QueryProvider } from './query-provider';
import { RequestContextBridge } from './request-context-bridge';
import { SessionProvider } from './session-provider';
import { StoreProvider } from './store-provider';
import { ToastProvider } from './toast-provider';

interface Props {
  locale: SupportedLocale;
  messages: Messages;
  deviceType: DeviceType;
  /** The session of the request's access-token cookie, if any. */
  initialAuth: SessionAuth | null;
  /** The request carried a refresh cookie. */
  canRestoreSession: boolean;
  children: ReactNode;
}

/** Everything client-side the app needs, composed once around every page. */
export function AppProviders({
  locale,
  messages,
  deviceType,
  initialAuth,
  canRestoreSession,
  children,
}: Props) {
  return (
    <AppIntlProvider locale={locale} messages={messages}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={localStorageKeys.themeMode}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <ToastProvider>
          <StoreProvider initialAuth={initialAuth} canRestoreSession={canRestoreSession}>
            <RequestContextBridge deviceType={deviceType} />
            <QueryProvider>
              <SessionProvider canRestoreSession={canRestoreSession}>
                <CartSync />
                <AnalyticsBeacon />
                <ComparisonSignInSync />
                <LiveNotifications />
                <LiveChat />
                {children}
              </SessionProvider>
              {/* After the session's provider: its effects have run when this one's do. */}
              <HydrationMark />
            </QueryProvider>
          </StoreProvider>
        </ToastProvider>
      </ThemeProvider>
    </AppIntlProvider>
  );
}
