'use client';

import BookmarkAddedOutlined from '@mui/icons-material/BookmarkAddedOutlined';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { formatMoney, type Favorite } from '@bazaar/contracts';
import { FavoriteButton } from '@/components/favorite-button';
import { ListingCardActions } from '@/components/listing-card-actions';
import { ListingCardPhoto, ListingCardTitle } from '@/components/listing-card-parts';
import { ListingPrice } from '@/components/listing-price';
import { listingHref } from '@/lib/listings/listing-links';
import { priceChangeOf } from '../lib/price-change';

/** How the price moved since saving: down is good news (green), up is said plainly. */
function PriceChangeLine({ favorite }: { favorite: Favorite }) {
  const t = useTranslations('favorites');
  const locale = useLocale();
  const change = priceChangeOf(favorite);
  if (change.direction === 'none') {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <TrendingFlatRounded sx={{ fontSize: 18 }} aria-hidden />
        <Typography variant="body2">{t('priceSame')}</Typography>
      </Stack>
    );
  }
  const down = change.direction === 'down';
  const amount = change.difference ? formatMoney(change.difference, locale) : null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-testid="favorite-price-change"
      data-direction={change.direction}
      // Orange text is hard to read on white: a rise is told in plain text, by its icon in orange.
      sx={{ alignItems: 'flex-start', color: down ? 'success.main' : 'text.primary' }}
    >
      {down ? (
        <TrendingDownRounded sx={{ fontSize: 18, mt: '1px' }} aria-hidden />
      ) : (
        <TrendingUpRounded sx={{ fontSize: 18, mt: '1px', color: 'warning.main' }} aria-hidden />
      )}
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }}>
        {amount ? `${t(down ? 'priceDown' : 'priceUp', { amount })} ` : null}
        {change.was ? (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 400 }}
          >
            {`(${t('wasPrice', { price: formatMoney(change.was, locale) })})`}
          </Typography>
        ) : null}
      </Typography>
    </Stack>
  );
}

/** A saved listing: the card buyers know, with when it was saved and what its price did since. */
export function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const t = useTranslations('favorites');
  const format = useFormatter();
  const { listing, available } = favorite;
  return (
    <Card
      component="article"
      data-testid="favorite-card"
      data-listing-id={listing.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={Link}
        href={listingHref(listing.section, listing.id)}
        prefetch={false}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ListingCardPhoto listing={listing} dimmed={!available}>
          {available ? null : (
            <Chip
              size="small"
              label={t('unavailable')}
              data-testid="favorite-unavailable"
              sx={{
                position: 'absolute',
                top: 10,
                left: 10,
                bgcolor: 'grey.900',
                color: 'common.white',
                fontWeight: 700,
              }}
            />
          )}
        </ListingCardPhoto>
        <Stack spacing={1} sx={{ p: 1.75, flexGrow: 1 }}>
          <ListingCardTitle title={listing.title} component="h2" />
          <ListingPrice price={listing.price} rental_period={listing.rental_period} />
          <PriceChangeLine favorite={favorite} />
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ mt: 'auto', alignItems: 'center', color: 'text.secondary' }}
          >
            <BookmarkAddedOutlined sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="body2" data-testid="favorite-saved-at">
              {t('savedAt', {
                date: format.dateTime(new Date(favorite.saved_at), { dateStyle: 'medium' }),
              })}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
      {available ? (
        <ListingCardActions listing={listing} />
      ) : (
        // What cannot be bought or compared any more can only be let go.
        <Stack direction="row" sx={{ px: 1.25, pb: 1.25, justifyContent: 'flex-end' }}>
          <FavoriteButton
            listingId={listing.id}
            title={listing.title}
            sellerId={listing.seller.id}
          />
        </Stack>
      )}
    </Card>
  );
}
