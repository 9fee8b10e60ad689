import { type Metadata } from 'next';
import { SubscriptionsAdminPage } from '@/features/subscriptions/components/subscriptions-admin-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('subscriptions.adminTitle'), robots: { index: false } };
}

/** `/profile/subscription` (ADMIN, SUPER_ADMIN; the proxy guards it): plans, trial, sellers. */
export default function SubscriptionsAdminRoute() {
  return <SubscriptionsAdminPage />;
}
