import { type Metadata } from 'next';
import { AdvertisingPage } from '@/features/advertising/components/advertising-page';
import { getServerTranslator } from '@/lib/i18n/server';
import { getServerSession } from '@/lib/session/server-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('advertising.title'), robots: { index: false } };
}

/** `/profile/advertising` (SELLER, ADMIN, SUPER_ADMIN; the proxy guards it): promoted listings. */
export default async function ProfileAdvertisingRoute() {
  const { auth } = await getServerSession();
  return <AdvertisingPage serverAccountType={auth?.userType ?? null} />;
}
