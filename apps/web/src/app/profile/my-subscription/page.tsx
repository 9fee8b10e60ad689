import { type Metadata } from 'next';
import { MySubscriptionPage } from '@/features/subscriptions/components/my-subscription-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('subscriptions.myTitle'), robots: { index: false } };
}

/** `/profile/my-subscription` (SELLER; the proxy guards it): "My Subscription". */
export default function MySubscriptionRoute() {
  return <MySubscriptionPage />;
}
