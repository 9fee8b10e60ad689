import Box from '@mui/material/Box';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { type Metadata, type Viewport } from 'next';
import { AppHeader } from '@/components/app-header';
import { AppProviders } from '@/components/providers/app-providers';
import { messagesFor } from '@/lib/i18n/config';
import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import { getServerRequestContext } from '@/lib/server-request-context';
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
  const { deviceType } = await getServerRequestContext();
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
          <AppProviders locale={locale} messages={messagesFor(locale)} deviceType={deviceType}>
            <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
              <AppHeader />
              <Box component="main" sx={{ flexGrow: 1 }}>
                {children}
              </Box>
            </Box>
          </AppProviders>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
