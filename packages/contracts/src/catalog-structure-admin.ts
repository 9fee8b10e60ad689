import { z } from 'zod';
import { catalogNode } from './catalog';
import { catalogLevels } from './catalog-tree';
import { marketplaceSections } from './enums';

/**
 * The administrators' catalogue structure (issue 21, ADR 0071): each division's tree with its
 * hidden nodes, and the edits made to it.
 *
 * Routes (ADMIN, SUPER_ADMIN):
 * - `GET /api/admin/catalog/nodes?section=` → {@link adminCatalogTree}
 * - `POST /api/admin/catalog/nodes` ({@link createCatalogNodeBody}) → {@link adminCatalogNode}
 * - `PATCH /api/admin/catalog/nodes/{id}` ({@link renameCatalogNodeBody}) → the node
 * - `PUT /api/admin/catalog/nodes/{id}/place` ({@link placeCatalogNodeBody}) → the tree
 * - `PUT /api/admin/catalog/nodes/{id}/visibility` ({@link catalogNodeVisibilityBody}) → the node
 * - `POST /api/admin/catalog/nodes/{id}/image` (multipart `file`) → the node
 *
 * Public: `GET /api/catalog/moved-nodes?section=&path=` ({@link movedCatalogNodeQuery}) → where
 * the node that had that address is now ({@link movedCatalogNode}).
 */

/** A node's slug: lower-case ASCII words joined by dashes ("Home & Garden" → home-and-garden). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug: lower-case ASCII words joined by single dashes, as addresses carry it. */
export const catalogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATALOG_SLUG_MAX = 120;
export const CATALOG_NODE_NAME_MAX = 80;

const nodeName = z
  .string()
  .trim()
  .min(1, { error: 'Complete this field, please' })
  .max(CATALOG_NODE_NAME_MAX);

/** A node as administrators see it: both names, hidden or not, and its own listings. */
export const adminCatalogNode = z
  .object({
    id: z.uuid(),
    section: z.enum(marketplaceSections),
    parent_id: z.uuid().nullable(),
    level: z.enum(catalogLevels),
    name_en: z.string(),
    /** Null: the English name is shown in German too. */
    name_de: z.string().nullable(),
    slug: z.string(),
    image_url: z.string().nullable(),
    position: z.number().int(),
    hidden: z.boolean(),
    /** Listings placed in this node itself (not below it), in any state. */
    listing_count: z.number().int(),
  })
  .meta({ id: 'AdminCatalogNode' });
export type AdminCatalogNode = z.infer<typeof adminCatalogNode>;

/** A division's whole tree, flat: parents before children, siblings in their order. */
export const adminCatalogTree = z
  .object({ section: z.enum(marketplaceSections), nodes: z.array(adminCatalogNode) })
  .meta({ id: 'AdminCatalogTree' });
export type AdminCatalogTree = z.infer<typeof adminCatalogTree>;

export const adminCatalogTreeQuery = z.object({ section: z.enum(marketplaceSections) });

/** Names in both locales and the slug the node's address carries. */
export const renameCatalogNodeBody = z.object({
  name_en: nodeName,
  name_de: nodeName,
  slug: z
    .string()
    .trim()
    .max(CATALOG_SLUG_MAX)
    .regex(catalogSlugPattern, { error: 'Use lower-case letters, digits and single dashes' }),
});
export type RenameCatalogNodeBody = z.infer<typeof renameCatalogNodeBody>;

/** A new node, last among its siblings; no parent: a section of the division. */
export const createCatalogNodeBody = renameCatalogNodeBody.extend({
  section: z.enum(marketplaceSections),
  parent_id: z.uuid().nullable(),
});
export type CreateCatalogNodeBody = z.infer<typeof createCatalogNodeBody>;

/**
 * Where a node goes: under `parent_id` (null: a section of its division) at `index` among its new
 * siblings (beyond the end: last). Reordering is a place under the same parent.
 */
export const placeCatalogNodeBody = z.object({
  parent_id: z.uuid().nullable(),
  index: z.number().int().min(0),
});
export type PlaceCatalogNodeBody = z.infer<typeof placeCatalogNodeBody>;

export const catalogNodeVisibilityBody = z.object({ hidden: z.boolean() });
export type CatalogNodeVisibilityBody = z.infer<typeof catalogNodeVisibilityBody>;

export const adminCatalogNodeParams = z.object({ id: z.uuid() });

/** An old address of a section page: the division and its slugs from the section down. */
export const movedCatalogNodeQuery = z.object({
  section: z.enum(marketplaceSections),
  path: z
    .string()
    .max(3 * (CATALOG_SLUG_MAX + 1))
    .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,2}$/),
});
export type MovedCatalogNodeQuery = z.infer<typeof movedCatalogNodeQuery>;

/** The node that had an old address, and its path now (from the division's section down). */
export const movedCatalogNode = z
  .object({ node: catalogNode, path: z.array(catalogNode) })
  .meta({ id: 'MovedCatalogNode' });
export type MovedCatalogNode = z.infer<typeof movedCatalogNode>;
