// What visitors see of the home page, now or (in the administrators' preview) at any moment.
import {
  divisions,
  isScheduledAt,
  nextScheduleBoundary,
  type CatalogNode,
  type HomepageContent,
  type ListingCard,
  type MarketplaceSection,
  type SupportedLocale,
} from '@bazaar/contracts';
import { toListingCard } from '../listings';
import { scheduleOf, toPublished, type HomepageServiceDeps } from './homepage-entries';
import type { PublishedHomepageEntry } from './homepage.repository';

/** Visible nodes of these divisions by id, named in `locale` (the catalog keeps the trees). */
export async function visibleNodes(
  { catalog }: Pick<HomepageServiceDeps, 'catalog'>,
  sections: Iterable<MarketplaceSection>,
  locale: SupportedLocale,
) {
  const nodes = new Map<string, CatalogNode>();
  for (const section of new Set(sections)) {
    for (const node of (await catalog.tree(section, locale)).nodes) nodes.set(node.id, node);
  }
  return nodes;
}

/** Public cards of these listings by id; listings visitors may not see are missing. */
async function publicCards(
  { repository, listings }: HomepageServiceDeps,
  ids: string[],
): Promise<Map<string, ListingCard>> {
  if (ids.length === 0) return new Map();
  const [rows, covers] = await Promise.all([
    repository.publicListingCards(ids),
    listings.coverPictures(ids),
  ]);
  return new Map(
    rows.map((row) => {
      const cover = covers.get(row.id);
      return [row.id, toListingCard(row, cover ? { url: cover.url, alt: cover.alt } : null)];
    }),
  );
}

/** What the home page shows of `entries` at the moment `at`, for a visitor of `locale`. */
async function contentAt(
  deps: HomepageServiceDeps,
  entries: readonly PublishedHomepageEntry[],
  at: Date,
  locale: SupportedLocale,
): Promise<HomepageContent> {
  const relevant = entries.filter((entry) => entry.kind !== 'banner' || entry.locale === locale);
  const shown = relevant
    .filter((entry) => isScheduledAt(scheduleOf(entry), at))
    .sort((a, b) => a.position - b.position);
  const featured = shown.filter((entry) => entry.kind !== 'banner');
  const [nodes, cards] = await Promise.all([
    visibleNodes(
      deps,
      featured.filter((entry) => entry.kind === 'featured_node').map((entry) => entry.section!),
      locale,
    ),
    publicCards(
      deps,
      featured.flatMap((entry) => (entry.kind === 'featured_listing' ? [entry.listingId!] : [])),
    ),
  ]);
  const next = nextScheduleBoundary(relevant.map(scheduleOf), at);
  return {
    locale,
    banners: shown.flatMap((entry) =>
      entry.kind === 'banner' && entry.pictureUrl
        ? [{ id: entry.id, text: entry.text!, link: entry.link!, picture_url: entry.pictureUrl }]
        : [],
    ),
    divisions: divisions
      .map(({ section }) => {
        const ofDivision = featured.filter((entry) => entry.section === section);
        return {
          section,
          nodes: ofDivision.flatMap((entry) => {
            const node = entry.kind === 'featured_node' && nodes.get(entry.catalogNodeId!);
            return node && node.section === section
              ? [{ id: node.id, name: node.name, image_url: node.image_url }]
              : [];
          }),
          listings: ofDivision.flatMap((entry) => {
            const card = entry.kind === 'featured_listing' && cards.get(entry.listingId!);
            return card && card.section === section ? [card] : [];
          }),
        };
      })
      .filter((division) => division.nodes.length > 0 || division.listings.length > 0),
    next_change_at: next?.toISOString() ?? null,
  };
}

/** GET /homepage: what a visitor of `locale` sees now. */
export async function visitorContent(
  deps: HomepageServiceDeps,
  locale: SupportedLocale,
): Promise<HomepageContent> {
  const publication = await deps.repository.latestPublication();
  return contentAt(deps, publication?.entries ?? [], deps.clock.now(), locale);
}

/** GET /admin/homepage/preview: the draft as a visitor of `locale` would see it at `at`. */
export async function previewContent(
  deps: HomepageServiceDeps,
  at: Date,
  locale: SupportedLocale,
): Promise<HomepageContent> {
  const rows = await deps.repository.listEntries();
  return contentAt(deps, rows.map(toPublished), at, locale);
}
