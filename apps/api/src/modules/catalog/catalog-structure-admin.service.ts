import {
  catalogLevels,
  divisionOf,
  type AdminCatalogNode,
  type AdminCatalogTree,
  type CreateCatalogNodeBody,
  type MarketplaceSection,
  type MovedCatalogNode,
  type PlaceCatalogNodeBody,
  type RenameCatalogNodeBody,
  type SupportedLocale,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { CatalogNodeRow } from '../../db/schema/catalog';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import type { AuditService } from '../audit';
import type { PicturesService } from '../pictures';
import type { CatalogCacheSync } from './catalog-cache-sync';
import type {
  CatalogStructureQueries,
  CatalogStructureRepository,
} from './catalog-structure-admin.repository';
import { levelAt, structureOf } from './catalog-structure-rules';
import type { CatalogService } from './catalog.service';

export interface CatalogStructureAdminDeps {
  repository: CatalogStructureRepository;
  catalog: CatalogService;
  audit: AuditService;
  pictures: PicturesService;
  /** Told after each committed edit: drops the kept trees here and in the other api instances. */
  cacheSync: CatalogCacheSync;
}

const nodeNotFound = () => new NotFoundError('We could not find this category.');

function toAdminNode(row: CatalogNodeRow, listingCounts: Map<string, number>): AdminCatalogNode {
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
function snapshotOf(row: CatalogNodeRow, path: string) {
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
function siblingIds(rows: readonly CatalogNodeRow[], parentId: string | null, id?: string) {
  return rows
    .filter((row) => row.parentId === parentId && row.id !== id)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((row) => row.id);
}

/** Refuses a slug that a sibling under `parentId` already has. */
function assertSlugFree(
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

/**
 * The administrators' catalogue structure (ADR 0071): each division's tree with its hidden
 * nodes; adding, renaming, moving and reordering, hiding and pictures. Every edit runs under the
 * division's lock in one transaction with its audit entry; a move or a new slug remembers the old
 * addresses of the node and everything below it, and the kept trees are dropped everywhere after
 * the commit. Listings reference their node by id, so they follow a move as they are.
 */
export function createCatalogStructureAdminService(deps: CatalogStructureAdminDeps) {
  const { repository, audit, cacheSync } = deps;

  async function treeOf(
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

  async function nodeOf(queries: CatalogStructureQueries, row: CatalogNodeRow) {
    const counts = await queries.listingCounts(row.section);
    return toAdminNode(row, counts);
  }

  /**
   * Runs an edit of the division of node `id` under its lock: `edit` gets the node and the
   * division's rows as they are now; the kept trees are dropped once it has committed.
   */
  async function editNode<T>(
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
  async function keepOldAddresses(
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

  return {
    /** GET /admin/catalog/nodes: the whole tree of a division, hidden nodes included. */
    async tree(section: MarketplaceSection): Promise<AdminCatalogTree> {
      return treeOf(repository, section);
    },

    /** POST /admin/catalog/nodes: a new node, last among its siblings. */
    async create(body: CreateCatalogNodeBody, actor: AuditActor): Promise<AdminCatalogNode> {
      const { section } = body;
      const result = await repository.transaction(async (queries, tx) => {
        await queries.lockDivision(section);
        const rows = await queries.listBySection(section);
        const structure = structureOf(rows);
        let depth = 0;
        if (body.parent_id !== null) {
          const parent = structure.byId.get(body.parent_id);
          if (!parent) {
            throw new ValidationError(
              [{ field: 'parent_id', message: 'Choose a parent of this division' }],
              `The parent is not a category of ${divisionOf(section).name}.`,
            );
          }
          depth = structure.depthOf(parent.id) + 1;
        }
        const level = levelAt(depth);
        if (!level) {
          throw new ValidationError(
            [{ field: 'parent_id', message: 'A subcategory cannot have children' }],
            'The catalogue has three levels: a subcategory cannot have children.',
          );
        }
        assertSlugFree(rows, body.parent_id, body.slug);
        const row = await queries.insertNode({
          section,
          parentId: body.parent_id,
          level,
          name: body.name_en,
          nameDe: body.name_de,
          slug: body.slug,
          position: siblingIds(rows, body.parent_id).length,
        });
        await audit.record(
          {
            ...actor,
            action: 'catalog_node.create',
            subject: { type: 'catalog_node', id: row.id },
            after: snapshotOf(row, structureOf([...rows, row]).slugPath(row.id)),
          },
          tx,
        );
        return nodeOf(queries, row);
      });
      await cacheSync.changed(section);
      return result;
    },

    /** PATCH /admin/catalog/nodes/{id}: names in both locales and the slug. */
    rename(id: string, body: RenameCatalogNodeBody, actor: AuditActor): Promise<AdminCatalogNode> {
      return editNode(id, async (queries, tx, node, rows) => {
        assertSlugFree(rows, node.parentId, body.slug, id);
        if (body.slug !== node.slug) await keepOldAddresses(queries, rows, id);
        const path = structureOf(rows).slugPath(id);
        const row = await queries.updateNode(id, {
          name: body.name_en,
          nameDe: body.name_de,
          slug: body.slug,
        });
        await audit.record(
          {
            ...actor,
            action: 'catalog_node.rename',
            subject: { type: 'catalog_node', id },
            before: snapshotOf(node, path),
            after: snapshotOf(
              row,
              structureOf(rows.map((r) => (r.id === id ? row : r))).slugPath(id),
            ),
          },
          tx,
        );
        return nodeOf(queries, row);
      });
    },

    /**
     * PUT /admin/catalog/nodes/{id}/place: under another parent of the same division, or to
     * another place among its siblings. Refused: a parent of another division, a place below
     * itself, more than three levels, a slug its new siblings already have.
     */
    place(id: string, body: PlaceCatalogNodeBody, actor: AuditActor): Promise<AdminCatalogTree> {
      return editNode(id, async (queries, tx, node, rows) => {
        const structure = structureOf(rows);
        const parentId = body.parent_id;
        let depth = 0;
        if (parentId !== null) {
          if (!structure.byId.has(parentId)) {
            const elsewhere = await queries.findNode(parentId);
            if (!elsewhere) throw nodeNotFound();
            throw new ValidationError(
              [{ field: 'parent_id', message: 'Choose a parent of the same division' }],
              `A category moves within its own division only: "${node.name}" stays in ${divisionOf(node.section).name}.`,
            );
          }
          if (structure.isWithin(parentId, id)) {
            throw new ValidationError(
              [{ field: 'parent_id', message: 'A category cannot move below itself' }],
              `"${node.name}" cannot move below itself or one of its own subcategories.`,
            );
          }
          depth = structure.depthOf(parentId) + 1;
        }
        if (!levelAt(depth + structure.heightOf(id))) {
          throw new ValidationError(
            [{ field: 'parent_id', message: 'Too deep for the catalogue' }],
            `The catalogue has three levels: "${node.name}" and what lies below it do not fit there.`,
          );
        }
        const moved = parentId !== node.parentId;
        const beforePath = structure.slugPath(id);
        if (moved) {
          assertSlugFree(rows, parentId, node.slug, id);
          await keepOldAddresses(queries, rows, id);
          // The node and everything below it take the levels of their new depth.
          for (const below of structure.subtree(id)) {
            const level = levelAt(depth + structure.depthOf(below.id) - structure.depthOf(id))!;
            await queries.updateNode(below.id, {
              level,
              ...(below.id === id ? { parentId } : {}),
            });
          }
          await queries.setPositions(siblingIds(rows, node.parentId, id));
        }
        const siblings = siblingIds(rows, parentId, id);
        siblings.splice(Math.min(body.index, siblings.length), 0, id);
        await queries.setPositions(siblings);
        const row = (await queries.findNode(id))!;
        const after = structureOf(await queries.listBySection(node.section));
        await audit.record(
          {
            ...actor,
            action: moved ? 'catalog_node.move' : 'catalog_node.reorder',
            subject: { type: 'catalog_node', id },
            before: snapshotOf(node, beforePath),
            after: snapshotOf(row, after.slugPath(id)),
          },
          tx,
        );
        return treeOf(queries, node.section);
      });
    },

    /**
     * PUT /admin/catalog/nodes/{id}/visibility: a hidden node leaves menus, forms and the tree
     * visitors get, with everything below it; its listings stay where they are and reachable.
     */
    setHidden(id: string, hidden: boolean, actor: AuditActor): Promise<AdminCatalogNode> {
      return editNode(id, async (queries, tx, node, rows) => {
        const row = await queries.updateNode(id, { hidden });
        const path = structureOf(rows).slugPath(id);
        await audit.record(
          {
            ...actor,
            action: hidden ? 'catalog_node.hide' : 'catalog_node.show',
            subject: { type: 'catalog_node', id },
            before: snapshotOf(node, path),
            after: snapshotOf(row, path),
          },
          tx,
        );
        return nodeOf(queries, row);
      });
    },

    /** POST /admin/catalog/nodes/{id}/image: a picture checked as account pictures are. */
    async setImage(id: string, file: UploadedFile, actor: AuditActor): Promise<AdminCatalogNode> {
      if (!(await repository.findNode(id))) throw nodeNotFound();
      const url = await deps.pictures.storeCatalogNodePicture(actor.actor.id, file);
      let replaced: string | null = null;
      try {
        const result = await editNode(id, async (queries, tx, node, rows) => {
          replaced = node.imageUrl;
          const row = await queries.updateNode(id, { imageUrl: url });
          const path = structureOf(rows).slugPath(id);
          await audit.record(
            {
              ...actor,
              action: 'catalog_node.set_image',
              subject: { type: 'catalog_node', id },
              before: snapshotOf(node, path),
              after: snapshotOf(row, path),
            },
            tx,
          );
          return nodeOf(queries, row);
        });
        await deps.pictures.remove(replaced);
        return result;
      } catch (error) {
        await deps.pictures.remove(url);
        throw error;
      }
    },

    /**
     * GET /catalog/moved-nodes: where the node is now that had the section-page address `path`
     * (its slugs from the section down) before a move or a new slug; 404 when none had it.
     */
    async movedNode(
      section: MarketplaceSection,
      path: string,
      locale: SupportedLocale,
    ): Promise<MovedCatalogNode> {
      const nodeId = await repository.nodeOnceAt(section, path);
      if (!nodeId) throw nodeNotFound();
      const detail = await deps.catalog.nodeDetail(nodeId, locale);
      return { node: detail.node, path: [...detail.path] };
    },
  };
}

export type CatalogStructureAdminService = ReturnType<typeof createCatalogStructureAdminService>;
