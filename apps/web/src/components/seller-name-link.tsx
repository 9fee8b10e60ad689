import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { sellerHref } from '@/lib/listings/listing-links';

interface Props {
  seller: { id: string; display_name: string };
}

/** A seller's name in bold, leading to their page (a listing's seller card, followed sellers). */
export function SellerNameLink({ seller }: Props) {
  return (
    <Link
      component={NextLink}
      href={sellerHref(seller.id)}
      underline="hover"
      color="text.primary"
      sx={{ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
    >
      {seller.display_name}
    </Link>
  );
}
