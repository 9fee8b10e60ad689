'use client';

import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { type OwnerListingRow } from '@bazaar/contracts';
import { useOwnerRevision } from '@/entities/listing-revision/listing-revisions-api';
import { ownerTitleHref } from '../listing-state';
import { RowDate, RowPrice, RowStock } from './listing-row-facts';
import { ListingStatusChips } from './listing-status-chips';
import { OwnerListingActions } from './owner-listing-actions';
import { titleClampSx } from './list-layout';
import { ListingTable } from './listing-table';

interface Props {
  listings: OwnerListingRow[];
}

function TitleLink({ listing }: { listing: OwnerListingRow }) {
  return (
    <MuiLink
      component={Link}
      href={ownerTitleHref(listing)}
      prefetch={false}
      color="text.primary"
      underline="hover"
      sx={{ ...titleClampSx, fontWeight: 600 }}
    >
      {listing.title}
    </MuiLink>
  );
}

/** A row's status, with the revision an administrator asked of it (one shared list). */
function OwnerStatusChips({ listing }: { listing: OwnerListingRow }) {
  return <ListingStatusChips listing={listing} revision={useOwnerRevision(listing.id)} />;
}

/** The owner's listings: a table on wide screens, stacked cards on phones. */
export function OwnerListingList({ listings }: Props) {
  const t = useTranslations('myListings');
  return (
    <ListingTable
      label={t('tableLabel')}
      testId="my-listing"
      listings={listings}
      title={(listing) => <TitleLink listing={listing} />}
      thumbnailSize={{ row: 56, card: 76 }}
      columns={[
        { header: t('columns.price'), cell: (listing) => <RowPrice listing={listing} /> },
        {
          header: t('columns.status'),
          cell: (listing) => <OwnerStatusChips listing={listing} />,
        },
        { header: t('columns.stock'), cell: (listing) => <RowStock listing={listing} /> },
        {
          header: t('columns.updated'),
          cell: (listing) => <RowDate value={listing.updated_at} />,
        },
        {
          header: t('columns.actions'),
          align: 'right',
          cell: (listing) => <OwnerListingActions listing={listing} variant="icons" />,
        },
      ]}
      cardFacts={(listing) => (
        <>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}
          >
            <RowPrice listing={listing} />
            <RowStock listing={listing} />
          </Stack>
          <OwnerStatusChips listing={listing} />
          <Typography variant="caption" color="text.secondary">
            {t('updated')} <RowDate value={listing.updated_at} variant="inherit" />
          </Typography>
        </>
      )}
      cardFoot={(listing) => (
        <Box sx={{ px: 0.5, py: 0.25 }}>
          <OwnerListingActions listing={listing} variant="buttons" />
        </Box>
      )}
    />
  );
}
