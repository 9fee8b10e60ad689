'use client';

import {
  ImageNotSupportedOutlined,
  PlaceOutlined,
  StorefrontOutlined,
} from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import { type SxProps, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { type ListingCard } from '@bazaar/contracts';
import { twoLinesSx } from './two-lines-sx';

const IMAGE_SIZES =
  '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

interface PhotoProps {
  listing: Pick<ListingCard, 'title' | 'image'>;
  /** Greyed out: the listing cannot be bought as it stands. */
  dimmed: boolean;
  /** Chips laid over the photo. */
  children?: ReactNode;
}

/** A listing card's 4:3 photo (or a "no image" placeholder), with chips over it. */
export function ListingCardPhoto({ listing, dimmed, children }: PhotoProps) {
  const t = useTranslations('listings');
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {listing.image ? (
        <Image
          src={listing.image.url}
          alt={listing.image.alt || listing.title}
          fill
          unoptimized
          sizes={IMAGE_SIZES}
          style={{
            objectFit: 'cover',
            transition: 'transform 240ms ease',
            filter: dimmed ? 'grayscale(0.7)' : undefined,
            opacity: dimmed ? 0.7 : 1,
          }}
        />
      ) : (
        <NoPicture label={t('noImage')} />
      )}
      {children}
    </Box>
  );
}

/**
 * What fills a listing's picture frame while it has no picture: an icon and a word, centred.
 * `large` for an item page's gallery.
 */
export function NoPicture({ label, large = false }: { label: string; large?: boolean }) {
  return (
    <Stack
      spacing={large ? 1 : 0.5}
      sx={{
        position: 'absolute',
        inset: 0,
        alignItems: 'center',
        justifyContent: 'center',
        // Readable text (4.5:1), not the faint "disabled" grey.
        color: 'text.secondary',
      }}
    >
      <ImageNotSupportedOutlined sx={large ? { fontSize: 48 } : undefined} />
      <Typography variant={large ? 'body1' : 'caption'}>{label}</Typography>
    </Stack>
  );
}

/** A listing card's title: two lines at most, always two lines high so prices line up. */
export function ListingCardTitle({ title, component }: { title: string; component: 'h2' | 'h3' }) {
  return (
    <Typography
      component={component}
      sx={{
        fontSize: '0.975rem',
        fontWeight: 600,
        lineHeight: 1.35,
        ...twoLinesSx,
        minHeight: '2.7em',
      }}
    >
      {title}
    </Typography>
  );
}

const factIcons = { location: PlaceOutlined, seller: StorefrontOutlined } as const;

/** Where a listing is, or who sells it: a small icon that says which, and one line. */
export function ListingFact({
  kind,
  text,
  sx,
}: {
  kind: keyof typeof factIcons;
  text: string;
  sx?: SxProps<Theme>;
}) {
  const t = useTranslations('listings');
  const Icon = factIcons[kind];
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={[{ alignItems: 'center', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Icon sx={{ fontSize: 16 }} aria-label={t(kind)} />
      <Typography variant="body2" noWrap>
        {text}
      </Typography>
    </Stack>
  );
}
