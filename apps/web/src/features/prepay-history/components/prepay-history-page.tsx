'use client';

import AddCardRounded from '@mui/icons-material/AddCardRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  CHECKOUT_RETURN_PARAM,
  CHECKOUT_SESSION_PARAM,
  formatMoney,
  isAdmin,
  prepayEntryTypes,
  type AccountType,
} from '@bazaar/contracts';
import { AccountIdFilterField } from '@/components/account-id-filter-field';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { DayRangeFields } from '@/components/day-filter-field';
import { ExportButton, ExportFailedAlert, useExport } from '@/components/export-button';
import { ClearFiltersButton, FilterBar } from '@/components/filter-bar';
import { EmptyState } from '@/components/empty-state';
import { FilteredEmpty } from '@/components/filtered-empty';
import { PagedList, pagedListTexts, RowPlaceholders } from '@/components/paged-list';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useAddressFilters } from '@/lib/use-address-filters';
import { downloadPrepayHistoryCsv } from '../api/export-prepay-history';
import { useBalance } from '../api/get-balance';
import { usePrepayHistory } from '../api/get-prepay-history';
import { useTopUpStatus } from '../api/get-top-up-status';
import { prepayKeys } from '../api/prepay-keys';
import { checkoutReturnState } from '../checkout-return';
import {
  hasPrepayFilters,
  noPrepayFilters,
  prepayFiltersFromSearchParams,
  prepayFiltersToSearchParams,
  type PrepayHistoryFilters,
} from '../filters';
import { PrepayEntryRow } from './prepay-entry-row';
import { TopUpDialog } from './top-up-dialog';
import { PageHeading } from '@/components/page-heading';

/** The balance and, for sellers, the way to top it up. */
function BalanceCard({ seller }: { seller: boolean }) {
  const t = useTranslations('prepayHistory');
  const locale = useLocale();
  const balance = useBalance(true);
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        borderRadius: '12px',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary" id="prepay-balance-label">
          {t('balance')}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          aria-labelledby="prepay-balance-label"
          data-testid="prepay-balance"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {balance.data ? (
            formatMoney(balance.data.balance, locale)
          ) : (
            <Skeleton width={140} aria-label={t('loading')} />
          )}
        </Typography>
      </Box>
      {seller ? (
        <>
          <Button
            variant="contained"
            size="large"
            startIcon={<AddCardRounded />}
            onClick={() => setTopUpOpen(true)}
          >
            {t('topUp.open')}
          </Button>
          <TopUpDialog open={topUpOpen} onClose={() => setTopUpOpen(false)} />
        </>
      ) : null}
    </Paper>
  );
}

/**
 * What the payment provider sent the browser back to say. After a payment the provider's webhook
 * may not have credited the balance yet: until it has, the page says the payment is being
 * confirmed, then refreshes the balance and the entries and says it is complete (ADR 0056).
 */
function CheckoutOutcome() {
  const t = useTranslations('prepayHistory.checkout');
  const params = useSearchParams();
  const outcome = params.get(CHECKOUT_RETURN_PARAM);
  const sessionId = outcome === 'paid' ? params.get(CHECKOUT_SESSION_PARAM) : null;
  const queryClient = useQueryClient();
  const [since] = useState(() => Date.now());
  const topUp = useTopUpStatus(sessionId, since);
  const [closed, setClosed] = useState(false);
  const credited = topUp.data?.status === 'credited';
  useEffect(() => {
    if (!credited) return;
    void queryClient.invalidateQueries({ queryKey: prepayKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: prepayKeys.lists() });
  }, [credited, queryClient]);
  const state = checkoutReturnState({
    outcome,
    sessionId,
    status: topUp.data?.status,
    failed: topUp.isError,
    waitedMs: (topUp.dataUpdatedAt || since) - since,
  });
  if (closed || state === null) return null;
  return (
    <Alert
      severity={state === 'paid' ? 'success' : 'info'}
      onClose={() => setClosed(true)}
      sx={{ mb: 3 }}
      data-testid="checkout-outcome"
      aria-busy={state === 'confirming' || undefined}
    >
      {t(state)}
    </Alert>
  );
}

function Filters({
  filters,
  admin,
  onChange,
}: {
  filters: PrepayHistoryFilters;
  admin: boolean;
  onChange: (change: Partial<PrepayHistoryFilters>) => void;
}) {
  const t = useTranslations('prepayHistory');
  const pageExport = useExport(() => downloadPrepayHistoryCsv(filters));
  return (
    <FilterBar
      label={t('filters.label')}
      columns={{
        xs: '1fr 1fr',
        // Administrators' account field takes the rest of the row; the buttons go below it.
        md: admin ? '200px 170px 170px minmax(240px, 1fr)' : '200px 170px 170px auto auto',
      }}
    >
      <ChoiceFilterField
        label={t('filters.type')}
        value={filters.type}
        values={prepayEntryTypes}
        optionLabel={(type) => t(`types.${type}`)}
        allLabel={t('filters.allTypes')}
        onChange={(type) => onChange({ type: type ?? null })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <DayRangeFields
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        range={filters}
        onChange={onChange}
      />
      {admin ? (
        <AccountIdFilterField
          applied={filters.user}
          onApply={(user) => onChange({ user })}
          label={t('filters.account')}
          invalidText={t('filters.accountInvalid')}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
      ) : null}
      <ExportButton
        pageExport={pageExport}
        label={t('export')}
        sx={{ minHeight: 40, justifySelf: 'start', gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      {hasPrepayFilters(filters) ? (
        <ClearFiltersButton label={t('filters.clear')} onClear={() => onChange(noPrepayFilters)} />
      ) : null}
      <ExportFailedAlert pageExport={pageExport} text={t('exportFailed')} />
    </FilterBar>
  );
}

function PrepayHistoryView({ accountType }: { accountType: AccountType }) {
  const t = useTranslations('prepayHistory');
  const admin = isAdmin(accountType);
  const { filters, applyFilters } = useAddressFilters(
    useCallback(
      (params: URLSearchParams) => prepayFiltersFromSearchParams(params, accountType),
      [accountType],
    ),
    prepayFiltersToSearchParams,
  );
  const entries = usePrepayHistory(filters);
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('title')}
        subtitle={admin ? t('subtitles.admin') : t('subtitles.own')}
      />
      <CheckoutOutcome />
      {admin ? null : <BalanceCard seller={accountType === 'SELLER'} />}
      <Filters filters={filters} admin={admin} onChange={(change) => applyFilters(change)} />
      <PagedList
        query={entries}
        count={items.length}
        placeholder={<RowPlaceholders label={t('loading')} rows={4} height={64} spacing={1} />}
        texts={pagedListTexts(t, items.length)}
        empty={
          hasPrepayFilters(filters) ? (
            <FilteredEmpty
              title={t('emptyFiltered')}
              clearLabel={t('filters.clear')}
              onClear={() => applyFilters(noPrepayFilters)}
            />
          ) : (
            <EmptyState
              titleComponent="h2"
              title={t('empty.title')}
              description={t(accountType === 'SELLER' ? 'empty.seller' : 'empty.other')}
              image={
                <ReceiptLongRounded sx={{ fontSize: 96, color: 'primary.main' }} aria-hidden />
              }
            />
          )
        }
      >
        <Paper variant="outlined" sx={{ borderRadius: '12px', overflow: 'hidden' }}>
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'grid' },
              gridTemplateColumns: '150px minmax(0, 1fr) 130px 130px auto',
              columnGap: 2,
              px: 2.5,
              py: 1.25,
              bgcolor: 'action.hover',
              color: 'text.secondary',
              typography: 'body2',
              fontWeight: 600,
            }}
          >
            <span>{t('columns.date')}</span>
            <span>{t('columns.entry')}</span>
            <Box component="span" sx={{ textAlign: 'right' }}>
              {t('columns.amount')}
            </Box>
            <Box component="span" sx={{ textAlign: 'right' }}>
              {t('columns.balance')}
            </Box>
            <Box component="span" sx={{ width: 96 }} />
          </Box>
          <Box component="ul" aria-label={t('listLabel')} sx={{ m: 0, p: 0 }}>
            {items.map((entry) => (
              <PrepayEntryRow
                key={entry.id}
                entry={entry}
                {...(admin ? { onFilterAccount: (user: string) => applyFilters({ user }) } : {})}
              />
            ))}
          </Box>
        </Paper>
      </PagedList>
    </Container>
  );
}

interface Props {
  /** The account type the server rendered for; the live session's wins once it is loaded. */
  serverAccountType: AccountType | null;
}

/**
 * `/profile/prepay-history` (every account type, spec §2/§6): the prepaid balance's entries with
 * the balance after each, newest first; sellers top up here; administrators see everyone's,
 * filterable. Filters live in the address.
 */
export function PrepayHistoryPage({ serverAccountType }: Props) {
  const accountType = useAppSelector(selectUserType) ?? serverAccountType;
  return accountType ? <PrepayHistoryView accountType={accountType} /> : null;
}
