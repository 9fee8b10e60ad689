'use client';

import BlockRounded from '@mui/icons-material/BlockRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { useTranslations } from 'use-intl';
import { type AdminListingRow } from '@bazaar/contracts';
import { listingHref } from '@/lib/listings/listing-links';
import { useSetListingBlocked } from '../api/set-listing-blocked';
import { isPublicListing, mayBlock } from '../listing-state';
import { listingCardsSx, listingTableSx, titleClampSx } from './list-layout';
import { RowDate, RowPrice } from './listing-row-facts';
import { ListingStatusChips } from './listing-status-chips';
import { ListingThumbnail } from '@/components/listing-thumbnail';

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
    <>
      <TableContainer sx={listingTableSx}>
        <Table aria-label={t('admin.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.listing')}</TableCell>
              <TableCell>{t('columns.owner')}</TableCell>
              <TableCell>{t('columns.price')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell>{t('columns.created')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listings.map((listing) => (
              <TableRow key={listing.id} hover data-testid="admin-listing">
                <TableCell sx={{ width: '36%', minWidth: 240 }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <ListingThumbnail title={listing.title} image={listing.image} size={52} />
                    <ListingTitle listing={listing} />
                  </Stack>
                </TableCell>
                <TableCell>
                  <OwnerCell listing={listing} onFilterOwner={onFilterOwner} />
                </TableCell>
                <TableCell>
                  <RowPrice listing={listing} />
                </TableCell>
                <TableCell>
                  <ListingStatusChips listing={listing} />
                </TableCell>
                <TableCell>
                  <RowDate value={listing.created_at} />
                </TableCell>
                <TableCell align="right">
                  <BlockAction listing={listing} onBlock={onBlock} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Box component="ul" aria-label={t('admin.tableLabel')} sx={listingCardsSx}>
        {listings.map((listing) => (
          <Card component="li" key={listing.id} data-testid="admin-listing-card">
            <Stack direction="row" spacing={1.5} sx={{ p: 1.5 }}>
              <ListingThumbnail title={listing.title} image={listing.image} size={68} />
              <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
                <ListingTitle listing={listing} />
                <RowPrice listing={listing} />
                <ListingStatusChips listing={listing} />
              </Stack>
            </Stack>
            <Divider />
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
          </Card>
        ))}
      </Box>
    </>
  );
}
