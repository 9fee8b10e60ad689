import { type Metadata } from 'next';
import { Suspense } from 'react';
import { SlotsPage } from '@/features/bookings/components/slots-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('bookings.pageTitle'), robots: { index: false } };
}

/**
 * `/profile/slots` (BUYER, SELLER; the proxy guards it): the provider's scheduler and
 * reservations, a customer's bookings. `?ad=` focuses a service; `?section=` is the tab.
 */
export default function ProfileSlotsRoute() {
  return (
    <Suspense fallback={null}>
      <SlotsPage />
    </Suspense>
  );
}
