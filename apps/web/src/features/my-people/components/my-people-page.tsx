'use client';

import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { type FollowedSeller } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { ListingCard } from '@/components/listing-card';
import { listingGridSx } from '@/components/listing-grid-sx';
import { SellerRating } from '@/components/seller-rating';
import { initialsOf } from '@/components/user-avatar';
import {
  getFollowedSellersQueryOptions,
  useFollowChange,
} from '@/entities/my-people/my-people-api';
import { SellerNameLink } from '@/components/seller-name-link';
import { PageHeading } from '@/components/page-heading';

/** One followed seller: who they are, their rating, an unfollow action and their newest listings. */
function FollowedSellerCard({ seller }: { seller: FollowedSeller }) {
  const t = useTranslations('myPeople');
  const change = useFollowChange(seller.id);
  return (
    <Card
      component="section"
      sx={{ p: { xs: 1.5, md: 3 } }}
      aria-label={seller.display_name}
      data-testid="followed-seller"
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Avatar src={seller.logo ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
              {initialsOf(seller.display_name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <SellerNameLink seller={seller} />
              <SellerRating rating={seller.rating} />
            </Box>
          </Stack>
          <Box>
            <Button
              variant="outlined"
              color="inherit"
              onClick={() => change.mutate(false)}
              loading={change.isPending}
              aria-label={t('unfollowName', { name: seller.display_name })}
            >
              {t('unfollow')}
            </Button>
          </Box>
        </Stack>
        {seller.newest_listings.length > 0 ? (
          <Box sx={listingGridSx}>
            {seller.newest_listings.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('noListings')}</Typography>
        )}
      </Stack>
    </Card>
  );
}

/** `/profile/my-people` (BUYER): the sellers followed, newest followed first. */
export function MyPeoplePage() {
  const t = useTranslations('myPeople');
  const query = useQuery(getFollowedSellersQueryOptions());

  if (query.data?.items.length === 0) {
    return (
      <Container maxWidth="lg">
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          image={<PeopleOutlineRounded sx={{ fontSize: 96, color: 'primary.main' }} />}
        />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="my-people-page">
      <PageHeading title={t('title')} subtitle={t('intro')} />
      {query.data ? (
        <Stack spacing={3}>
          {query.data.items.map((seller) => (
            <FollowedSellerCard key={seller.id} seller={seller} />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <Stack spacing={3} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={320} />
        </Stack>
      )}
    </Container>
  );
}
