'use client';

import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { DivisionIcon } from '@/components/division-visual';
import { latestAdsParams } from '../api/get-paged-listings';
import { PagedListingGrid } from './paged-listing-grid';

/** `/flea-market/latest-ads`: the newest Flea Market ads, page by page. */
export function LatestAdsPage() {
  const t = useTranslations('listings.latestAds');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }} data-testid="latest-ads-page">
      <Stack spacing={{ xs: 2.5, md: 3.5 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <DivisionIcon section="flea-market" size={44} />
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' } }}
            >
              {t('title')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Stack>
        <PagedListingGrid params={latestAdsParams} emptyText={t('empty')} />
      </Stack>
    </Container>
  );
}
