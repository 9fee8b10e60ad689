'use client';

import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Image from 'next/image';
import { type OwnerListingRow } from '@bazaar/contracts';

interface Props {
  listing: Pick<OwnerListingRow, 'title' | 'image'>;
  size: number;
}

/** The listing's cover thumbnail, or a placeholder while it has no picture. */
export function ListingThumbnail({ listing, size }: Props) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: size,
        height: size,
        flexShrink: 0,
        overflow: 'hidden',
        borderRadius: '10px',
        bgcolor: 'action.hover',
        color: 'text.disabled',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {listing.image ? (
        <Image
          src={listing.image.thumbnail_url}
          alt={listing.image.alt || listing.title}
          fill
          unoptimized
          sizes={`${size}px`}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <ImageNotSupportedOutlined aria-hidden />
      )}
    </Box>
  );
}
