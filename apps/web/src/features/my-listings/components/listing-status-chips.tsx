'use client';

import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { type OwnerListingRow, type OwnerRevision } from '@bazaar/contracts';
import { listingStatusChips, type ListingStatusChipKind } from '../listing-state';

const chipColors: Record<ListingStatusChipKind, ChipProps['color']> = {
  active: 'success',
  paused: 'warning',
  blocked: 'error',
  revisionRequested: 'warning',
  resubmitted: 'info',
  draft: 'default',
};

interface Props {
  listing: Pick<OwnerListingRow, 'status' | 'draft_state' | 'blocked_reason'>;
  /** The revision an administrator asked of it (the owner's lists only). */
  revision?: OwnerRevision;
}

/**
 * Active, Paused, Blocked, Revision requested (with the administrator's reason), Waiting for
 * review or Draft.
 */
export function ListingStatusChips({ listing, revision }: Props) {
  const t = useTranslations('myListings.status');
  const chips = listingStatusChips(listing, revision);
  const held = chips.find((chip) => chip.reason !== null);
  const reason = held?.reason;
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
        <Typography
          variant="caption"
          color={held?.kind === 'blocked' ? 'error' : 'text.secondary'}
          sx={{ lineHeight: 1.35, maxWidth: 220 }}
        >
          {t('blockedReason', { reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}
