import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { type Metadata, type Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { Suspense } from 'react';
import { GlobalOverlays } from '@/components/global-overlays';
import { AppBanners } from '@/components/overlays/app-banners';
import { IconSprite } from '@/components/icons/icon-sprite';
import { AppProviders } from '@/components/providers/app-providers';
import { StyleCacheProvider } from '@/components/providers/style-cache-provider';
import { RouteAccessGate } from '@/components/route-access-gate';
import { AppShell } from '@/components/shell/app-shell';
import { getCurrentUserQueryOptions } from '@/features/account/api/get-current-user';
import { HeaderAccountArea } from '@/features/account/components/header-account-area';
import { ErrorReporterMount } from '@/lib/error-reporting/error-reporter-mount';
import { errorReporterSettingsFromEnv } from '@/lib/error-reporting/settings';
import { messagesFor } from '@/lib/i18n/messages';
import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import {
  isMainMenuCollapsedCookie,
  MAIN_MENU_COLLAPSED_COOKIE,
} from '@/lib/layout/main-menu-preference';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { CSP_NONCE_HEADER } from '@/lib/security/content-security-policy';
import { getServerRequestContext } from '@/lib/server-request-context';
import { guardRoute } from '@/lib/session/route-guard';
import { getPageLocation, getServerSession } from '@/lib/session/server-session';
import { messagingChannelUrl } from '@/lib/site-config';
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
} from '@/lib/theme/color-scheme';

/** The web app manifest (served by the installable-app code); linked on mobile only (spec §2). */
const MANIFEST_PATH = '/manifest.webmanifest';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  const { deviceType } = await getServerRequestContext();
  return {
    ...(deviceType === 'mobile' ? { manifest: MANIFEST_PATH } : {}),
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

export async function generateViewport(): Promise<Viewport> {
  const { deviceType } = await getServerRequestContext();
  return {
    colorScheme: 'light dark',
    themeColor: [
      { media: '(prefers-color-scheme: light)', color: '#ffffff' },
      { media: '(prefers-color-scheme: dark)', color: '#0b1016' },
    ],
    // The mobile layout is made for the phone's width: zooming would only break it (spec §2).
    ...(deviceType === 'mobile'
      ? { width: 'device-width', initialScale: 1, maximumScale: 1, userScalable: false }
      : {}),
  };
}

export default async function RootLayout({ children }: LayoutProps<'/'>) {
  const locale = await getRequestLocale();
  const context = await getServerRequestContext();
  const session = await getServerSession();
  const location = await getPageLocation();
  const queryClient = getServerQueryClient();
  const menuCollapsed = isMainMenuCollapsedCookie(
    (await cookies()).get(MAIN_MENU_COLLAPSED_COOKIE)?.value,
  );
  const nonce = (await headers()).get(CSP_NONCE_HEADER) ?? undefined;
  // The user is fetched only with a usable access-token cookie; a failure renders without it.
  if (session.auth) await queryClient.prefetchQuery(getCurrentUserQueryOptions(context));
  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <InitColorSchemeScript
          nonce={nonce}
          attribute={COLOR_SCHEME_ATTRIBUTE}
          modeStorageKey={MODE_STORAGE_KEY}
          colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
          defaultMode="system"
        />
        <IconSprite />
        <StyleCacheProvider>
          <AppProviders
            locale={locale}
            messages={messagesFor(locale)}
            deviceType={context.deviceType}
            initialAuth={session.auth}
            canRestoreSession={session.hasRefreshCookie}
          >
            <HydrationBoundary state={dehydrate(queryClient)}>
              <AppShell
                deviceType={context.deviceType}
                menuCollapsed={menuCollapsed}
                banners={<AppBanners messagingChannelUrl={messagingChannelUrl()} />}
                accountArea={
                  <Suspense fallback={null}>
                    <HeaderAccountArea />
                  </Suspense>
                }
              >
                <RouteAccessGate
                  serverLocation={location}
                  serverOutcome={guardRoute(location, session.viewer)}
                >
                  {children}
                </RouteAccessGate>
              </AppShell>
              <GlobalOverlays messagingChannelUrl={messagingChannelUrl()} />
              <ErrorReporterMount settings={errorReporterSettingsFromEnv()} />
            </HydrationBoundary>
          </AppProviders>
        </StyleCacheProvider>
      </body>
    </html>
  );
}
