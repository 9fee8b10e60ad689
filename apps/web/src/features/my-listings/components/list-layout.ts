import { type SxProps, type Theme } from '@mui/material/styles';
import { twoLinesSx } from '@/components/two-lines-sx';

/**
 * Listings show as a table from the `md` breakpoint and as stacked cards below it. Both are
 * rendered and CSS shows one, so the server's first paint is right on every device.
 */
export const listingTableSx: SxProps<Theme> = {
  display: { xs: 'none', md: 'block' },
  border: 1,
  borderColor: 'divider',
  borderRadius: '12px',
  bgcolor: 'background.paper',
  '& th': {
    fontWeight: 700,
    color: 'text.secondary',
    fontSize: '0.8rem',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
  },
  '& td': { verticalAlign: 'middle' },
  '& tbody tr:last-of-type td': { borderBottom: 0 },
};

export const listingCardsSx: SxProps<Theme> = {
  display: { xs: 'grid', md: 'none' },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 1.5,
  listStyle: 'none',
  m: 0,
  p: 0,
};

/** Long titles stop after two lines. */
export const titleClampSx = {
  ...twoLinesSx,
  wordBreak: 'break-word',
  lineHeight: 1.35,
} as const;
