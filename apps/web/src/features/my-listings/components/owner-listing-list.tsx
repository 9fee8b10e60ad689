'use client';

import Box from '@mui/material/Box';
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
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { type OwnerListingRow } from '@bazaar/contracts';
import { ownerTitleHref } from '../listing-state';
import { RowDate, RowPrice, RowStock } from './listing-row-facts';
import { ListingStatusChips } from './listing-status-chips';
import { OwnerListingActions } from './owner-listing-actions';
import { listingCardsSx, listingTableSx, titleClampSx } from './list-layout';
import { ListingThumbnail } from '@/components/listing-thumbnail';

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

/** The owner's listings: a table on wide screens, stacked cards on phones. */
export function OwnerListingList({ listings }: Props) {
  const t = useTranslations('myListings');
  return (
    <>
      <TableContainer sx={listingTableSx}>
        <Table aria-label={t('tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.listing')}</TableCell>
              <TableCell>{t('columns.price')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell>{t('columns.stock')}</TableCell>
              <TableCell>{t('columns.updated')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listings.map((listing) => (
              <TableRow key={listing.id} hover data-testid="my-listing">
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <ListingThumbnail title={listing.title} image={listing.image} size={56} />
                    <TitleLink listing={listing} />
                  </Stack>
                </TableCell>
                <TableCell>
                  <RowPrice listing={listing} />
                </TableCell>
                <TableCell>
                  <ListingStatusChips listing={listing} />
                </TableCell>
                <TableCell>
                  <RowStock listing={listing} />
                </TableCell>
                <TableCell>
                  <RowDate value={listing.updated_at} />
                </TableCell>
                <TableCell align="right">
                  <OwnerListingActions listing={listing} variant="icons" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Box component="ul" aria-label={t('tableLabel')} sx={listingCardsSx}>
        {listings.map((listing) => (
          <Card component="li" key={listing.id} data-testid="my-listing-card">
            <Stack direction="row" spacing={1.5} sx={{ p: 1.5 }}>
              <ListingThumbnail title={listing.title} image={listing.image} size={76} />
              <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
                <TitleLink listing={listing} />
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}
                >
                  <RowPrice listing={listing} />
                  <RowStock listing={listing} />
                </Stack>
                <ListingStatusChips listing={listing} />
                <Typography variant="caption" color="text.secondary">
                  {t('updated')} <RowDate value={listing.updated_at} variant="inherit" />
                </Typography>
              </Stack>
            </Stack>
            <Divider />
            <Box sx={{ px: 0.5, py: 0.25 }}>
              <OwnerListingActions listing={listing} variant="buttons" />
            </Box>
          </Card>
        ))}
      </Box>
    </>
  );
}
