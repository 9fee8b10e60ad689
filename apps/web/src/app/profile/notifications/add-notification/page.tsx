import { type Metadata } from 'next';
import { AddAdminMessagePage } from '@/features/admin-messages/components/admin-message-form';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('adminMessages.form.addTitle'), robots: { index: false } };
}

/** `/profile/notifications/add-notification` (ADMIN, SUPER_ADMIN; the proxy guards it). */
export default function AddNotificationRoute() {
  return <AddAdminMessagePage />;
}
