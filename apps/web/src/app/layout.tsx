import Box from '@mui/material/Box';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { type Metadata, type Viewport } from 'next';
import { Suspense } from 'react';
import { AppHeader } from '@/components/app-header';
import { AppProviders } from '@/components/providers/app-providers';
import { RouteAccessGate } from '@/components/route-access-gate';
import { getCurrentUserQueryOptions } from '@/features/account/api/get-current-user';
import { HeaderAccountArea } from '@/features/account/components/header-account-area';
import { messagesFor } from '@/lib/i18n/config';
import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { guardRoute } from '@/lib/session/route-guard';
import { getPageLocation, getServerSession } from '@/lib/session/server-session';
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
} from '@/lib/theme/color-scheme';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return {
    title: { default: t('metadata.title'), template: '%s · Bazaar' },
    description: t('metadata.description'),
    applicationName: 'Bazaar',
    openGraph: {
      type: 'website',
      siteName: 'Bazaar',
      title: t('metadata.title'),
      description: t('metadata.description'),
    },
  };
}

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1016' },
  ],
};

export default async function RootLayout({ children }: LayoutProps<'/'>) {
  const locale = await getRequestLocale();
  const context = await getServerRequestContext();
  const session = await getServerSession();
  const location = await getPageLocation();
  const queryClient = getServerQueryClient();
  // The user is fetched only with a usable access-token cookie; a failure renders without it.
  if (session.auth) await queryClient.prefetchQuery(getCurrentUserQueryOptions(context));
  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          modeStorageKey={MODE_STORAGE_KEY}
          colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
          defaultMode="system"
        />
        <AppRouterCacheProvider>
          <AppProviders
            locale={locale}
            messages={messagesFor(locale)}
            deviceType={context.deviceType}
            initialAuth={session.auth}
            canRestoreSession={session.hasRefreshCookie}
          >
            <HydrationBoundary state={dehydrate(queryClient)}>
              <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
                <AppHeader
                  accountArea={
                    <Suspense fallback={null}>
                      <HeaderAccountArea />
                    </Suspense>
                  }
                />
                <Box component="main" sx={{ flexGrow: 1 }}>
                  <RouteAccessGate
                    serverLocation={location}
                    serverOutcome={guardRoute(location, session.viewer)}
                  >
                    {children}
                  </RouteAccessGate>
                </Box>
              </Box>
            </HydrationBoundary>
          </AppProviders>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
