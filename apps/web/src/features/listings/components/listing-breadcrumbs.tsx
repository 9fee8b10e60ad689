'use client';

import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { routes, type CatalogPathNode, type MarketplaceSection } from '@bazaar/contracts';
import { divisionHref, showroomHref } from '@/lib/listings/listing-links';

interface Props {
  section: MarketplaceSection;
  catalogPath: CatalogPathNode[];
}

/** Where the listing sits: home, its division, then the showrooms of its catalog path. */
export function ListingBreadcrumbs({ section, catalogPath }: Props) {
  const t = useTranslations();
  return (
    <Breadcrumbs
      aria-label={t('listingPage.breadcrumb')}
      sx={{ fontSize: '0.875rem', '& .MuiBreadcrumbs-ol': { rowGap: 0.25 } }}
      data-testid="listing-breadcrumbs"
    >
      <Link component={NextLink} href={routes.home} underline="hover" color="text.secondary">
        {t('listingPage.home')}
      </Link>
      <Link
        component={NextLink}
        href={divisionHref(section)}
        underline="hover"
        color="text.secondary"
      >
        {t(`divisions.${section}.name`)}
      </Link>
      {catalogPath.map((node) => (
        <Link
          key={node.id}
          component={NextLink}
          href={showroomHref(section, node.id)}
          underline="hover"
          color="text.secondary"
        >
          {node.name}
        </Link>
      ))}
    </Breadcrumbs>
  );
}
