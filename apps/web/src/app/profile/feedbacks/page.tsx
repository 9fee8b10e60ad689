import { type Metadata } from 'next';
import { FeedbacksPage } from '@/features/feedbacks/components/feedbacks-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('feedbacks.title'), robots: { index: false } };
}

/** `/profile/feedbacks` (BUYER, SELLER; the proxy guards it): reviews to write, written, received. */
export default function ProfileFeedbacksRoute() {
  return <FeedbacksPage />;
}
