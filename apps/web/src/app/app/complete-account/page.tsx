import { type Metadata } from 'next';
import { CompleteAccountPage } from '@/features/eshop-integrations/components/complete-account-page';
import { getServerTranslator } from '@/lib/i18n/server';
import { type PageSearchParams, readableParams } from '@/lib/search/page-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('eshopIntegrations.complete.title'), robots: { index: false } };
}

/**
 * `/app/complete-account?claim=<token>` (public): a store installed from its platform attaches
 * to the signed-in seller, or waits for a sign-in or a new seller account.
 */
export default async function CompleteAccountRoute({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const claim = readableParams(await searchParams).get('claim');
  return <CompleteAccountPage claim={claim} />;
}
