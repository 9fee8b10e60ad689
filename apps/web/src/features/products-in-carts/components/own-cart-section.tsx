'use client';

import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, routes, type CartItem, type SellerCart } from '@bazaar/contracts';
import { useCarts } from '@/entities/cart/get-carts';
import { ownCartSummary } from '../cart-facts';
import { CompactEmpty } from './compact-empty';
import { ProductTitleLink } from './product-title-link';
import { ListingThumbnail } from '@/components/listing-thumbnail';
import { sectionHeadingSx } from './section-heading';

function OwnCartLine({ line }: { line: CartItem }) {
  const t = useTranslations('productsInCarts.ownCart');
  const tListings = useTranslations('listings');
  const locale = useLocale();
  const { product } = line;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      data-testid="own-cart-item"
      sx={{ alignItems: 'center', py: 1, minWidth: 0 }}
    >
      <ListingThumbnail title={product.title} image={product.image} size={48} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <ProductTitleLink product={product} compact />
        <Typography variant="caption" color="text.secondary">
          {product.variant_name ? `${product.variant_name} · ` : ''}
          {t('quantity', { quantity: line.quantity })}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        color={line.availability === 'available' ? 'text.primary' : 'error'}
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        {line.availability === 'sold_out'
          ? tListings('soldOut')
          : line.availability === 'unavailable' || !line.line_total
            ? t('unavailable')
            : formatMoney(line.line_total, locale)}
      </Typography>
    </Stack>
  );
}

function SellerCartCard({ cart }: { cart: SellerCart }) {
  const t = useTranslations('productsInCarts.ownCart');
  const locale = useLocale();
  return (
    <Card variant="outlined" component="li" sx={{ borderRadius: '12px' }}>
      <Typography
        variant="subtitle2"
        component="h3"
        sx={{ px: 2, py: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
      >
        {t('seller', { name: cart.seller.display_name })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, py: 0.5 }}>
        {cart.items.map((line) => (
          <OwnCartLine key={line.id} line={line} />
        ))}
      </Box>
      {cart.total ? (
        <>
          <Divider />
          <Stack direction="row" sx={{ px: 2, py: 1, justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {t('total')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 800 }}>
              {formatMoney(cart.total, locale)}
            </Typography>
          </Stack>
        </>
      ) : null}
    </Card>
  );
}

/**
 * A buyer's own cart as the server keeps it: what they put in it on any device signed in to this
 * account, grouped by seller, with the way to the cart page where it is checked out.
 */
export function OwnCartSection({ userId }: { userId: string | null }) {
  const t = useTranslations('productsInCarts.ownCart');
  const headingId = useId();
  const cart = useCarts(userId);
  const summary = cart.data ? ownCartSummary(cart.data) : null;

  const openCart = (
    <Button
      component={Link}
      href={routes.cart}
      variant="contained"
      startIcon={<ShoppingCartOutlined />}
      sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, flexShrink: 0 }}
    >
      {t('openCart')}
    </Button>
  );

  let body;
  if (cart.isPending) {
    body = <Skeleton variant="rounded" height={160} aria-label={t('loading')} />;
  } else if (cart.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cart.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else if (!summary || summary.items === 0) {
    body = (
      <CompactEmpty
        testId="own-cart-empty"
        icon={<ShoppingCartOutlined sx={{ fontSize: 44, color: 'text.secondary' }} aria-hidden />}
        title={t('empty')}
        hint={t('emptyHint')}
      />
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label={t('label')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        {cart.data.map((sellerCart) => (
          <SellerCartCard key={sellerCart.seller.id} cart={sellerCart} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 2 }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h5" component="h2" id={headingId} sx={sectionHeadingSx}>
            {t('heading')}
          </Typography>
          <Typography color="text.secondary">{t('description')}</Typography>
          {summary && summary.items > 0 ? (
            <Typography sx={{ fontWeight: 600 }} data-testid="own-cart-summary">
              {t('summary', { items: summary.items, sellers: summary.sellers })}
            </Typography>
          ) : null}
        </Stack>
        {openCart}
      </Stack>
      {body}
    </Box>
  );
}
