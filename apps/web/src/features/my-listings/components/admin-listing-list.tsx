'use client';

import BlockRounded from '@mui/icons-material/BlockRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { useTranslations } from 'use-intl';
import { type AdminListingRow } from '@bazaar/contracts';
import { listingHref } from '@/lib/listings/listing-links';
import { useSetListingBlocked } from '../api/set-listing-blocked';
import { isPublicListing, mayBlock } from '../listing-state';
import { titleClampSx } from './list-layout';
import { ListingTable } from './listing-table';
import { RowDate, RowPrice } from './listing-row-facts';
import { ListingStatusChips } from './listing-status-chips';

interface Props {
  listings: AdminListingRow[];
  /** Shows only this owner's listings. */
  onFilterOwner: (owner: AdminListingRow['owner']) => void;
  /** Opens the block dialog. */
  onBlock: (listing: AdminListingRow) => void;
}

/** The title, linked to the item page while visitors can see it, and its division. */
function ListingTitle({ listing }: { listing: AdminListingRow }) {
  const tDivisions = useTranslations('divisions');
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      {isPublicListing(listing) ? (
        <MuiLink
          component={Link}
          href={listingHref(listing.section, listing.id)}
          prefetch={false}
          color="text.primary"
          underline="hover"
          sx={{ ...titleClampSx, fontWeight: 600 }}
        >
          {listing.title}
        </MuiLink>
      ) : (
        <Typography sx={{ ...titleClampSx, fontWeight: 600 }}>{listing.title}</Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {tDivisions(`${listing.section}.name`)}
      </Typography>
    </Stack>
  );
}

function OwnerCell({
  listing,
  onFilterOwner,
}: Pick<Props, 'onFilterOwner'> & { listing: AdminListingRow }) {
  const t = useTranslations('myListings.admin');
  const tTypes = useTranslations('account.types');
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Tooltip title={t('onlyThisOwner')} describeChild>
        <MuiLink
          component="button"
          type="button"
          underline="hover"
          onClick={() => onFilterOwner(listing.owner)}
          sx={{ textAlign: 'left', fontWeight: 600, wordBreak: 'break-word' }}
        >
          {listing.owner.display_name}
        </MuiLink>
      </Tooltip>
      <Typography variant="caption" color="text.secondary">
        {tTypes(listing.owner.account_type)}
      </Typography>
    </Stack>
  );
}

function BlockAction({ listing, onBlock }: Pick<Props, 'onBlock'> & { listing: AdminListingRow }) {
  const t = useTranslations('myListings.admin');
  const unblock = useSetListingBlocked();
  if (mayBlock(listing)) {
    return (
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<BlockRounded />}
        onClick={() => onBlock(listing)}
      >
        {t('block')}
      </Button>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<LockOpenRounded />}
      loading={unblock.isPending}
      onClick={() =>
        unblock.mutate(
          { id: listing.id, blocked: false },
          {
            onSuccess: () =>
              enqueueSnackbar(t('unblocked', { title: listing.title }), { variant: 'success' }),
          },
        )
      }
    >
      {t('unblock')}
    </Button>
  );
}

/** Every listing for administrators: a table on wide screens, stacked cards on phones. */
export function AdminListingList({ listings, onFilterOwner, onBlock }: Props) {
  const t = useTranslations('myListings');
  return (
    <ListingTable
      label={t('admin.tableLabel')}
      testId="admin-listing"
      listings={listings}
      title={(listing) => <ListingTitle listing={listing} />}
      thumbnailSize={{ row: 52, card: 68 }}
      titleCellSx={{ width: '36%', minWidth: 240 }}
      columns={[
        {
          header: t('columns.owner'),
          cell: (listing) => <OwnerCell listing={listing} onFilterOwner={onFilterOwner} />,
        },
        { header: t('columns.price'), cell: (listing) => <RowPrice listing={listing} /> },
        {
          header: t('columns.status'),
          cell: (listing) => <ListingStatusChips listing={listing} />,
        },
        {
          header: t('columns.created'),
          cell: (listing) => <RowDate value={listing.created_at} />,
        },
        {
          header: t('columns.actions'),
          align: 'right',
          cell: (listing) => <BlockAction listing={listing} onBlock={onBlock} />,
        },
      ]}
      cardFacts={(listing) => (
        <>
          <RowPrice listing={listing} />
          <ListingStatusChips listing={listing} />
        </>
      )}
      cardFoot={(listing) => (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ px: 1.5, py: 1, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <OwnerCell listing={listing} onFilterOwner={onFilterOwner} />
          <Box sx={{ flexShrink: 0 }}>
            <BlockAction listing={listing} onBlock={onBlock} />
          </Box>
        </Stack>
      )}
    />
  );
}
