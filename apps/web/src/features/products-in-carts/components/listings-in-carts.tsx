'use client';

import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { formatMoney, type ProductInCarts } from '@bazaar/contracts';
import { cartsExceedStock } from '../cart-facts';
import { ListingThumbnail } from '@/components/listing-thumbnail';
import { ProductTitleLink } from './product-title-link';

function Fact({
  icon,
  children,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid={testId}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function ListingInCarts({ row }: { row: ProductInCarts }) {
  const t = useTranslations('productsInCarts.listings');
  const tDivisions = useTranslations('divisions');
  const tListings = useTranslations('listings');
  const format = useFormatter();
  const locale = useLocale();
  const { product } = row;
  const lastAdded = new Date(row.last_added_at);
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="product-in-carts"
      sx={{
        borderRadius: '12px',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"thumb info" "facts facts"', md: '"thumb info facts"' },
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'center',
      }}
    >
      <Box sx={{ gridArea: 'thumb' }}>
        <ListingThumbnail title={product.title} image={product.image} size={72} />
      </Box>
      <Stack spacing={0.5} sx={{ gridArea: 'info', minWidth: 0 }}>
        <ProductTitleLink product={product} />
        <Typography variant="body2" color="text.secondary">
          {tDivisions(`${product.section}.name`)}
          {product.price ? ` · ${formatMoney(product.price, locale)}` : ''}
        </Typography>
        {product.quantity === 0 ? (
          <Typography variant="body2" color="error" sx={{ fontWeight: 700 }}>
            {tListings('soldOut')}
          </Typography>
        ) : (
          <Typography variant="body2">{t('inStock', { count: product.quantity })}</Typography>
        )}
        {cartsExceedStock(row) ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'warning.dark' }}>
            <WarningAmberRounded fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('moreThanStock')}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      <Stack
        direction={{ xs: 'row', md: 'column' }}
        spacing={{ xs: 2, md: 0.75 }}
        useFlexGap
        sx={{
          gridArea: 'facts',
          flexWrap: 'wrap',
          pt: { xs: 1.5, md: 0 },
          // Width alone changes per breakpoint: a responsive `borderTop` shorthand would reset
          // the colour to the text colour.
          borderTopStyle: 'solid',
          borderTopWidth: { xs: '1px', md: 0 },
          borderTopColor: 'divider',
        }}
      >
        <Fact icon={<ShoppingCartOutlined fontSize="small" />} testId="carts-count">
          <strong>{t('inCarts', { count: row.carts_count })}</strong>
        </Fact>
        <Fact icon={<Inventory2Outlined fontSize="small" />} testId="units-in-carts">
          {t('units', { count: row.quantity_in_carts })}
        </Fact>
        <Fact icon={<ScheduleRounded fontSize="small" />}>
          {t('lastAdded')}{' '}
          <time dateTime={row.last_added_at}>
            {format.dateTime(lastAdded, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Fact>
      </Stack>
    </Card>
  );
}

/** The caller's listings in other accounts' carts, with how many carts and units, newest first. */
export function ListingsInCarts({ rows }: { rows: ProductInCarts[] }) {
  const t = useTranslations('productsInCarts.listings');
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('label')} sx={{ m: 0, p: 0 }}>
      {rows.map((row) => (
        <ListingInCarts key={row.product.id} row={row} />
      ))}
    </Stack>
  );
}
