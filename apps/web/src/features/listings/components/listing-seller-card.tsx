'use client';

import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { FollowButton } from '@/components/follow-button';
import { SellerNameLink } from '@/components/seller-name-link';
import { SellerRating } from '@/components/seller-rating';
import { sellerHref } from '@/lib/listings/listing-links';
import { type ListingPageSeller } from '../lib/listing-page-data';
import { SellerIdentity } from './seller-identity';

/** Who sells the listing, with the way to their page and all their listings. */
export function ListingSellerCard({ seller }: { seller: ListingPageSeller }) {
  const t = useTranslations('listingPage.seller');
  const headingId = useId();
  const href = sellerHref(seller.id);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2.5 }} data-testid="seller-card">
      <Stack spacing={2}>
        <Typography id={headingId} variant="overline" color="text.secondary" component="h2">
          {t('title')}
        </Typography>
        <SellerIdentity seller={seller} size={56} name={<SellerNameLink seller={seller} />} />
        <SellerRating rating={seller.rating} />
        <FollowButton seller={seller} fullWidth />
        <Button
          component={NextLink}
          href={href}
          variant="outlined"
          endIcon={<ArrowForwardRounded />}
          fullWidth
        >
          {t('visit')}
        </Button>
      </Stack>
    </Card>
  );
}
