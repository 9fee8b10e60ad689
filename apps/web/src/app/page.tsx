import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { divisions } from '@bazaar/contracts';
import { homeAdSlots, prefetchAdSlots } from '@/entities/advertising/advertising-api';
import { PromotedListings } from '@/components/promoted-listings';
import { getHomepage } from '@/entities/homepage/get-homepage';
import { HomepageShowcase } from '@/components/homepage-showcase';
import { HomeHero } from '@/features/home/components/home-hero';
import {
  getListingsQueryOptions,
  newestListingsParams,
} from '@/features/listings/api/get-listings';
import { DivisionListings } from '@/features/listings/components/division-listings';
import { getServerTranslator } from '@/lib/i18n/server';
import { PAGE_CHANGES_AT_META } from '@/lib/page-changes-at';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';

/**
 * Home: rendered on the server for every request, with what administrators put on it (banners,
 * featured categories and listings, by their schedules), its ads and the newest listings of every
 * division.
 */
export default async function HomePage() {
  const queryClient = getServerQueryClient();
  const context = await getServerRequestContext();
  const queries = divisions.map(({ section }) =>
    getListingsQueryOptions(newestListingsParams(section), context),
  );
  // Prefetch failures are swallowed: the page renders without them and the browser tries again.
  // Without its featured content the page still shows the newest listings.
  const [featured] = await Promise.all([
    getHomepage(context).catch(() => null),
    ...queries.map((query) => queryClient.prefetchQuery(query)),
    prefetchAdSlots(queryClient, homeAdSlots, context),
  ]);
  const someFailed = queries.some(
    (query) => queryClient.getQueryState(query.queryKey)?.status === 'error',
  );
  const t = await getServerTranslator();

  return (
    <>
      <HomeHero />
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        {someFailed ? (
          <Alert severity="info" variant="outlined" sx={{ mb: 4, borderRadius: '14px' }}>
            <AlertTitle>{t('home.unavailableTitle')}</AlertTitle>
            {t('home.unavailableDescription')}
          </Alert>
        ) : null}
        <HydrationBoundary state={dehydrate(queryClient)}>
          <Stack spacing={{ xs: 5, md: 7 }}>
            {featured?.next_change_at ? (
              // The cached page for visitors expires when the featured content changes by itself.
              <meta name={PAGE_CHANGES_AT_META} content={featured.next_change_at} />
            ) : null}
            {featured ? <HomepageShowcase content={featured} /> : null}
            <PromotedListings {...homeAdSlots} />
            {divisions.map(({ section }) => (
              <DivisionListings key={section} section={section} />
            ))}
          </Stack>
        </HydrationBoundary>
      </Container>
    </>
  );
}
