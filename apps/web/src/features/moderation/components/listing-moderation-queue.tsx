'use client';

import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useId } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { marketplaceSections, moderationFlags, type ModerationCase } from '@bazaar/contracts';
import { AdminDataGrid } from '@/components/admin-data-grid';
import { FilterRow } from '@/components/filter-bar';
import type { FiltersChange } from '@/lib/use-address-filters';
import { MODERATION_PAGE_SIZE, useModerationQueue } from '../api/get-moderation-queue';
import { queueStates, type ModerationFilters } from '../filters';
import { ListingModerationPanel } from './listing-moderation-panel';

function FilterSelect<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  anyLabel,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T | undefined) => void;
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value as T) || undefined)}
      >
        {anyLabel ? <MenuItem value="">{anyLabel}</MenuItem> : null}
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {labelOf(option)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The listings' moderation queue: the grid, its filters in the address, and the open case. */
export function ListingModerationQueue({
  filters,
  applyFilters,
}: {
  filters: ModerationFilters;
  applyFilters: (change: FiltersChange<ModerationFilters>, options?: { push?: boolean }) => void;
}) {
  const t = useTranslations('listingModeration');
  const tDivisions = useTranslations('divisions');
  const format = useFormatter();
  const query = useModerationQueue(filters);

  const columns: GridColDef<ModerationCase>[] = [
    {
      field: 'title',
      headerName: t('columns.listing'),
      flex: 2,
      minWidth: 200,
      valueGetter: (_value, row) => row.listing.title,
    },
    {
      field: 'section',
      headerName: t('columns.division'),
      flex: 1,
      minWidth: 120,
      valueGetter: (_value, row) => tDivisions(`${row.listing.section}.name`),
    },
    {
      field: 'owner',
      headerName: t('columns.owner'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_value, row) => row.owner.display_name,
    },
    {
      field: 'state',
      headerName: t('columns.state'),
      minWidth: 170,
      renderCell: ({ row }) => <Chip size="small" label={t(`states.${row.state}`)} />,
    },
    {
      field: 'flags',
      headerName: t('columns.flags'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) =>
        row.flags
          .map((flag) =>
            flag === 'report' ? t('reports', { count: row.report_count }) : t(`flags.${flag}`),
          )
          .join(', '),
    },
    {
      field: 'updated_at',
      headerName: t('columns.updated'),
      minWidth: 150,
      valueGetter: (_value, row) =>
        format.dateTime(new Date(row.updated_at), { dateStyle: 'short', timeStyle: 'short' }),
    },
  ];

  return (
    <Stack spacing={2}>
      <FilterRow label={t('filtersLabel')} framed rowFrom="sm">
        <FilterSelect
          label={t('columns.state')}
          value={filters.state}
          options={queueStates}
          labelOf={(state) => t(`states.${state}`)}
          onChange={(state) => applyFilters({ state: state ?? 'open' })}
        />
        <FilterSelect
          label={t('columns.flags')}
          value={filters.flag}
          options={moderationFlags}
          labelOf={(flag) => t(`flags.${flag}`)}
          onChange={(flag) => applyFilters({ flag })}
          anyLabel={t('any')}
        />
        <FilterSelect
          label={t('columns.division')}
          value={filters.section}
          options={marketplaceSections}
          labelOf={(section) => tDivisions(`${section}.name`)}
          onChange={(section) => applyFilters({ section })}
          anyLabel={t('any')}
        />
      </FilterRow>
      <AdminDataGrid<ModerationCase>
        label={t('gridLabel')}
        query={query}
        columns={columns}
        pageSize={MODERATION_PAGE_SIZE}
        getRowId={(row) => row.listing.id}
        onRowClick={(row) => applyFilters({ listing: row.listing.id }, { push: true })}
        emptyText={t('empty')}
      />
      {filters.listing ? (
        <ListingModerationPanel
          listingId={filters.listing}
          onClose={() => applyFilters({ listing: undefined })}
        />
      ) : null}
    </Stack>
  );
}
