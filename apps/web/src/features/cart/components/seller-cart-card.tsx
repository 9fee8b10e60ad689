'use client';

import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { StorefrontOutlined } from '@/components/icons/sprite-icon';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useId } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type SellerCart } from '@bazaar/contracts';
import { sellerHref } from '@/lib/listings/listing-links';
import { useRemoveFromCart } from '../hooks/use-cart-changes';
import { unavailableLineIds } from '../lib/cart-lines';
import { CartLineRow } from './cart-line-row';

interface Props {
  cart: SellerCart;
  onCheckOut: (cart: SellerCart) => void;
}

/** One seller's cart: its lines, the total, and checking it out into one order. */
export function SellerCartCard({ cart, onCheckOut }: Props) {
  const t = useTranslations('cart.page');
  const locale = useLocale();
  const headingId = useId();
  const remove = useRemoveFromCart();
  // One such line has its own remove button; several go in one press.
  const unavailable = unavailableLineIds(cart.items);

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid="seller-cart"
      data-seller-id={cart.seller.id}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 0.5 }}>
        <StorefrontOutlined color="primary" aria-hidden />
        <Typography variant="h6" component="h2" id={headingId} sx={{ minWidth: 0 }}>
          {t.rich('soldBy', {
            seller: () => (
              <Link
                component={NextLink}
                href={sellerHref(cart.seller.id)}
                underline="hover"
                data-testid="seller-cart-seller"
              >
                {cart.seller.display_name}
              </Link>
            ),
          })}
        </Typography>
      </Stack>
      <Stack
        component="ul"
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {cart.items.map((item) => (
          <CartLineRow key={item.id} item={item} />
        ))}
      </Stack>
      <Divider sx={{ mb: 2 }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography color="text.secondary">{t('total')}</Typography>
            <Typography
              sx={{ fontWeight: 800, fontSize: '1.375rem' }}
              data-testid="seller-cart-total"
            >
              {cart.total ? formatMoney(cart.total, locale) : '—'}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {cart.can_check_out ? t('payOffline') : t('cannotCheckOut')}
          </Typography>
          {unavailable.length > 1 ? (
            <Button
              size="small"
              color="error"
              onClick={() => remove.mutate(unavailable)}
              loading={remove.isPending}
              sx={{ alignSelf: 'flex-start', px: 0 }}
            >
              {t('removeUnavailable', { count: unavailable.length })}
            </Button>
          ) : null}
        </Stack>
        <Button
          variant="contained"
          size="large"
          startIcon={<ShoppingBagOutlined />}
          disabled={!cart.can_check_out}
          onClick={() => onCheckOut(cart)}
          aria-label={t('checkOutFrom', { seller: cart.seller.display_name })}
          data-testid="check-out-button"
        >
          {t('checkOut')}
        </Button>
      </Stack>
    </Card>
  );
}
