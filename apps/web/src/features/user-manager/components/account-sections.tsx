'use client';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import NextLink from 'next/link';
import { type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import {
  formatMoney,
  RESERVATIONS_PAGE_SIZE,
  type AdminAccount,
  type AdminListingRow,
  type ChatReport,
  type Order,
  type PrepayEntry,
  type Reservation,
  type ReservationRole,
} from '@bazaar/contracts';
import { AdminDataGrid, type CursorPagedQuery } from '@/components/admin-data-grid';
import { SECTION_PAGE_SIZE } from '../api/account-section-paging';
import { useAccountBalance } from '../api/get-account-balance';
import { useAccountBalanceEntries } from '../api/get-account-balance-entries';
import { useAccountChatReports } from '../api/get-account-chat-reports';
import { useAccountListings } from '../api/get-account-listings';
import { useAccountOrders } from '../api/get-account-orders';
import { useAccountReservations } from '../api/get-account-reservations';
import { useAccountSignIns } from '../api/get-account-sign-ins';

export function AccountSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

type Money = Parameters<typeof formatMoney>[0];

/** Columns that several sections show: when a row was made, and amounts of money. */
function useColumnKinds() {
  const t = useTranslations('userManager.sections');
  const locale = useLocale();
  const format = useFormatter();
  return {
    created: <Row extends GridValidRowModel>(): GridColDef<Row> => ({
      field: 'created_at',
      headerName: t('created'),
      width: 130,
      valueFormatter: (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' }),
    }),
    money: <Row extends GridValidRowModel>(
      field: string,
      headerName: string,
      width: number,
    ): GridColDef<Row> => ({
      field,
      headerName,
      width,
      valueFormatter: (value: Money | null) => (value ? formatMoney(value, locale) : '—'),
    }),
  };
}

/** A section's rows, a page at a time, in the api's order: no column sorts. */
function SectionGrid<Row extends GridValidRowModel>({
  title,
  label = title,
  action,
  intro,
  query,
  columns,
  pageSize = SECTION_PAGE_SIZE,
  emptyText,
}: {
  title: string;
  label?: string;
  action?: ReactNode;
  /** Above the grid. */
  intro?: ReactNode;
  query: CursorPagedQuery<Row>;
  columns: GridColDef<Row>[];
  pageSize?: number;
  emptyText: string;
}) {
  return (
    <AccountSection title={title} action={action}>
      {intro}
      <AdminDataGrid<Row>
        label={label}
        query={query}
        columns={columns.map((column) => ({ ...column }))}
        pageSize={pageSize}
        emptyText={emptyText}
      />
    </AccountSection>
  );
}

export function AccountListings({ account }: { account: AdminAccount }) {
  const t = useTranslations('userManager.sections');
  const tDivisions = useTranslations('divisions');
  const tStatus = useTranslations('userManager.statuses');
  const kinds = useColumnKinds();
  const columns: GridColDef<AdminListingRow>[] = [
    { field: 'title', headerName: t('listingTitle'), flex: 2, minWidth: 200 },
    {
      field: 'section',
      headerName: t('division'),
      width: 140,
      valueFormatter: (value: AdminListingRow['section']) => tDivisions(`${value}.name`),
    },
    kinds.money('price', t('price'), 120),
    {
      field: 'status',
      headerName: t('status'),
      width: 140,
      valueGetter: (_value, row) =>
        row.draft_state === 'draft' ? t('draft') : tStatus(row.status),
    },
    kinds.created(),
  ];
  return (
    <SectionGrid<AdminListingRow>
      title={t('listings')}
      action={
        <Link component={NextLink} href={`/profile/items?owner=${account.id}`}>
          {t('openItems')}
        </Link>
      }
      query={useAccountListings(account.id)}
      columns={columns}
      emptyText={t('noListings')}
    />
  );
}

export function AccountOrders({ account }: { account: AdminAccount }) {
  const t = useTranslations('userManager.sections');
  const kinds = useColumnKinds();
  const seller = account.type === 'SELLER';
  const columns: GridColDef<Order>[] = [
    { field: 'number', headerName: t('orderNumber'), width: 110 },
    {
      field: seller ? 'buyer' : 'seller',
      headerName: seller ? t('buyer') : t('seller'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => (seller ? row.buyer : row.seller).display_name,
    },
    { field: 'status', headerName: t('status'), width: 120 },
    kinds.money('total', t('total'), 120),
    kinds.created(),
  ];
  return (
    <SectionGrid<Order>
      title={seller ? t('ordersReceived') : t('ordersPlaced')}
      label={t('orders')}
      query={useAccountOrders(account.id, account.type)}
      columns={columns}
      emptyText={t('noOrders')}
    />
  );
}

/** The account's bookings (role customer) or its services' reservations (provider, sellers). */
export function AccountReservations({
  account,
  side,
}: {
  account: AdminAccount;
  side: ReservationRole;
}) {
  const t = useTranslations('userManager.sections');
  const tStatus = useTranslations('bookings.statuses');
  const format = useFormatter();
  const kinds = useColumnKinds();
  const customer = side === 'customer';
  const columns: GridColDef<Reservation>[] = [
    { field: 'number', headerName: t('reservationNumber'), width: 110 },
    {
      field: 'service',
      headerName: t('service'),
      flex: 2,
      minWidth: 180,
      valueGetter: (_value, row) => row.service.title,
    },
    {
      field: customer ? 'provider' : 'customer',
      headerName: customer ? t('provider') : t('customer'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) => (customer ? row.provider : row.customer).display_name,
    },
    {
      field: 'slot',
      headerName: t('slot'),
      width: 170,
      valueGetter: (_value, row) =>
        format.dateTime(new Date(row.slot.starts_at), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: row.slot.time_zone,
        }),
    },
    {
      field: 'status',
      headerName: t('status'),
      width: 120,
      valueFormatter: (value: Reservation['status']) => tStatus(value),
    },
    kinds.money('total', t('total'), 110),
  ];
  const title = customer ? t('reservationsBooked') : t('reservationsReceived');
  return (
    <SectionGrid<Reservation>
      title={title}
      query={useAccountReservations(account.id, side)}
      columns={columns}
      pageSize={RESERVATIONS_PAGE_SIZE}
      emptyText={t('noReservations')}
    />
  );
}

/** Conversations the account reported, or in which it was reported. */
export function AccountChatReports({ account }: { account: AdminAccount }) {
  const t = useTranslations('userManager.sections');
  const tReason = useTranslations('chat.report.reasons');
  const kinds = useColumnKinds();
  const columns: GridColDef<ChatReport>[] = [
    kinds.created(),
    {
      field: 'subject',
      headerName: t('conversationAbout'),
      flex: 2,
      minWidth: 180,
      valueGetter: (_value, row) => row.subject.title,
    },
    {
      field: 'reporter',
      headerName: t('reporter'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) =>
        row.reporter.id === account.id ? t('thisAccount') : row.reporter.display_name,
    },
    {
      field: 'reported',
      headerName: t('reported'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) =>
        row.reported.id === account.id ? t('thisAccount') : row.reported.display_name,
    },
    {
      field: 'reason',
      headerName: t('reason'),
      width: 150,
      valueFormatter: (value: ChatReport['reason']) => tReason(value),
    },
    { field: 'details', headerName: t('details'), flex: 2, minWidth: 200 },
  ];
  return (
    <SectionGrid<ChatReport>
      title={t('chatReports')}
      query={useAccountChatReports(account.id)}
      columns={columns}
      emptyText={t('noChatReports')}
    />
  );
}

export function AccountBalance({ account, action }: { account: AdminAccount; action: ReactNode }) {
  const t = useTranslations('userManager.sections');
  const locale = useLocale();
  const kinds = useColumnKinds();
  const balance = useAccountBalance(account.id).data;
  const columns: GridColDef<PrepayEntry>[] = [
    kinds.created(),
    { field: 'description', headerName: t('description'), flex: 2, minWidth: 200 },
    kinds.money('amount', t('amount'), 120),
    kinds.money('balance_after', t('balanceAfter'), 130),
    {
      field: 'author',
      headerName: t('author'),
      width: 160,
      valueGetter: (_value, row) => row.author?.display_name ?? '—',
    },
  ];
  return (
    <SectionGrid<PrepayEntry>
      title={t('balance')}
      label={t('balanceEntries')}
      action={action}
      intro={
        <Typography variant="h5" component="p" sx={{ mb: 2 }} data-testid="account-balance">
          {balance ? formatMoney(balance.balance, locale) : '…'}
        </Typography>
      }
      query={useAccountBalanceEntries(account.id)}
      columns={columns}
      emptyText={t('noEntries')}
    />
  );
}

export function AccountSignIns({ account }: { account: AdminAccount }) {
  const t = useTranslations('userManager.sections');
  const format = useFormatter();
  const signIns = useAccountSignIns(account.id).data?.items ?? [];
  return (
    <AccountSection title={t('signIns')}>
      {signIns.length === 0 ? (
        <Typography color="text.secondary">{t('noSignIns')}</Typography>
      ) : (
        // A phone scrolls the table sideways inside its section, not the page.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('signIns')} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('signedInAt')}</TableCell>
                <TableCell>{t('lastUsed')}</TableCell>
                <TableCell>{t('address')}</TableCell>
                <TableCell>{t('browser')}</TableCell>
                <TableCell>{t('session')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {signIns.map((signIn) => (
                <TableRow key={signIn.signed_in_at}>
                  <TableCell>
                    {format.dateTime(new Date(signIn.signed_in_at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </TableCell>
                  <TableCell>
                    {format.dateTime(new Date(signIn.last_used_at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </TableCell>
                  <TableCell>{signIn.ip ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {signIn.user_agent ?? '—'}
                  </TableCell>
                  <TableCell>{signIn.ended ? t('ended') : t('running')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </AccountSection>
  );
}
