import { type Metadata } from 'next';
import { HomepageSettingsPage } from '@/features/homepage-settings/components/homepage-settings-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('homepageSettings.title'), robots: { index: false } };
}

/**
 * `/profile/homepage-settings` (ADMIN, SUPER_ADMIN; the proxy guards it): the home page's
 * banners, featured categories and listings, scheduled, previewed and published.
 */
export default function HomepageSettingsRoute() {
  return <HomepageSettingsPage />;
}
