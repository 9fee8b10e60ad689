'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { ListingCard } from '@/components/listing-card';
import { listingGridSx } from '@/components/listing-grid-sx';
import {
  reportAdClick,
  reportAdViews,
  useAdSlots,
  type AdImpressions,
  type AdSlotsParams,
} from '@/entities/advertising/advertising-api';
import { selectIsViewingAs } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * The promoted listings of a page, marked "Ad": rendered with the page on the server (ADR 0080,
 * the page prefetches them with `prefetchAdSlots`) and brought up to date in the browser, reported
 * as seen once they show, and as clicked when one is opened, with the impression token the views
 * report answered for it (ADR 0089). Nothing shows when there is none.
 */
export function PromotedListings({
  gridSx = listingGridSx,
  ...params
}: AdSlotsParams & {
  /** The grid of the list the ads sit above, so their cards are as wide as its cards. */
  gridSx?: SxProps<Theme>;
}) {
  const t = useTranslations('advertising');
  const headingId = useId();
  const slots = useAdSlots(params);
  const items = slots.data?.items ?? [];
  const shown = items.map((item) => item.campaign_id).join(',');
  const impressions = useRef<Promise<AdImpressions>>(Promise.resolve(new Map()));
  const viewingAs = useAppSelector(selectIsViewingAs);

  useEffect(() => {
    if (shown && !viewingAs) impressions.current = reportAdViews(shown.split(','));
  }, [shown, viewingAs]);

  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="promoted-listings">
      <Typography id={headingId} variant="overline" color="text.secondary" component="h2">
        {t('sponsored')}
      </Typography>
      <Box sx={gridSx}>
        {items.map((item) => (
          <Box
            key={item.campaign_id}
            data-testid="ad-card"
            sx={{ position: 'relative' }}
            onClickCapture={() => {
              if (!viewingAs) reportAdClick(item.campaign_id, impressions.current);
            }}
          >
            <ListingCard listing={item.listing} />
            <Stack sx={{ position: 'absolute', top: 10, left: 10, pointerEvents: 'none' }}>
              <Chip
                size="small"
                label={t('adMark')}
                aria-label={t('adMarkLabel')}
                // A deep amber with white: 5.4:1 in both colour schemes (black on it is 3.9:1).
                sx={{ bgcolor: '#b54708', color: '#fff', fontWeight: 800 }}
              />
            </Stack>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
