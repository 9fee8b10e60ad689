import { type SxProps, type Theme } from '@mui/material/styles';

/** The frame around a page's search and filters (listings, cart history, logs, prepay history). */
export const filterBarSx = {
  p: { xs: 1.5, sm: 2 },
  mb: 2.5,
  borderRadius: '12px',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const satisfies SxProps<Theme>;
