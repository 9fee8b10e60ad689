'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { catalogChildren, type MarketplaceSection } from '@bazaar/contracts';
import { useCatalogTree } from '@/entities/catalog/get-catalog-tree';
import { sectionHref } from '@/lib/listings/listing-links';
import { useShowroomListings } from '../api/get-showroom-listings';
import { newestListingsParams } from '../browse-state';
import { divisionAdSlots } from '@/entities/advertising/advertising-api';
import { PromotedListings } from '@/components/promoted-listings';
import { CatalogNodeTiles } from './catalog-node-tiles';
import { DiscoveryHeading } from './discovery-heading';
import { ResultsGrid, resultGridSx } from './results-grid';

/** How many categories the division home links to directly. */
const POPULAR_CATEGORIES = 12;

function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A division's home (`/shophub`, `/flea-market`, …): its sections as picture tiles leading to
 * their showrooms, direct links to categories, and the newest listings.
 */
export function DivisionHome({ section }: { section: MarketplaceSection }) {
  const t = useTranslations();
  const tree = useCatalogTree(section);
  const newest = useShowroomListings(newestListingsParams(section));
  const nodes = tree.data?.nodes ?? [];
  const sections = catalogChildren(nodes, null);
  const categories = sections
    .flatMap((parent) =>
      catalogChildren(nodes, parent.id).map((category) => ({ parent, category })),
    )
    .slice(0, POPULAR_CATEGORIES);

  return (
    <Stack spacing={{ xs: 4, md: 5 }} sx={{ maxWidth: 1440, mx: 'auto' }}>
      <DiscoveryHeading
        section={section}
        title={t(`divisions.${section}.name`)}
        subtitle={t(`divisions.${section}.tagline`)}
      />
      <Block title={t('discovery.home.sections')} id="division-sections">
        {tree.data ? (
          <Stack spacing={2.5}>
            <CatalogNodeTiles
              nodes={sections}
              caption={(node) => {
                const count = catalogChildren(nodes, node.id).length;
                return count > 0 ? t('discovery.home.categoryCount', { count }) : null;
              }}
            />
            {categories.length > 0 ? (
              <Stack
                direction="row"
                useFlexGap
                spacing={1}
                sx={{ flexWrap: 'wrap' }}
                component="nav"
                aria-label={t('discovery.home.categories')}
              >
                {categories.map(({ parent, category }) => (
                  <Chip
                    key={category.id}
                    component={Link}
                    href={sectionHref(
                      section,
                      parent.slug,
                      `category=${encodeURIComponent(category.slug)}`,
                    )}
                    clickable
                    variant="outlined"
                    label={category.name}
                  />
                ))}
              </Stack>
            ) : null}
          </Stack>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(auto-fill, minmax(220px, 1fr))',
              },
            }}
          >
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton
                key={index}
                variant="rounded"
                sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: '18px' }}
              />
            ))}
          </Box>
        )}
      </Block>
      <PromotedListings {...divisionAdSlots(section)} gridSx={resultGridSx} />
      <Block title={t('discovery.home.newest')} id="division-newest">
        <ResultsGrid
          listings={newest.data?.pages.flatMap((page) => page.items)}
          isError={newest.isError}
          isStale={false}
          hasMore={newest.hasNextPage}
          isLoadingMore={newest.isFetchingNextPage}
          onLoadMore={() => void newest.fetchNextPage()}
          onRetry={() => void newest.refetch()}
        />
      </Block>
    </Stack>
  );
}
