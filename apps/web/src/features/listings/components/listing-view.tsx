'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { listingAttributeRows } from '@/lib/listings/listing-attributes';
import { type ListingPageData } from '../lib/listing-page-data';
import { ListingAttributeList } from './listing-attribute-list';
import { ListingBreadcrumbs } from './listing-breadcrumbs';
import { ListingDocuments } from './listing-documents';
import { ListingGallery } from './listing-gallery';
import { ListingLocation } from './listing-location';
import { ListingSection } from './listing-section';
import { ListingSellerCard } from './listing-seller-card';
import { ReportListingButton } from './report-listing-button';
import { ListingSummary } from './listing-summary';
import { ListingVariantsTable } from './listing-variants-table';

interface Props {
  listing: ListingPageData;
  /** Shown above everything (the owner's preview banner). */
  banner?: ReactNode;
  /** The buyer's actions under the price; a preview has none. */
  actions?: ReactNode;
  /** A Services listing's availability calendar, a card under the summary. */
  booking?: ReactNode;
}

/**
 * An item page. Desktop: pictures and the listing's content on the left, a column with the
 * summary, the seller and the place on the right. Phone: one column in reading order — pictures,
 * summary, content, then seller and place. The two column wrappers dissolve on phones
 * (`display: contents`) so their parts can take their reading-order place.
 */
export function ListingView({ listing, banner, actions, booking }: Props) {
  const t = useTranslations('listingPage');
  const rows = listingAttributeRows(listing, t);
  const variants = listing.section === 'catalog' ? listing.attributes.variants : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="listing-page">
      <Stack spacing={{ xs: 2, md: 2.5 }}>
        {banner}
        <ListingBreadcrumbs section={listing.section} catalogPath={listing.catalog_path} />
        <Box
          component="article"
          sx={{
            display: { xs: 'flex', md: 'grid' },
            flexDirection: 'column',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { md: 'minmax(0, 1fr) 360px', lg: 'minmax(0, 1fr) 400px' },
            alignItems: { md: 'start' },
          }}
        >
          <Box sx={{ display: { xs: 'contents', md: 'flex' }, flexDirection: 'column', gap: 4 }}>
            <Box sx={{ order: { xs: 1, md: 0 }, minWidth: 0 }}>
              <ListingGallery
                media={listing.media}
                title={listing.title}
                soldOut={listing.sold_out}
              />
            </Box>
            <Stack spacing={4} sx={{ order: { xs: 3, md: 0 }, minWidth: 0 }}>
              <ListingSection title={t('description')}>
                {listing.description ? (
                  // Plain text as the seller typed it: line breaks kept, nothing read as markup.
                  <Typography
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}
                  >
                    {listing.description}
                  </Typography>
                ) : (
                  <Typography color="text.secondary">{t('noDescription')}</Typography>
                )}
              </ListingSection>
              {rows.length > 0 ? (
                <ListingSection title={t('details')}>
                  <ListingAttributeList rows={rows} />
                </ListingSection>
              ) : null}
              {variants.length > 0 ? (
                <ListingSection title={t('variants.title')}>
                  <ListingVariantsTable variants={variants} />
                </ListingSection>
              ) : null}
              {listing.documents.length > 0 ? (
                <ListingSection title={t('documents.title')}>
                  <ListingDocuments documents={listing.documents} />
                </ListingSection>
              ) : null}
            </Stack>
          </Box>
          <Box
            sx={{
              display: { xs: 'contents', md: 'flex' },
              flexDirection: 'column',
              gap: 2.5,
              position: { md: 'sticky' },
              top: { md: 24 },
            }}
          >
            <Card sx={{ p: { xs: 2.5, md: 3 }, order: { xs: 2, md: 0 }, minWidth: 0 }}>
              <ListingSummary listing={listing} actions={actions} />
            </Card>
            {booking}
            <Stack spacing={2.5} sx={{ order: { xs: 4, md: 0 }, minWidth: 0 }}>
              <ListingSellerCard seller={listing.seller} />
              {listing.location ? <ListingLocation location={listing.location} /> : null}
              <ReportListingButton listingId={listing.id} ownerId={listing.seller.id} />
            </Stack>
          </Box>
        </Box>
      </Stack>
    </Container>
  );
}
