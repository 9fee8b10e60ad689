import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { type MarketplaceSection } from '@bazaar/contracts';
import { getCatalogNodeQueryOptions } from '@/entities/catalog/get-catalog-node';
import { getServerTranslator } from '@/lib/i18n/server';
import { readableParams, type PageSearchParams } from '@/lib/search/page-params';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { mapTiles } from '@/lib/site-config';
import { readBrowseState } from '../browse-state';
import { ShowroomPage } from '../components/showroom-page';
import { fetchPageSubject, prefetchResults } from './server-fetch';

/** The showroom's node, or the 404 page for an address that names none of this division. */
async function showroomNode(section: MarketplaceSection, nodeId: string) {
  if (!z.uuid().safeParse(nodeId).success) notFound();
  const detail = await fetchPageSubject(
    getServerQueryClient(),
    getCatalogNodeQueryOptions(nodeId, { context: await getServerRequestContext() }),
  );
  if (detail && detail.node.section !== section) notFound();
  return detail;
}

export async function showroomMetadata(
  section: MarketplaceSection,
  nodeId: string,
): Promise<Metadata> {
  const t = await getServerTranslator();
  const detail = await showroomNode(section, nodeId);
  const division = t(`divisions.${section}.name`);
  if (!detail) return { title: division };
  return {
    title: `${detail.node.name} · ${division}`,
    description: t('discovery.meta.showroomDescription', { name: detail.node.name, division }),
  };
}

interface Props {
  section: MarketplaceSection;
  nodeId: string;
  searchParams: PageSearchParams;
}

/** A node's showroom, rendered on the server with the results its address asks for. */
export async function ShowroomScreen({ section, nodeId, searchParams }: Props) {
  await showroomNode(section, nodeId);
  const queryClient = getServerQueryClient();
  const context = await getServerRequestContext();
  const state = readBrowseState(readableParams(searchParams));
  await prefetchResults(queryClient, section, nodeId, state, context);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ShowroomPage section={section} nodeId={nodeId} tiles={mapTiles()} />
    </HydrationBoundary>
  );
}
