import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { isEmptyFilterState, isSearchEnabled, type MarketplaceSection } from '@bazaar/contracts';
import { getCatalogTreeQueryOptions } from '@/entities/catalog/get-catalog-tree';
import { getMovedCatalogNode } from '@/entities/catalog/get-moved-catalog-node';
import { sectionHref } from '@/lib/listings/listing-links';
import { getServerTranslator } from '@/lib/i18n/server';
import { readableParams, type PageSearchParams } from '@/lib/search/page-params';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { mapTiles } from '@/lib/site-config';
import { browseQueryString, readBrowseState, type BrowseState } from '../browse-state';
import { sectionScope } from '../catalog-scope';
import { movedAddress, oldSlugPaths } from '../moved-address';
import { SectionPage } from '../components/section-page';
import { fetchPageSubject, prefetchResults } from './server-fetch';

/**
 * An address of a node that an administrator moved or gave a new slug answers a permanent
 * redirect to where the node is now (ADR 0071); nothing happens for an address no node had.
 */
async function redirectFromOldAddress(
  section: MarketplaceSection,
  paths: readonly string[],
  state: BrowseState,
): Promise<void> {
  const context = await getServerRequestContext();
  for (const path of paths) {
    const moved = await getMovedCatalogNode(section, path, { context }).catch(() => null);
    const address = moved && movedAddress(moved.path, state);
    if (address) {
      permanentRedirect(
        sectionHref(section, address.sectionSlug, browseQueryString(address.state)),
      );
    }
  }
}

/**
 * The section page's place in the tree; an old address of a moved node redirects, and a slug that
 * names no section (nor ever did) is the 404 page.
 */
async function sectionPageScope(section: MarketplaceSection, slug: string, state: BrowseState) {
  const tree = await fetchPageSubject(
    getServerQueryClient(),
    getCatalogTreeQueryOptions(section, { context: await getServerRequestContext() }),
  );
  if (!tree) return null;
  const scope = sectionScope(tree.nodes, slug, state);
  if (!scope) await redirectFromOldAddress(section, oldSlugPaths(slug, state.category), state);
  else if (state.category && !scope.category) {
    // The section is where it was; only its category may have moved away.
    await redirectFromOldAddress(section, [`${slug}/${state.category}`], state);
  }
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
