import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { getHowToSellGuideQueryOptions } from '@/features/how-to-sell/api/get-how-to-sell-guide';
import { HowToSellGuide } from '@/features/how-to-sell/components/how-to-sell-guide';
import { getRequestLocale, getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('howToSell.metaTitle'), description: t('howToSell.intro') };
}

/** `/how-to-sell` (public): the guide is fetched on the server, so it is in the first paint. */
export default async function HowToSellPage() {
  const queryClient = getServerQueryClient();
  const context = await getServerRequestContext();
  // A failure is swallowed here: the browser fetches again and shows an error with a retry.
  await queryClient.prefetchQuery(getHowToSellGuideQueryOptions(await getRequestLocale(), context));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <HowToSellGuide />
    </HydrationBoundary>
  );
}
