'use client';

import { AddShoppingCartRounded } from '@/components/icons/sprite-icon';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useProductsInCarts } from '../api/get-products-in-carts';
import { CompactEmpty } from './compact-empty';
import { ListingsInCarts } from './listings-in-carts';
import { OwnCartSection } from './own-cart-section';
import { sectionHeadingSx } from './section-heading';

/** The account types this page is for (spec §6). */
export type ProductsInCartsAccountType = 'BUYER' | 'SELLER';

/** Where an account manages the listings this page counts. */
const ownListingsHref: Record<ProductsInCartsAccountType, string> = {
  SELLER: '/profile/manage-my-listings',
  BUYER: '/profile/my-ads',
};

function ListingsSection({
  accountType,
  headingId,
}: {
  accountType: ProductsInCartsAccountType;
  /** Buyers see two sections, each under its heading; sellers see this one alone, full size. */
  headingId: string | null;
}) {
  const t = useTranslations('productsInCarts');
  const listings = useProductsInCarts();

  let body;
  if (listings.isPending) {
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={104} />
        ))}
      </Stack>
    );
  } else if (listings.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void listings.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else if (listings.data.length === 0) {
    const manage = (
      <Button
        component={Link}
        href={ownListingsHref[accountType]}
        variant="outlined"
        size={headingId ? 'medium' : 'large'}
        startIcon={<ListAltRounded />}
      >
        {t(`empty.manage.${accountType}`)}
      </Button>
    );
    body = headingId ? (
      <CompactEmpty
        icon={<AddShoppingCartRounded sx={{ fontSize: 44, color: 'text.secondary' }} aria-hidden />}
        title={t('empty.title')}
        hint={t(`empty.description.${accountType}`)}
        action={manage}
      />
    ) : (
      <EmptyState
        titleComponent="h2"
        title={t('empty.title')}
        description={t(`empty.description.${accountType}`)}
        image={<AddShoppingCartRounded sx={{ fontSize: 96, color: 'primary.main' }} aria-hidden />}
        actions={manage}
      />
    );
  } else {
    body = <ListingsInCarts rows={listings.data} />;
  }

  if (!headingId) return body;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ ...sectionHeadingSx, mb: 2 }}>
        {t('listings.heading')}
      </Typography>
      {body}
    </Box>
  );
}

function ProductsInCartsView({
  accountType,
  userId,
}: {
  accountType: ProductsInCartsAccountType;
  userId: string | null;
}) {
  const t = useTranslations('productsInCarts');
  const listingsHeadingId = useId();
  const buyer = accountType === 'BUYER';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('title')} subtitle={t(`subtitles.${accountType}`)} />
      {/* A buyer's own cart comes first: what they carted is what they look for here most. */}
      <Stack spacing={{ xs: 4, md: 5 }}>
        {buyer ? <OwnCartSection userId={userId} /> : null}
        <ListingsSection accountType={accountType} headingId={buyer ? listingsHeadingId : null} />
      </Stack>
    </Container>
  );
}

interface Props {
  /** The account type the server rendered for; the live session's wins once it is loaded. */
  serverAccountType: ProductsInCartsAccountType | null;
  /** The account the server rendered for, whose cart it loaded (the key of that query). */
  serverUserId: string | null;
}

/**
 * `/profile/my-products-added-to-carts` (BUYER, SELLER): the caller's listings in other people's
 * carts, with how many carts and units; buyers also see their own cart as every device shares it.
 */
export function ProductsInCartsPage({ serverAccountType, serverUserId }: Props) {
  const liveType = useAppSelector(selectUserType);
  const accountType = liveType === 'BUYER' || liveType === 'SELLER' ? liveType : serverAccountType;
  const userId = useAppSelector((state) => state.auth.userId) ?? serverUserId;
  // The route guard shows this page to buyers and sellers only.
  return accountType ? <ProductsInCartsView accountType={accountType} userId={userId} /> : null;
}
