'use client';

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type ProductVariant } from '@bazaar/contracts';

/** A Shop Hub product's variants: name, SKU, own price and stock ("Sold Out" at zero). */
export function ListingVariantsTable({ variants }: { variants: ProductVariant[] }) {
  const t = useTranslations('listingPage.variants');
  const tListings = useTranslations('listings');
  const locale = useLocale();
  return (
    <Box
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: '14px' }}
      data-testid="listing-variants"
    >
      <Table
        size="small"
        sx={{ '& th, & td': { px: { xs: 1.25, sm: 2 } }, '& td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('name')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('sku')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('price')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('stock')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => (
            <TableRow key={variant.id} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {variant.name}
              </TableCell>
              <TableCell
                sx={{
                  color: 'text.secondary',
                  fontFamily: 'monospace',
                  fontSize: { xs: '0.75rem', sm: '0.8125rem' },
                }}
              >
                {variant.sku ?? '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatMoney(variant.price, locale)}
              </TableCell>
              <TableCell align="right">
                {variant.quantity > 0 ? (
                  variant.quantity
                ) : (
                  <Typography
                    component="span"
                    variant="body2"
                    color="error"
                    sx={{ fontWeight: 600 }}
                  >
                    {tListings('soldOut')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
