import { type Metadata } from 'next';
import { AdminMessagesPage } from '@/features/admin-messages/components/admin-messages-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('adminMessages.title'), robots: { index: false } };
}

/** `/profile/notifications` (ADMIN, SUPER_ADMIN; the proxy guards it): messages and their counts. */
export default function ProfileNotificationsRoute() {
  return <AdminMessagesPage />;
}
