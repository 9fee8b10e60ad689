'use client';

import Box from '@mui/material/Box';
import { type DiscoveryListingCard } from '@bazaar/contracts';
import { ListingCard } from '@/components/listing-card';
import { DistanceLabel } from './distance-label';

/** A listing in a result grid: the marketplace's listing card, with its distance when searched around a postcode. */
export function ResultCard({ listing }: { listing: DiscoveryListingCard }) {
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }} data-testid="result-item" data-id={listing.id}>
      <ListingCard listing={listing} />
      {listing.distance_km !== undefined ? (
        <Box
          sx={{
            position: 'absolute',
            top: 10,
            left: 10,
            zIndex: 1,
            px: 1,
            py: 0.25,
            borderRadius: 999,
            bgcolor: 'background.paper',
            boxShadow: '0 4px 12px -6px rgba(16, 24, 40, 0.45)',
            pointerEvents: 'none',
          }}
        >
          <DistanceLabel km={listing.distance_km} />
        </Box>
      ) : null}
    </Box>
  );
}
