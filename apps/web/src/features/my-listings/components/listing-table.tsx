'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { type SxProps, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { ListingThumbnail } from '@/components/listing-thumbnail';
import { listingCardsSx, listingTableSx } from './list-layout';

interface ListedListing {
  id: string;
  title: string;
  image: { thumbnail_url: string; alt: string } | null;
}

/** A column after the listing's own (picture and title). */
export interface ListingColumn<Listing> {
  header: string;
  align?: 'right';
  cell: (listing: Listing) => ReactNode;
}

/**
 * Listings as a table on wide screens and as stacked cards on phones (see list-layout.ts): the
 * picture and title lead both; the caller fills the other columns, the card's facts and its foot.
 */
export function ListingTable<Listing extends ListedListing>({
  label,
  testId,
  listings,
  title,
  thumbnailSize,
  titleCellSx,
  columns,
  cardFacts,
  cardFoot,
}: {
  /** Names the table and the card list for screen readers. */
  label: string;
  /** A row's test id; a card's adds `-card`. */
  testId: string;
  listings: Listing[];
  title: (listing: Listing) => ReactNode;
  thumbnailSize: { row: number; card: number };
  titleCellSx?: SxProps<Theme>;
  columns: ListingColumn<Listing>[];
  /** Under the title on a card. */
  cardFacts: (listing: Listing) => ReactNode;
  /** Below the card's divider. */
  cardFoot: (listing: Listing) => ReactNode;
}) {
  const t = useTranslations('myListings');
  return (
    <>
      <TableContainer sx={listingTableSx}>
        <Table aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.listing')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {listings.map((listing) => (
              <TableRow key={listing.id} hover data-testid={testId}>
                <TableCell sx={titleCellSx}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <ListingThumbnail
                      title={listing.title}
                      image={listing.image}
                      size={thumbnailSize.row}
                    />
                    {title(listing)}
                  </Stack>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.cell(listing)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Box component="ul" aria-label={label} sx={listingCardsSx}>
        {listings.map((listing) => (
          <Card component="li" key={listing.id} data-testid={`${testId}-card`}>
            <Stack direction="row" spacing={1.5} sx={{ p: 1.5 }}>
              <ListingThumbnail
                title={listing.title}
                image={listing.image}
                size={thumbnailSize.card}
              />
              <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
                {title(listing)}
                {cardFacts(listing)}
              </Stack>
            </Stack>
            <Divider />
            {cardFoot(listing)}
          </Card>
        ))}
      </Box>
    </>
  );
}
