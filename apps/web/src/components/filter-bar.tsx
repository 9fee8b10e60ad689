import Stack from '@mui/material/Stack';
import { type ReactNode } from 'react';
import { filterBarSx } from './filter-bar-sx';

interface Props {
  /** Names the search landmark, e.g. 'Filters'. */
  label: string;
  children: ReactNode;
}

/** A page's filters in one framed row (stacked on phones), announced as the page's search. */
export function FilterBar({ label, children }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      role="search"
      aria-label={label}
      sx={filterBarSx}
    >
      {children}
    </Stack>
  );
}
