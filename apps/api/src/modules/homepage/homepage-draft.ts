// The draft as administrators see it: each entry with what it features and whether it shows.
import type { HomepageDraft, HomepageEntry } from '@bazaar/contracts';
import type { HomepageEntryRow } from '../../db/schema/homepage';
import { visibleNodes } from './homepage-content';
import { canonical, toPublished, type HomepageServiceDeps } from './homepage-entries';

/** The draft's entries as administrators see them: with what they feature and whether it shows. */
async function toAdminEntries(
  deps: HomepageServiceDeps,
  rows: HomepageEntryRow[],
): Promise<HomepageEntry[]> {
  const listingIds = rows.flatMap((row) => (row.listingId ? [row.listingId] : []));
  const [nodes, listingRows] = await Promise.all([
    visibleNodes(
      deps,
      rows.flatMap((row) => (row.kind === 'featured_node' && row.section ? [row.section] : [])),
      'en',
    ),
    listingIds.length > 0 ? deps.repository.listingLabels(listingIds) : Promise.resolve([]),
  ]);
  const listingsById = new Map(listingRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const node = row.catalogNodeId ? nodes.get(row.catalogNodeId) : undefined;
    const listing = row.listingId ? listingsById.get(row.listingId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      locale: row.locale,
      section: row.section,
      text: row.text,
      link: row.link,
      picture_url: row.pictureUrl,
      catalog_node_id: row.catalogNodeId,
      listing_id: row.listingId,
      label: node?.name ?? listing?.title ?? null,
      available:
        row.kind === 'banner'
          ? row.pictureUrl !== null
          : row.kind === 'featured_node'
            ? node !== undefined && node.section === row.section
            : listing !== undefined && listing.isPublic && listing.section === row.section,
      shows_from: row.showsFrom?.toISOString() ?? null,
      shows_until: row.showsUntil?.toISOString() ?? null,
      position: row.position,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function toAdminEntry(
  deps: HomepageServiceDeps,
  row: HomepageEntryRow,
): Promise<HomepageEntry> {
  const [entry] = await toAdminEntries(deps, [row]);
  return entry!;
}

/** GET /admin/homepage: the draft, when it was published and whether it changed since. */
export async function draftOf(deps: HomepageServiceDeps): Promise<HomepageDraft> {
  const [rows, publication] = await Promise.all([
    deps.repository.listEntries(),
    deps.repository.latestPublication(),
  ]);
  return {
    entries: await toAdminEntries(deps, rows),
    published_at: publication?.publishedAt.toISOString() ?? null,
    unpublished_changes: canonical(rows.map(toPublished)) !== canonical(publication?.entries ?? []),
  };
}
