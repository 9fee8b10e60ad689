'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'use-intl';
import { type ListingMediaItem } from '@bazaar/contracts';
import { moveItem } from '../form/file-screening';

interface ListingPhotoProps {
  item: ListingMediaItem;
  index: number;
  /** How many photos the listing has (the last cannot move later). */
  count: number;
  onChange: (update: (media: ListingMediaItem[]) => ListingMediaItem[]) => void;
}

/** One photo of the listing: the first is the cover; it moves earlier or later, or goes. */
export function ListingPhoto({ item, index, count, onChange }: ListingPhotoProps) {
  const t = useTranslations('listingEditor.media');
  return (
    <Box
      component="figure"
      data-testid="listing-photo"
      sx={{
        m: 0,
        position: 'relative',
        aspectRatio: '4 / 3',
        borderRadius: 2.5,
        overflow: 'hidden',
        border: 1,
        borderColor: index === 0 ? 'primary.main' : 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="img"
        src={item.thumbnail_url}
        alt={t('alt', { index: index + 1 })}
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {index === 0 ? (
        <Chip
          label={t('cover')}
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
        />
      ) : null}
      <Stack
        direction="row"
        spacing={0.5}
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          p: 0.75,
          justifyContent: 'space-between',
          background: 'linear-gradient(transparent, rgba(0,0,0,0.55))',
        }}
      >
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={t('moveEarlier', { index: index + 1 })}>
            <span>
              <IconButton
                size="small"
                aria-label={t('moveEarlier', { index: index + 1 })}
                disabled={index === 0}
                onClick={() => onChange((current) => moveItem(current, index, -1))}
                sx={photoButtonSx}
              >
                <ArrowBackRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('moveLater', { index: index + 1 })}>
            <span>
              <IconButton
                size="small"
                aria-label={t('moveLater', { index: index + 1 })}
                disabled={index === count - 1}
                onClick={() => onChange((current) => moveItem(current, index, 1))}
                sx={photoButtonSx}
              >
                <ArrowForwardRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Tooltip title={t('remove', { index: index + 1 })}>
          <IconButton
            size="small"
            aria-label={t('remove', { index: index + 1 })}
            onClick={() => onChange((current) => current.filter((other) => other.id !== item.id))}
            sx={photoButtonSx}
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}

/** Where a photo being uploaded will show. */
export function UploadingPhoto() {
  const t = useTranslations('listingEditor.media');
  return (
    <Box
      role="status"
      aria-label={t('uploading')}
      sx={{
        aspectRatio: '4 / 3',
        borderRadius: 2.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <CircularProgress size={28} aria-hidden />
    </Box>
  );
}

const photoButtonSx = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.35)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' },
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.35)' },
} as const;
