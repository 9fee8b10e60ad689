'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { useState } from 'react';
import { useLocale, useTranslations } from 'use-intl';

/** What the grid needs of a cursor-paged infinite query (TanStack's `useInfiniteQuery`). */
export interface CursorPagedQuery<Row> {
  data: { pages: readonly { items: readonly Row[] }[] } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface Props<Row extends GridValidRowModel> {
  /** Names the grid for assistive technology ("Accounts", "Audit trail", …). */
  label: string;
  query: CursorPagedQuery<Row>;
  columns: readonly GridColDef<Row>[];
  /** Rows per api page; the grid shows one api page per grid page. */
  pageSize: number;
  getRowId?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** The order the address holds; the api sorts, the grid only shows and changes it. */
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
  /** Said when the filters match nothing. */
  emptyText: string;
}

/**
 * The back office's grid (issue 21): rows come a page at a time from the api's cursor (the
 * server pages, sorts and filters; the filters live in the address), so it stays fast over a
 * million rows. A page is the api's page: "next" fetches the next cursor once, "previous" shows
 * the page already loaded. Changing the filters gives a new query and starts at the first page.
 */
export function AdminDataGrid<Row extends GridValidRowModel>({
  label,
  query,
  columns,
  pageSize,
  getRowId,
  onRowClick,
  sortModel,
  onSortModelChange,
  emptyText,
}: Props<Row>) {
  const t = useTranslations('adminGrid');
  const locale = useLocale();
  const pages = query.data?.pages ?? [];
  const [chosenPage, setPage] = useState(0);
  // A new query (other filters, other order) may have fewer pages: show the last one it has.
  const page =
    query.isFetching || chosenPage < pages.length ? chosenPage : Math.max(pages.length - 1, 0);

  if (query.isError && pages.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }

  const rows = pages[page]?.items ?? [];
  const hasNextPage = page < pages.length - 1 || query.hasNextPage;
  return (
    <DataGrid<Row>
      aria-label={label}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      loading={query.isPending || (query.isFetching && rows.length === 0)}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      // Unknown while the api has further pages; once it has none, the count is known.
      rowCount={hasNextPage ? -1 : page * pageSize + rows.length}
      paginationMeta={{ hasNextPage }}
      pageSizeOptions={[pageSize]}
      paginationModel={{ page, pageSize }}
      onPaginationModelChange={(model) => {
        if (model.page >= pages.length) void query.fetchNextPage();
        setPage(model.page);
      }}
      sortModel={sortModel ?? []}
      onSortModelChange={onSortModelChange}
      disableColumnSorting={!onSortModelChange}
      onRowClick={onRowClick ? (params: GridRowParams<Row>) => onRowClick(params.row) : undefined}
      disableRowSelectionOnClick
      autoHeight
      localeText={{
        ...(locale === 'de' ? deDE.components.MuiDataGrid.defaultProps.localeText : {}),
        noRowsLabel: emptyText,
      }}
      sx={{
        bgcolor: 'background.paper',
        ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
      }}
    />
  );
}
