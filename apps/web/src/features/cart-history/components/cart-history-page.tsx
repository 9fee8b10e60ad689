'use client';

import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Link from 'next/link';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import { isAdmin, routes, type AccountType, type CartHistoryRole } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { FilteredEmpty } from '@/components/filtered-empty';
import { PagedList, pagedListTexts, RowPlaceholders } from '@/components/paged-list';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useAddressFilters } from '@/lib/use-address-filters';
import { useCartHistory } from '../api/get-cart-history';
import {
  cartHistoryFiltersFromSearchParams,
  cartHistoryFiltersToSearchParams,
  hasNarrowingFilters,
  personalCartHistoryRoles,
  withoutNarrowingFilters,
  type CartHistoryFilters,
} from '../filters';
import { OrderCard } from './order-card';
import { OrderFilters } from './order-filters';
import { PageHeading } from '@/components/page-heading';

const PANEL_ID = 'cart-history-panel';
const tabId = (role: CartHistoryRole) => `cart-history-tab-${role}`;

function CartHistoryView({ accountType }: { accountType: AccountType }) {
  const t = useTranslations('cartHistory');
  const { filters, applyFilters } = useAddressFilters(
    useCallback(
      (params: URLSearchParams) => cartHistoryFiltersFromSearchParams(params, accountType),
      [accountType],
    ),
    useCallback(
      (next: CartHistoryFilters) => cartHistoryFiltersToSearchParams(next, accountType),
      [accountType],
    ),
  );
  const orders = useCartHistory(filters);
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const admin = isAdmin(accountType);

  const list = (
    <>
      <OrderFilters filters={filters} admin={admin} onChange={applyFilters} />
      <PagedList
        query={orders}
        count={items.length}
        placeholder={<RowPlaceholders label={t('loading')} rows={3} height={220} spacing={2} />}
        texts={pagedListTexts(t, items.length)}
        empty={
          hasNarrowingFilters(filters) ? (
            <FilteredEmpty
              title={t('emptyFiltered')}
              clearLabel={t('filters.clear')}
              onClear={() => applyFilters(withoutNarrowingFilters)}
            />
          ) : (
            <EmptyState
              titleComponent="h2"
              title={t(`empty.${filters.role}.title`)}
              description={t(`empty.${filters.role}.description`)}
              image={
                <ReceiptLongRounded sx={{ fontSize: 96, color: 'primary.main' }} aria-hidden />
              }
              actions={
                filters.role === 'buyer' ? (
                  <Button
                    component={Link}
                    href={routes.cart}
                    variant="outlined"
                    size="large"
                    startIcon={<ShoppingCartOutlined />}
                  >
                    {t('empty.openCart')}
                  </Button>
                ) : null
              }
            />
          )
        }
      >
        <Stack component="ul" spacing={2} aria-label={t('listLabel')} sx={{ m: 0, p: 0 }}>
          {items.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              role={filters.role}
              {...(admin
                ? {
                    onFilterBuyer: (buyer) => applyFilters({ buyer: buyer.id }),
                    onFilterSeller: (seller) => applyFilters({ seller: seller.id }),
                  }
                : {})}
            />
          ))}
        </Stack>
      </PagedList>
    </>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('title')} subtitle={t(`subtitles.${filters.role}`)} />

      {admin ? (
        list
      ) : (
        <>
          <Tabs
            value={filters.role}
            onChange={(_event, role: CartHistoryRole) => applyFilters({ role })}
            aria-label={t('rolesLabel')}
            sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {personalCartHistoryRoles.map((role) => (
              <Tab
                key={role}
                value={role}
                id={tabId(role)}
                aria-controls={PANEL_ID}
                label={t(`roles.${role}`)}
                sx={{ minHeight: 52, fontWeight: 700, textTransform: 'none', fontSize: '0.95rem' }}
              />
            ))}
          </Tabs>
          <Box id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(filters.role)}>
            {list}
          </Box>
        </>
      )}
    </Container>
  );
}

interface Props {
  /** The account type the server rendered for; the live session's wins once it is loaded. */
  serverAccountType: AccountType | null;
}

/**
 * `/profile/cart-history` (every account type): the orders one bought or received, newest first,
 * switching between the two for buyers and sellers; every order for administrators, filterable.
 * The view and the filters live in the address.
 */
export function CartHistoryPage({ serverAccountType }: Props) {
  const accountType = useAppSelector(selectUserType) ?? serverAccountType;
  // The route guard shows this page to signed-in accounts only.
  return accountType ? <CartHistoryView accountType={accountType} /> : null;
}
