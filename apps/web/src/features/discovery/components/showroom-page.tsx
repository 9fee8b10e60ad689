'use client';

import Stack from '@mui/material/Stack';
import { useTranslations } from 'use-intl';
import { catalogChildren, type MarketplaceSection } from '@bazaar/contracts';
import { useCatalogNode } from '@/entities/catalog/get-catalog-node';
import { divisionHref, showroomHref } from '@/lib/listings/listing-links';
import { type MapTiles } from '@/lib/site-config';
import { CatalogNodeTiles } from './catalog-node-tiles';
import { DiscoveryBreadcrumbs } from './discovery-breadcrumbs';
import { DiscoveryHeading } from './discovery-heading';
import { ResultsView } from './results-view';
import { CatalogLoadingState } from './catalog-loading-state';

interface Props {
  section: MarketplaceSection;
  nodeId: string;
  tiles: MapTiles | null;
}

/** A catalog node's showroom: where it lies, the nodes below it and its listings. */
export function ShowroomPage({ section, nodeId, tiles }: Props) {
  const t = useTranslations();
  const detail = useCatalogNode(nodeId);

  if (!detail.data) {
    return (
      <CatalogLoadingState
        failed={detail.isError}
        message={t('discovery.showroom.unavailable')}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const { node, path, children } = detail.data;
  const crumbs = [
    { label: t(`divisions.${section}.name`), href: divisionHref(section) },
    ...path
      .filter((ancestor) => ancestor.id !== node.id)
      .map((ancestor) => ({ label: ancestor.name, href: showroomHref(section, ancestor.id) })),
    { label: node.name },
  ];

  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 1440, mx: 'auto' }}>
      <DiscoveryHeading
        section={section}
        title={node.name}
        above={<DiscoveryBreadcrumbs crumbs={crumbs} />}
      />
      {children.length > 0 ? (
        <CatalogNodeTiles nodes={catalogChildren(children, node.id)} size="compact" />
      ) : null}
      <ResultsView section={section} nodeId={node.id} tiles={tiles} />
    </Stack>
  );
}
