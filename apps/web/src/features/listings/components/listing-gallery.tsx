'use client';

import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type ListingMediaItem } from '@bazaar/contracts';
import { NoPicture } from '@/components/listing-card-parts';

interface Props {
  media: ListingMediaItem[];
  /** Names the pictures that have no alt text of their own. */
  title: string;
  /** Sold-out listings show their pictures faded, as their cards do. */
  soldOut: boolean;
}

const MAIN_SIZES = '(min-width: 1200px) 720px, (min-width: 900px) 60vw, 100vw';

const overlayButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: '0 4px 14px rgba(16, 24, 40, 0.18)',
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/** The listing's pictures: a large one, arrows to step through them and a row of thumbnails. */
export function ListingGallery({ media, title, soldOut }: Props) {
  const t = useTranslations('listingPage.gallery');
  const [index, setIndex] = useState(0);
  const count = media.length;
  const current = media[Math.min(index, count - 1)];
  const altOf = (item: ListingMediaItem) => item.alt || title;
  const step = (delta: number) => setIndex((at) => (at + delta + count) % count);

  return (
    <Box component="section" aria-label={t('label')} data-testid="listing-gallery">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: '20px',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {current ? (
          <Image
            key={current.id}
            src={current.url}
            alt={altOf(current)}
            fill
            unoptimized
            preload={index === 0}
            sizes={MAIN_SIZES}
            style={{
              objectFit: 'cover',
              filter: soldOut ? 'grayscale(0.7)' : undefined,
              opacity: soldOut ? 0.75 : 1,
            }}
          />
        ) : (
          <NoPicture label={t('noPictures')} large />
        )}
        {count > 1 ? (
          <>
            <IconButton
              aria-label={t('previous')}
              onClick={() => step(-1)}
              sx={{ ...overlayButtonSx, left: 12 }}
            >
              <ChevronLeftRounded />
            </IconButton>
            <IconButton
              aria-label={t('next')}
              onClick={() => step(1)}
              sx={{ ...overlayButtonSx, right: 12 }}
            >
              <ChevronRightRounded />
            </IconButton>
            <Typography
              variant="caption"
              aria-hidden
              sx={{
                position: 'absolute',
                bottom: 12,
                right: 12,
                px: 1.25,
                py: 0.25,
                borderRadius: 999,
                bgcolor: 'rgba(16, 24, 40, 0.72)',
                color: 'common.white',
                fontWeight: 700,
              }}
            >
              {index + 1} / {count}
            </Typography>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1.5,
            p: 0.5,
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
          }}
        >
          {media.map((item, at) => (
            <li key={item.id}>
              <ButtonBase
                onClick={() => setIndex(at)}
                aria-label={t('showPicture', { index: at + 1, count })}
                aria-current={at === index ? 'true' : undefined}
                sx={{
                  position: 'relative',
                  width: { xs: 64, sm: 84 },
                  aspectRatio: '4 / 3',
                  borderRadius: '10px',
                  overflow: 'hidden',
                  flexShrink: 0,
                  outline: 2,
                  outlineOffset: 2,
                  outlineColor: at === index ? 'primary.main' : 'transparent',
                  opacity: at === index ? 1 : 0.75,
                  transition: 'opacity 160ms ease, outline-color 160ms ease',
                  '&:hover': { opacity: 1 },
                  '&.Mui-focusVisible': { outlineColor: 'primary.main' },
                }}
              >
                <Image
                  src={item.thumbnail_url}
                  alt=""
                  fill
                  unoptimized
                  sizes="84px"
                  style={{ objectFit: 'cover' }}
                />
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
