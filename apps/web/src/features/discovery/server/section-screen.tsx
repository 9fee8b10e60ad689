import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isEmptyFilterState, isSearchEnabled, type MarketplaceSection } from '@bazaar/contracts';
import { getCatalogTreeQueryOptions } from '@/entities/catalog/get-catalog-tree';
import { getServerTranslator } from '@/lib/i18n/server';
import { readableParams, type PageSearchParams } from '@/lib/search/page-params';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { mapTiles } from '@/lib/site-config';
import { readBrowseState, type BrowseState } from '../browse-state';
import { sectionScope } from '../catalog-scope';
import { SectionPage } from '../components/section-page';
import { fetchPageSubject, prefetchResults } from './server-fetch';

/** The section page's place in the tree, or the 404 page for a slug that names no section. */
async function sectionPageScope(section: MarketplaceSection, slug: string, state: BrowseState) {
  const tree = await fetchPageSubject(
    getServerQueryClient(),
    getCatalogTreeQueryOptions(section, { context: await getServerRequestContext() }),
  );
  if (!tree) return null;
  const scope = sectionScope(tree.nodes, slug, state);
  if (!scope) notFound();
  return scope;
}

export async function sectionMetadata(
  section: MarketplaceSection,
  slug: string,
  searchParams: PageSearchParams,
): Promise<Metadata> {
  const t = await getServerTranslator();
  const state = readBrowseState(readableParams(searchParams));
  const scope = await sectionPageScope(section, slug, state);
  const division = t(`divisions.${section}.name`);
  if (!scope) return { title: division };
  const name = scope.scope.name;
  return {
    title: isSearchEnabled(state.search)
      ? t('discovery.meta.searchTitle', { search: state.search, name, division })
      : `${name} · ${division}`,
    description: t('discovery.meta.sectionDescription', { name, division }),
    // Searched and filtered variants of a section are for sharing, not for search engines.
    ...(isSearchEnabled(state.search) || !isEmptyFilterState(state.filters)
      ? { robots: { index: false, follow: true } }
      : {}),
  };
}

interface Props {
  section: MarketplaceSection;
  slug: string;
  searchParams: PageSearchParams;
}

/** A section's result page, rendered on the server with the results its address asks for. */
export async function SectionScreen({ section, slug, searchParams }: Props) {
  const state = readBrowseState(readableParams(searchParams));
  const scope = await sectionPageScope(section, slug, state);
  if (scope) {
    const queryClient = getServerQueryClient();
    const context = await getServerRequestContext();
    await prefetchResults(queryClient, section, scope.scope.id, state, context);
  }
  return (
    <HydrationBoundary state={dehydrate(getServerQueryClient())}>
      <SectionPage section={section} sectionSlug={slug} tiles={mapTiles()} />
    </HydrationBoundary>
  );
}
