'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { marketplaceSections } from '@bazaar/contracts';
import { DivisionIcon } from '@/components/division-visual';
import { FollowButton } from '@/components/follow-button';
import { SellerRating } from '@/components/seller-rating';
import { ownerListingsParams } from '../api/get-paged-listings';
import { useOwner } from '../api/get-owner';
import { CompanyFacts } from './company-facts';
import { PagedListingGrid } from './paged-listing-grid';
import { SellerIdentity } from './seller-identity';

/** `/seller/{sellerId}`: who the seller is, how many listings they have where, and the listings. */
export function SellerPage({ ownerId }: { ownerId: string }) {
  const t = useTranslations('listings');
  const tDivisions = useTranslations('divisions');
  const listingsHeadingId = useId();
  const owner = useOwner(ownerId);
  if (!owner.data) return null;
  const profile = owner.data;
  const divisionsWithListings = marketplaceSections.filter(
    (section) => (profile.listings_by_section[section] ?? 0) > 0,
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }} data-testid="seller-page">
      <Stack spacing={{ xs: 3, md: 4 }}>
        <Card sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 2.5, md: 4 }}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack spacing={1.5}>
              <SellerIdentity
                seller={profile}
                size={72}
                name={
                  <Typography
                    variant="h4"
                    component="h1"
                    sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
                  >
                    {profile.display_name}
                  </Typography>
                }
              />
              {profile.account_type === 'SELLER' ? (
                <CompanyFacts sellerId={ownerId} displayName={profile.display_name} />
              ) : null}
            </Stack>
            <Stack spacing={1.25} sx={{ alignItems: { md: 'flex-end' } }}>
              <SellerRating rating={profile.rating} size="medium" />
              <FollowButton seller={profile} />
              <Typography sx={{ fontWeight: 700 }}>
                {t('sellerPage.activeListings', { count: profile.active_listings })}
              </Typography>
              {divisionsWithListings.length > 0 ? (
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}
                >
                  {divisionsWithListings.map((section) => (
                    <Chip
                      key={section}
                      variant="outlined"
                      icon={
                        <Box sx={{ display: 'inline-flex', ml: 0.5 }}>
                          <DivisionIcon section={section} size={22} />
                        </Box>
                      }
                      label={`${tDivisions(`${section}.name`)} · ${profile.listings_by_section[section] ?? 0}`}
                    />
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Stack>
        </Card>
        <Box component="section" aria-labelledby={listingsHeadingId}>
          <Typography id={listingsHeadingId} variant="h5" component="h2" sx={{ mb: 2.5 }}>
            {t('sellerPage.listingsTitle')}
          </Typography>
          <PagedListingGrid
            params={ownerListingsParams(ownerId)}
            emptyText={t('sellerPage.empty', { name: profile.display_name })}
          />
        </Box>
      </Stack>
    </Container>
  );
}
