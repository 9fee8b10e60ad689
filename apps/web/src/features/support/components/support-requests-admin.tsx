'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import {
  supportRequestRules,
  supportRequestStatuses,
  supportTopics,
  type SupportRequest,
} from '@bazaar/contracts';
import { AdminDataGrid } from '@/components/admin-data-grid';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { SearchFilterField } from '@/components/search-filter-field';
import { useAddressFilters } from '@/lib/use-address-filters';
import { DayRangeFields } from '@/components/day-filter-field';
import { SUPPORT_REQUESTS_PAGE_SIZE, useSupportRequests } from '../api/get-support-requests';
import {
  supportInboxApiQuery,
  supportInboxFiltersFrom,
  supportInboxFiltersToParams,
  type SupportInboxFilters,
} from '../filters';
import { SupportRequestPanel } from './support-request-panel';
import { SupportStatusChip } from './support-status-chip';

/** Search, status, topic and the days sent: all in the address. */
function InboxFilters({
  filters,
  applyFilters,
}: {
  filters: SupportInboxFilters;
  applyFilters: (change: Partial<SupportInboxFilters>) => void;
}) {
  const t = useTranslations('support.admin');
  const tTopics = useTranslations('support.topics');
  // "Clear" also empties a search typed and not applied: the field starts again.
  const [searchField, setSearchField] = useState(0);
  const filtered = Object.entries(filters).some(
    ([key, value]) => key !== 'request' && value !== undefined,
  );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
      role="search"
      aria-label={t('filters.label')}
    >
      <SearchFilterField
        key={searchField}
        applied={filters.q ?? ''}
        onApply={(q) => applyFilters({ q })}
        name="q"
        label={t('filters.search')}
        maxLength={supportRequestRules.searchMaxChars}
        submitLabel={t('filters.searchSubmit')}
        sx={{ flex: { md: '1 1 320px' } }}
      />
      <ChoiceFilterField
        label={t('filters.status')}
        value={filters.status}
        values={supportRequestStatuses}
        optionLabel={(status) => t(`status.${status}`)}
        allLabel={t('all')}
        onChange={(status) => applyFilters({ status })}
        sx={{ minWidth: 160 }}
      />
      <ChoiceFilterField
        label={t('topicFilter')}
        value={filters.topic}
        values={supportTopics}
        optionLabel={(topic) => tTopics(topic)}
        allLabel={t('allTopics')}
        onChange={(topic) => applyFilters({ topic })}
        sx={{ minWidth: 180 }}
      />
      <DayRangeFields
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        range={filters}
        onChange={applyFilters}
      />
      {filtered ? (
        <Button
          onClick={() => {
            setSearchField((field) => field + 1);
            applyFilters({
              status: undefined,
              topic: undefined,
              from: undefined,
              to: undefined,
              q: undefined,
            });
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The administrators' support inbox: every request in a server-paged grid, filtered as the
 * address says; a row opens the request to reply to it and move its status.
 */
export function SupportRequestsAdmin() {
  const t = useTranslations('support.admin');
  const tTopics = useTranslations('support.topics');
  const format = useFormatter();
  const { filters, applyFilters } = useAddressFilters(
    supportInboxFiltersFrom,
    supportInboxFiltersToParams,
  );
  const query = useSupportRequests(supportInboxApiQuery(filters));

  const columns: GridColDef<SupportRequest>[] = [
    {
      field: 'reference',
      headerName: t('columns.reference'),
      minWidth: 130,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
          {row.reference}
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: t('columns.status'),
      minWidth: 130,
      renderCell: ({ row }) => <SupportStatusChip status={row.status} />,
    },
    {
      field: 'topic',
      headerName: t('columns.topic'),
      minWidth: 150,
      valueGetter: (_value, row) => tTopics(row.topic),
    },
    {
      field: 'name',
      headerName: t('columns.from'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => `${row.name} · ${row.email}`,
    },
    {
      field: 'user_id',
      headerName: t('columns.sender'),
      minWidth: 150,
      renderCell: ({ row }) =>
        row.user_id ? (
          <Chip size="small" label={t('member')} />
        ) : (
          <Chip size="small" label={t('visitor')} variant="outlined" />
        ),
    },
    {
      field: 'created_at',
      headerName: t('columns.sent'),
      minWidth: 150,
      valueGetter: (_value, row) =>
        format.dateTime(new Date(row.created_at), { dateStyle: 'short', timeStyle: 'short' }),
    },
  ];

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="support-admin-title">
      <Box>
        <Typography variant="h5" component="h2" id="support-admin-title">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Box>
      <InboxFilters filters={filters} applyFilters={applyFilters} />
      <AdminDataGrid<SupportRequest>
        label={t('title')}
        query={query}
        columns={columns}
        pageSize={SUPPORT_REQUESTS_PAGE_SIZE}
        onRowClick={(row) => applyFilters({ request: row.id }, { push: true })}
        emptyText={t('empty')}
      />
      {filters.request ? (
        <SupportRequestPanel
          requestId={filters.request}
          onClose={() => applyFilters({ request: undefined })}
        />
      ) : null}
    </Stack>
  );
}
