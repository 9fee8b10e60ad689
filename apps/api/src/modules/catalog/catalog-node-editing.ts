// What the administrators' edits of the catalogue structure share (ADR 0071): a node and a tree
// as they see them, what the audit trail keeps, sibling order and slugs, and the division's lock.
import {
  catalogLevels,
  type AdminCatalogNode,
  type AdminCatalogTree,
  type MarketplaceSection,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { CatalogNodeRow } from '../../db/schema/catalog';
import { ConflictError, NotFoundError } from '../../errors';
import type { AuditService } from '../audit';
import type { PicturesService } from '../pictures';
import type { CatalogCacheSync } from './catalog-cache-sync';
import type {
  CatalogStructureQueries,
  CatalogStructureRepository,
} from './catalog-structure-admin.repository';
import { structureOf } from './catalog-structure-rules';
import type { CatalogService } from './catalog.service';

export interface CatalogStructureAdminDeps {
  repository: CatalogStructureRepository;
  catalog: CatalogService;
  audit: AuditService;
  pictures: PicturesService;
  /** Told after each committed edit: drops the kept trees here and in the other api instances. */
  cacheSync: CatalogCacheSync;
}

export const nodeNotFound = () => new NotFoundError('We could not find this category.');

export function toAdminNode(
  row: CatalogNodeRow,
  listingCounts: Map<string, number>,
): AdminCatalogNode {
  return {
    id: row.id,
    section: row.section,
    parent_id: row.parentId,
    level: row.level,
    name_en: row.name,
    name_de: row.nameDe,
    slug: row.slug,
    image_url: row.imageUrl,
    position: row.position,
    hidden: row.hidden,
    listing_count: listingCounts.get(row.id) ?? 0,
  };
}

/** What the audit trail keeps of a node. */
export function snapshotOf(row: CatalogNodeRow, path: string) {
  return {
    section: row.section,
    parent_id: row.parentId,
    position: row.position,
    name_en: row.name,
    name_de: row.nameDe,
    slug: row.slug,
    path,
    hidden: row.hidden,
    image_url: row.imageUrl,
  };
}

/** Siblings under `parentId` in their order, the node `id` left out. */
export function siblingIds(rows: readonly CatalogNodeRow[], parentId: string | null, id?: string) {
  return rows
    .filter((row) => row.parentId === parentId && row.id !== id)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((row) => row.id);
}

/** Refuses a slug that a sibling under `parentId` already has. */
export function assertSlugFree(
  rows: readonly CatalogNodeRow[],
  parentId: string | null,
  slug: string,
  id?: string,
) {
  const taken = rows.find((row) => row.parentId === parentId && row.slug === slug && row.id !== id);
  if (taken) {
    throw new ConflictError(
      `"${taken.name}" already has the address "${slug}" here. Choose another slug.`,
      { fields: [{ field: 'slug', message: 'This slug is taken here' }] },
    );
  }
}

export async function treeOf(
  queries: CatalogStructureQueries,
  section: MarketplaceSection,
): Promise<AdminCatalogTree> {
  const [rows, counts] = await Promise.all([
    queries.listBySection(section),
    queries.listingCounts(section),
  ]);
  const depth = (row: CatalogNodeRow) => catalogLevels.indexOf(row.level);
  // Stable sort: keeps the sibling order within a level.
  const nodes = [...rows].sort((a, b) => depth(a) - depth(b));
  return { section, nodes: nodes.map((row) => toAdminNode(row, counts)) };
}

export async function nodeOf(queries: CatalogStructureQueries, row: CatalogNodeRow) {
  const counts = await queries.listingCounts(row.section);
  return toAdminNode(row, counts);
}

/**
 * Runs an edit of the division of node `id` under its lock: `edit` gets the node and the
 * division's rows as they are now; the kept trees are dropped once it has committed.
 */
export async function editNode<T>(
  { repository, cacheSync }: Pick<CatalogStructureAdminDeps, 'repository' | 'cacheSync'>,
  id: string,
  edit: (
    queries: CatalogStructureQueries,
    tx: Queryable,
    node: CatalogNodeRow,
    rows: CatalogNodeRow[],
  ) => Promise<T>,
): Promise<T> {
  const found = await repository.findNode(id);
  if (!found) throw nodeNotFound();
  const result = await repository.transaction(async (queries, tx) => {
    await queries.lockDivision(found.section);
    const rows = await queries.listBySection(found.section);
    const node = rows.find((row) => row.id === id);
    if (!node) throw nodeNotFound();
    return edit(queries, tx, node, rows);
  });
  await cacheSync.changed(found.section);
  return result;
}

/** The old slug paths of `id` and everything below it, kept as addresses that redirect. */
export async function keepOldAddresses(
  queries: CatalogStructureQueries,
  rows: readonly CatalogNodeRow[],
  id: string,
) {
  const before = structureOf(rows);
  await queries.keepOldPaths(
    rows.find((row) => row.id === id)!.section,
    before.subtree(id).map((node) => ({ oldPath: before.slugPath(node.id), nodeId: node.id })),
  );
}
