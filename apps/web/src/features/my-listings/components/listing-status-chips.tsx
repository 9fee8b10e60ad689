'use client';

import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { type OwnerListingRow } from '@bazaar/contracts';
import { listingStatusChips, type ListingStatusChipKind } from '../listing-state';

const chipColors: Record<ListingStatusChipKind, ChipProps['color']> = {
  active: 'success',
  paused: 'warning',
  blocked: 'error',
  draft: 'default',
};

interface Props {
  listing: Pick<OwnerListingRow, 'status' | 'draft_state' | 'blocked_reason'>;
}

/** Active, Paused, Blocked (with the administrator's reason) or Draft. */
export function ListingStatusChips({ listing }: Props) {
  const t = useTranslations('myListings.status');
  const chips = listingStatusChips(listing);
  const reason = chips.find((chip) => chip.kind === 'blocked')?.reason;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        {chips.map((chip) => (
          <Chip
            key={chip.kind}
            data-testid="listing-status"
            size="small"
            color={chipColors[chip.kind]}
            variant={chip.kind === 'draft' ? 'outlined' : 'filled'}
            label={t(chip.kind)}
            sx={{ fontWeight: 700 }}
          />
        ))}
      </Stack>
      {reason ? (
        <Typography variant="caption" color="error" sx={{ lineHeight: 1.35, maxWidth: 220 }}>
          {t('blockedReason', { reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}
