import { type Metadata } from 'next';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('notifications.title'), robots: { index: false } };
}

/** `/notifications` (any signed-in account; the proxy guards it). */
export default function NotificationsRoute() {
  return <NotificationsPage />;
}
