'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A centred spinner with a short text, for a page that is still deciding what to show. */
export function LoadingView({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: { xs: 10, md: 14 },
        color: 'text.secondary',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
