'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type EshopStoreProductSummary } from '@bazaar/contracts';
import type { useStoreProducts } from '../api/get-store-products';

export type SelectionMode = 'all' | 'collection' | 'hand';

interface Props {
  products: ReturnType<typeof useStoreProducts>;
  items: readonly EshopStoreProductSummary[];
  mode: SelectionMode;
  collection: string;
  picked: ReadonlySet<string>;
  onToggle: (externalId: string) => void;
}

/** A store's products, checked as the seller's choice takes them (by hand: one by one). */
export function StoreProductList({ products, items, mode, collection, picked, onToggle }: Props) {
  const t = useTranslations('importing.store');
  const locale = useLocale();
  return (
    <>
      {products.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : products.isError ? (
        <Alert severity="error">{t('productsFailed')}</Alert>
      ) : (
        <List dense disablePadding>
          {items.map((item) => {
            const checked =
              mode === 'all' ||
              (mode === 'collection' && item.collections.some((c) => c.id === collection)) ||
              (mode === 'hand' && picked.has(item.external_id));
            return (
              <ListItem key={item.external_id} disableGutters>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    disabled={mode !== 'hand'}
                    onChange={() => onToggle(item.external_id)}
                    slotProps={{ input: { 'aria-label': item.title } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={item.title}
                  secondary={[
                    formatMoney(
                      { amount_minor: item.price_minor, currency: item.currency },
                      locale,
                    ),
                    item.product_type,
                    t('variants', { count: item.variants_count }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {products.hasNextPage && (
        <Box>
          <Button
            onClick={() => void products.fetchNextPage()}
            disabled={products.isFetchingNextPage}
          >
            {t('more')}
          </Button>
        </Box>
      )}
    </>
  );
}
