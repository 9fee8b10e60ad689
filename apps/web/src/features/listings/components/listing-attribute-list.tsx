'use client';

import Box from '@mui/material/Box';
import { type AttributeRow } from '@/lib/listings/listing-attributes';

/** The listing's details as a definition list: label and value side by side, two columns wide. */
export function ListingAttributeList({ rows }: { rows: AttributeRow[] }) {
  return (
    <Box
      component="dl"
      data-testid="listing-attributes"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        columnGap: 3,
      }}
    >
      {rows.map((row) => (
        <Box
          key={row.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
            gap: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
