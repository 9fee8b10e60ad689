'use client';

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import dynamic from 'next/dynamic';

/** Leaflet needs the browser's window: the map loads there only, when it is first shown. */
export const ResultsMapLoader = dynamic(() => import('./results-map'), {
  ssr: false,
  loading: () => (
    <Box
      sx={{
        height: { xs: '62dvh', md: 'min(72dvh, 720px)' },
        minHeight: 360,
        borderRadius: '16px',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <CircularProgress aria-hidden size={32} />
    </Box>
  ),
});
