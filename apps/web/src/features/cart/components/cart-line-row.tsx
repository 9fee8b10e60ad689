'use client';

import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type CartItem } from '@bazaar/contracts';
import { listingHref } from '@/lib/listings/listing-links';
import { useChangeQuantity, useRemoveFromCart } from '../hooks/use-cart-changes';
import { lineNotice } from '../lib/cart-lines';
import { QuantityStepper } from './quantity-stepper';
import { ListingThumbnail } from '@/components/listing-thumbnail';

const THUMBNAIL_PX = 72;

/** One line of a seller's cart: picture, title, variant, unit price, quantity, total, remove. */
export function CartLineRow({ item }: { item: CartItem }) {
  const t = useTranslations('cart.line');
  const locale = useLocale();
  const changeQuantity = useChangeQuantity();
  const remove = useRemoveFromCart();
  const notice = lineNotice(item);
  const productName = item.product.variant_name
    ? `${item.product.title} (${item.product.variant_name})`
    : item.product.title;
  const busy = changeQuantity.isPending || remove.isPending;

  return (
    <Box
      component="li"
      data-testid="cart-line"
      data-availability={item.availability}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        py: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: `${THUMBNAIL_PX}px minmax(0, 1fr)`,
          md: `${THUMBNAIL_PX}px minmax(0, 1fr) auto 112px auto`,
        },
        gridTemplateAreas: {
          xs: '"picture about" "controls controls"',
          md: '"picture about quantity total remove"',
        },
        opacity: busy ? 0.7 : 1,
        transition: 'opacity 120ms ease',
      }}
    >
      <Box sx={{ gridArea: 'picture' }}>
        <ListingThumbnail
          title={item.product.title}
          image={item.product.image}
          size={THUMBNAIL_PX}
          decorative
          dimmed={item.availability !== 'available'}
        />
      </Box>
      <Stack spacing={0.25} sx={{ gridArea: 'about', minWidth: 0 }}>
        <Link
          component={NextLink}
          href={listingHref(item.product.section, item.product.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {item.product.title}
        </Link>
        {item.product.variant_name ? (
          <Typography variant="body2" color="text.secondary">
            {t('variant', { name: item.product.variant_name })}
          </Typography>
        ) : null}
        {item.product.price ? (
          <Typography variant="body2" color="text.secondary">
            {t('unitPrice', { price: formatMoney(item.product.price, locale) })}
          </Typography>
        ) : null}
        {notice ? (
          <Typography
            variant="body2"
            role="status"
            sx={{ fontWeight: 700, color: notice === 'too_many' ? 'warning.dark' : 'error.main' }}
            data-testid="cart-line-notice"
          >
            {notice === 'too_many'
              ? t('tooMany', { count: item.product.available_quantity })
              : t(notice === 'sold_out' ? 'soldOut' : 'unavailable')}
          </Typography>
        ) : null}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        sx={{
          gridArea: 'controls',
          // From md on the controls take their own columns of the line's grid.
          display: { xs: 'flex', md: 'contents' },
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ gridArea: { md: 'quantity' } }}>
          {item.availability === 'available' ? (
            <QuantityStepper
              item={item}
              productName={productName}
              disabled={busy}
              onChange={(quantity) => changeQuantity.mutate({ id: item.id, quantity })}
            />
          ) : null}
        </Box>
        <Typography
          sx={{ gridArea: { md: 'total' }, fontWeight: 800, textAlign: 'right', ml: 'auto' }}
          data-testid="cart-line-total"
        >
          {item.line_total ? formatMoney(item.line_total, locale) : '—'}
        </Typography>
        <Button
          size="small"
          color={item.availability === 'available' ? 'inherit' : 'error'}
          startIcon={<DeleteOutlineRounded />}
          onClick={() => remove.mutate([item.id])}
          disabled={busy}
          aria-label={t('remove', { product: productName })}
          sx={{ gridArea: { md: 'remove' } }}
        >
          {t('removeShort')}
        </Button>
      </Stack>
    </Box>
  );
}
