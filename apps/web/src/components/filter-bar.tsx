import ClearRounded from '@mui/icons-material/ClearRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Breakpoint } from '@mui/material/styles';
import { type ReactNode } from 'react';
import { filterBarSx } from './filter-bar-sx';

/**
 * A page's filters in a framed grid, named for assistive technology as a search; the caller
 * sizes the columns for what it shows.
 */
export function FilterBar({
  label,
  columns,
  justifyContent,
  children,
}: {
  label: string;
  /** The grid's `gridTemplateColumns`. */
  columns: Partial<Record<Breakpoint, string>>;
  justifyContent?: 'start';
  children: ReactNode;
}) {
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        justifyContent,
        alignItems: 'start',
        gap: 1.5,
        ...filterBarSx,
      }}
    >
      {children}
    </Box>
  );
}

/** Takes every filter of the bar off; shown only while one is set. */
export function ClearFiltersButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button
      color="inherit"
      startIcon={<ClearRounded />}
      onClick={onClear}
      sx={{ minHeight: 40, justifySelf: 'start' }}
    >
      {label}
    </Button>
  );
}

/**
 * A back-office grid's filters in a row that wraps (a column on phones), named for assistive
 * technology as a search; `framed` draws the page filter bar's frame around them.
 */
export function FilterRow({
  label,
  framed = false,
  rowFrom = 'md',
  children,
}: {
  label: string;
  framed?: boolean;
  /** The screen width from which the filters stand side by side (a column below it). */
  rowFrom?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', [rowFrom]: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ ...(framed ? filterBarSx : { mb: 2 }), flexWrap: 'wrap', alignItems: { md: 'center' } }}
      role="search"
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
