'use client';

import { ImageNotSupportedOutlined } from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import Image from 'next/image';

interface Props {
  title: string;
  image: { thumbnail_url: string; alt: string } | null;
  size: number;
  /** The title is written beside it: the picture adds nothing for a screen reader. */
  decorative?: boolean;
  /** Greyed out: the listing cannot be bought as it stands. */
  dimmed?: boolean;
}

/** A listing's cover thumbnail in lists, or a placeholder while it has no picture. */
export function ListingThumbnail({
  title,
  image,
  size,
  decorative = false,
  dimmed = false,
}: Props) {
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
      {image ? (
        <Image
          src={image.thumbnail_url}
          alt={decorative ? '' : image.alt || title}
          fill
          unoptimized
          sizes={`${size}px`}
          style={{ objectFit: 'cover', filter: dimmed ? 'grayscale(0.8)' : undefined }}
        />
      ) : (
        <ImageNotSupportedOutlined aria-hidden />
      )}
    </Box>
  );
}
