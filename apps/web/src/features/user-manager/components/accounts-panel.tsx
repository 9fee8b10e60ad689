'use client';

import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { type AccountType, type AdminAccountRow, type AdminAccountSort } from '@bazaar/contracts';
import { AdminDataGrid } from '@/components/admin-data-grid';
import { UserAvatar } from '@/components/user-avatar';
import { ACCOUNTS_PAGE_SIZE, useAccounts } from '../api/get-accounts';
import { emptyAccountFilters, type AccountFilters } from '../filters';
import { AccountFiltersBar } from './account-filters-bar';
import { AddAccountDialog } from './add-account-dialog';
import { AccountStatusChip } from './account-status-chip';

interface Props {
  filters: AccountFilters;
  onChange: (filters: Partial<AccountFilters>) => void;
  onOpenAccount: (id: string) => void;
  viewerType: AccountType;
}

/** The grid's order as the api's sort, and back. */
const sortModelOf = (sort: AdminAccountSort): GridSortModel =>
  sort === 'email'
    ? [{ field: 'email', sort: 'asc' }]
    : [{ field: 'created_at', sort: sort === 'newest' ? 'desc' : 'asc' }];

function sortOf(model: GridSortModel): AdminAccountSort {
  const [first] = model;
  if (first?.field === 'email') return 'email';
  return first?.field === 'created_at' && first.sort === 'asc' ? 'oldest' : 'newest';
}

/** Every open account, searched and filtered as the address says; a row opens its page. */
export function AccountsPanel({ filters, onChange, onOpenAccount, viewerType }: Props) {
  const t = useTranslations('userManager');
  const format = useFormatter();
  const accounts = useAccounts(filters);
  const [adding, setAdding] = useState(false);
  const columns: GridColDef<AdminAccountRow>[] = [
    {
      field: 'display_name',
      headerName: t('columns.name'),
      flex: 1.2,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <UserAvatar src={row.avatar} name={row.display_name} label={row.display_name} size={28} />
      ),
    },
    { field: 'email', headerName: t('columns.email'), flex: 1.2, minWidth: 220 },
    {
      field: 'type',
      headerName: t('columns.type'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" label={t(`types.${row.type}`)} />
      ),
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => <AccountStatusChip status={row.status} />,
    },
    {
      field: 'created_at',
      headerName: t('columns.signedUp'),
      width: 150,
      valueFormatter: (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' }),
    },
  ];
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Rounded />}
          onClick={() => setAdding(true)}
        >
          {t('add.button')}
        </Button>
      </Stack>
      <AccountFiltersBar
        filters={filters}
        onChange={onChange}
        onClear={() => onChange(emptyAccountFilters)}
      />
      <AdminDataGrid<AdminAccountRow>
        label={t('accountsLabel')}
        query={accounts}
        columns={columns}
        pageSize={ACCOUNTS_PAGE_SIZE}
        onRowClick={(row) => onOpenAccount(row.id)}
        sortModel={sortModelOf(filters.sort)}
        onSortModelChange={(model) => onChange({ sort: sortOf(model) })}
        emptyText={t('empty')}
      />
      <AddAccountDialog
        open={adding}
        viewerType={viewerType}
        onClose={() => setAdding(false)}
        onOpenAccount={onOpenAccount}
      />
    </>
  );
}
