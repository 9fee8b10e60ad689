import MuiLink from '@mui/material/Link';
import Link from 'next/link';
import { type MarketplaceSection } from '@bazaar/contracts';
import { twoLinesSx } from '@/components/two-lines-sx';
import { listingHref } from '@/lib/listings/listing-links';

interface Props {
  product: { id: string; section: MarketplaceSection; title: string };
  /** A line of a cart (small, one block); otherwise a row's title, cut after two lines. */
  compact?: boolean;
}

/** A product's title leading to its listing page. */
export function ProductTitleLink({ product, compact = false }: Props) {
  return (
    <MuiLink
      component={Link}
      href={listingHref(product.section, product.id)}
      prefetch={false}
      color="text.primary"
      underline="hover"
      variant={compact ? 'body2' : 'inherit'}
      sx={
        compact
          ? { fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }
          : { fontWeight: 700, ...twoLinesSx, overflowWrap: 'anywhere' }
      }
    >
      {product.title}
    </MuiLink>
  );
}
