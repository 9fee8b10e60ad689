import { type Metadata } from 'next';
import { EditAdminMessagePage } from '@/features/admin-messages/components/admin-message-form';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('adminMessages.form.editTitle'), robots: { index: false } };
}

/** `/profile/notifications/edit-notification/{id}` (ADMIN, SUPER_ADMIN; the proxy guards it). */
export default async function EditNotificationRoute({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  return <EditAdminMessagePage id={(await params).id} />;
}
