import { type Metadata } from 'next';
import { ProfileOverview } from '@/features/account/components/profile-overview';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('account.profile.title') };
}

/** `/profile` (public): the user's overview, or sign-in and sign-up for visitors. */
export default function ProfilePage() {
  return <ProfileOverview />;
}
