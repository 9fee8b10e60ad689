import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { getBuyerProfileQueryOptions } from '@/features/account/api/get-buyer-profile';
import { getSellerProfileQueryOptions } from '@/features/account/api/get-seller-profile';
import { ProfileSettings } from '@/features/account/components/profile-settings';
import { getNotificationPreferencesQueryOptions } from '@/features/notifications/api/get-notification-preferences';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences-form';
import { getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('account.settings.title'), robots: { index: false } };
}

/**
 * `/profile/settings` (BUYER, SELLER; the proxy guards it): the profile and the notification
 * preferences are fetched on the server.
 */
export default async function ProfileSettingsPage() {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  const context = await getServerRequestContext();
  // Failures are swallowed: the browser fetches again.
  if (auth?.userType === 'SELLER') {
    await queryClient.prefetchQuery(getSellerProfileQueryOptions(context));
  } else if (auth?.userType === 'BUYER') {
    await queryClient.prefetchQuery(getBuyerProfileQueryOptions(context));
  }
  if (auth) await queryClient.prefetchQuery(getNotificationPreferencesQueryOptions(context));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProfileSettings notifications={<NotificationPreferencesForm />} />
    </HydrationBoundary>
  );
}
