import {
  catalogLevels,
  catalogPath,
  type CatalogNode,
  type CatalogNodeDetail,
  type CatalogParameter,
  type CatalogTree,
  type CrossSearchCategory,
  type ListingParameterField,
  type MarketplaceSection,
  type SupportedLocale,
} from '@bazaar/contracts';
import type { CatalogNodeRow } from '../../db/schema/catalog';
import type { CatalogParameterRow } from '../../db/schema/catalog-parameters';
import { NotFoundError } from '../../errors';
import { systemClock, type Clock } from '../../lib/clock';
import { createExpiringCache } from '../../lib/expiring-cache';
import type { CatalogRepository } from './catalog.repository';
import { effectiveParameters } from './parameter-inheritance';

function toCatalogNode(row: CatalogNodeRow): CatalogNode {
  return {
    id: row.id,
    section: row.section,
    parent_id: row.parentId,
    level: row.level,
    name: row.name,
    slug: row.slug,
    image_url: row.imageUrl,
    position: row.position,
  };
}

function toCatalogParameter(row: CatalogParameterRow): CatalogParameter {
  return {
    key: row.key,
    name: row.name,
    name_de: row.nameDe,
    type: row.type,
    options: row.options,
    unit: row.unit,
    min: row.min,
    max: row.max,
    node_id: row.nodeId,
  };
}

/** A division's node rows (siblings in their order) as its tree: parents before children. */
function treeOrderedRows(rows: readonly CatalogNodeRow[]): CatalogNodeRow[] {
  const depth = (row: CatalogNodeRow) => catalogLevels.indexOf(row.level);
  // Stable sort: keeps the sibling order within a level.
  return [...rows].sort((a, b) => depth(a) - depth(b));
}

/** The same nodes as the api answers them. */
export function inTreeOrder(rows: readonly CatalogNodeRow[]): CatalogNode[] {
  return treeOrderedRows(rows).map(toCatalogNode);
}

/** A parameter as filters apply it: the public shape plus where listings keep the value. */
export type ParameterDefinition = CatalogParameter &
  Pick<CatalogParameterRow, 'source' | 'valueKind' | 'shownAsFilter'>;

/** The parameters a listing keeps under its `parameters` (not its division attributes). */
function listingFieldsOf(definitions: readonly ParameterDefinition[]): ListingParameterField[] {
  return definitions
    .filter((definition) => definition.source === 'parameters')
    .map(({ source: _source, valueKind, shownAsFilter: _shown, ...parameter }) => ({
      ...parameter,
      value_kind: valueKind,
    }));
}

const notFound = () => new NotFoundError('We could not find this category.');

/**
 * How long a division's tree and parameters are kept in the process. Writes through this
 * service (and the install on start) invalidate at once; this only bounds how long a change made
 * elsewhere (another api instance) goes unseen.
 */
export const CATALOG_CACHE_TTL_MS = 60_000;

/**
 * Category matches kept for suggestions: the top bar asks for every prefix of what a buyer types,
 * and the same texts come again and again. Keys are typed texts, so their number is bounded.
 */
const CATEGORY_MATCHES_KEPT = 20_000;

export interface CatalogServiceOptions {
  clock?: Clock;
  cacheTtlMs?: number;
}

/** A division's catalog as every result page needs it. */
interface DivisionCatalog {
  /** Parents before their children, siblings in their order; hidden ones too. */
  nodes: readonly CatalogNode[];
  /** Nodes hidden by an administrator, and everything below them: out of menus (ADR 0071). */
  hiddenIds: ReadonlySet<string>;
  /** German names by node id, where one is set. */
  germanNames: ReadonlyMap<string, string>;
  /** The division's own parameters and its nodes', in their order. */
  parameters: readonly CatalogParameterRow[];
}

export function createCatalogService(
  repository: CatalogRepository,
  options: CatalogServiceOptions = {},
) {
  // Every result page and suggestion reads its division's tree and parameters; they change only
  // when the structure is installed or edited, so they are read from the database once.
  const divisions = createExpiringCache<MarketplaceSection, DivisionCatalog>({
    ttlMs: options.cacheTtlMs ?? CATALOG_CACHE_TTL_MS,
    clock: options.clock ?? systemClock,
  });

  // Matching nodes by name runs trigram similarity in the database; the answer changes only
  // with the catalog, so it is kept, and dropped with the divisions' catalogs.
  const categoryMatches = createExpiringCache<string, CatalogNodeRow[]>({
    ttlMs: options.cacheTtlMs ?? CATALOG_CACHE_TTL_MS,
    clock: options.clock ?? systemClock,
    maxEntries: CATEGORY_MATCHES_KEPT,
  });

  const divisionCatalog = (section: MarketplaceSection) =>
    divisions.get(section, async () => {
      const rows = await repository.listBySection(section);
      const sorted = treeOrderedRows(rows);
      const hiddenIds = new Set<string>();
      for (const row of sorted)
        if (row.hidden || (row.parentId && hiddenIds.has(row.parentId))) hiddenIds.add(row.id);
      return {
        nodes: sorted.map(toCatalogNode),
        hiddenIds,
        germanNames: new Map(sorted.flatMap((row) => (row.nameDe ? [[row.id, row.nameDe]] : []))),
        parameters: await repository.parametersOfSection(section),
      };
    });

  /** Nodes as visitors of `locale` read them: their German name in German, where there is one. */
  async function localized(
    section: MarketplaceSection,
    nodes: readonly CatalogNode[],
    locale: SupportedLocale,
  ): Promise<CatalogNode[]> {
    if (locale !== 'de') return [...nodes];
    const { germanNames } = await divisionCatalog(section);
    return nodes.map((node) => ({ ...node, name: germanNames.get(node.id) ?? node.name }));
  }

  /** A division's nodes, parents before their children, siblings in their order. */
  async function nodesOf(section: MarketplaceSection): Promise<readonly CatalogNode[]> {
    return (await divisionCatalog(section)).nodes;
  }

  /**
   * The parameters of a node: the division's, then each ancestor's, then its own, in that order;
   * a deeper definition of a key replaces a shallower one in place.
   */
  async function definitionsAlong(
    section: MarketplaceSection,
    path: readonly CatalogNode[],
  ): Promise<ParameterDefinition[]> {
    const { parameters } = await divisionCatalog(section);
    return effectiveParameters(
      parameters,
      path.map((node) => node.id),
    ).map((row) => ({
      ...toCatalogParameter(row),
      source: row.source,
      valueKind: row.valueKind,
      shownAsFilter: row.shownAsFilter,
    }));
  }

  return {
    /** A division's tree as menus show it, flat, parents before their children; no hidden nodes. */
    async tree(section: MarketplaceSection, locale: SupportedLocale = 'en'): Promise<CatalogTree> {
      const { nodes, hiddenIds } = await divisionCatalog(section);
      const shown = nodes.filter((node) => !hiddenIds.has(node.id));
      return { section, nodes: await localized(section, shown, locale) };
    },

    /**
     * Forgets the kept trees and parameters: call it after writing catalog nodes or parameters,
     * once the write is committed.
     */
    invalidateCache(section?: MarketplaceSection) {
      divisions.invalidate(section);
      categoryMatches.invalidate();
    },

    /**
     * A node with its path, children and parameters: what a showroom page shows. A hidden node
     * still answers (its listings stay reachable by their links); its hidden children do not show.
     */
    async nodeDetail(id: string, locale: SupportedLocale = 'en'): Promise<CatalogNodeDetail> {
      const row = await repository.findNode(id);
      if (!row) throw notFound();
      const nodes = await nodesOf(row.section);
      const path = catalogPath(nodes, id);
      const definitions = await definitionsAlong(row.section, path);
      const { hiddenIds } = await divisionCatalog(row.section);
      const children = nodes.filter((node) => node.parent_id === id && !hiddenIds.has(node.id));
      const [node, ...rest] = await localized(row.section, [toCatalogNode(row), ...path], locale);
      return {
        node: node!,
        path: rest,
        children: await localized(row.section, children, locale),
        parameters: definitions
          .filter((definition) => definition.shownAsFilter)
          .map(
            ({ source: _source, valueKind: _valueKind, shownAsFilter: _shown, ...parameter }) =>
              parameter,
          ),
        listing_parameters: listingFieldsOf(definitions),
      };
    },

    /** The parameters a listing of a node fills in; none for an unknown node. */
    async listingParametersOf(nodeId: string): Promise<ListingParameterField[]> {
      const row = await repository.findNode(nodeId);
      if (!row) return [];
      const path = catalogPath(await nodesOf(row.section), nodeId);
      return listingFieldsOf(await definitionsAlong(row.section, path));
    },

    /**
     * What result pages of a division (or of one of its nodes) filter by: the node's parameters
     * and the ids of the node and everything under it. An unknown node, or one of another
     * division, is a 404.
     */
    async filterScope(section: MarketplaceSection, nodeId: string | undefined) {
      if (nodeId === undefined) {
        return { nodeIds: undefined, definitions: await definitionsAlong(section, []) };
      }
      const nodes = await nodesOf(section);
      const path = catalogPath(nodes, nodeId);
      if (path.length === 0) throw notFound();
      const nodeIds = new Set([nodeId]);
      // Parents come before their children, so one pass collects the whole subtree.
      for (const node of nodes)
        if (node.parent_id && nodeIds.has(node.parent_id)) nodeIds.add(node.id);
      return { nodeIds: [...nodeIds], definitions: await definitionsAlong(section, path) };
    },

    /** Nodes of a division whose name matches the text, with their paths for a breadcrumb. */
    async searchCategories(
      section: MarketplaceSection,
      text: string,
      limit: number,
    ): Promise<CrossSearchCategory[]> {
      const matches = await categoryMatches.get(JSON.stringify([section, text, limit]), () =>
        repository.searchNodes(section, text, limit),
      );
      if (matches.length === 0) return [];
      const nodes = await nodesOf(section);
      return matches.map((row) => ({
        ...toCatalogNode(row),
        path: catalogPath(nodes, row.id).map(({ id, name, slug, level }) => ({
          id,
          name,
          slug,
          level,
        })),
      }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
