import { catalogLevels, type MarketplaceSection } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { NewCatalogParameterRow } from '../../db/schema/catalog-parameters';
import type { MediaStorage } from '../../lib/media-storage';
import { tileSvg } from '../../lib/svg-pictures';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository';
import {
  CATALOG_STRUCTURE_VERSION,
  catalogPathKey,
  catalogStructure,
  slugify,
  type DivisionStructure,
  type ParameterDefinition,
  type StructureNode,
} from './catalog-structure';

const INSTALL_NAME = 'catalog-structure';
/** Several api instances starting at once install the structure once; they take this lock. */
const INSTALL_LOCK_KEY = 7_305_221_003;
/** Node pictures live in the media storage, served at /api/media/catalog-nodes/…. */
const PICTURE_FOLDER = 'catalog-nodes';

interface PlannedNode {
  section: MarketplaceSection;
  names: string[];
  node: StructureNode;
  hue: number;
  position: number;
}

/** Every node of a division, parents before children, with its names from the section down. */
function nodesOf(division: DivisionStructure): PlannedNode[] {
  const planned: PlannedNode[] = [];
  const walk = (nodes: readonly StructureNode[], names: string[], hue: number, depth: number) => {
    nodes.forEach((node, position) => {
      const nodeHue = node.hue ?? hue + 12 * depth;
      const path = [...names, node.name];
      planned.push({ section: division.section, names: path, node, hue: nodeHue, position });
      walk(node.children ?? [], path, node.hue ?? hue, depth + 1);
    });
  };
  walk(division.sections, [], 0, 0);
  return planned;
}

function pictureFile(section: MarketplaceSection, names: readonly string[]): string {
  return `${PICTURE_FOLDER}/${catalogPathKey(section, names)}.svg`;
}

function parameterRows(
  section: MarketplaceSection,
  nodeId: string | null,
  definitions: readonly ParameterDefinition[],
): NewCatalogParameterRow[] {
  return definitions.map((definition, position) => ({
    section,
    nodeId,
    key: definition.key,
    name: definition.name,
    type: definition.type,
    source: definition.source,
    valueKind: definition.valueKind,
    options: [...(definition.options ?? [])],
    unit: definition.unit ?? null,
    min: definition.min ?? null,
    max: definition.max ?? null,
    definesSku: definition.definesSku ?? false,
    position,
  }));
}

async function installDivision(repository: CatalogRepository, division: DivisionStructure) {
  const { section } = division;
  const idOf = (parentId: string | null, slug: string) => `${parentId ?? ''}/${slug}`;
  const ids = new Map(
    (await repository.listBySection(section)).map((row) => [idOf(row.parentId, row.slug), row.id]),
  );
  const nodeIds = new Map<string, string>();
  const parameters = parameterRows(section, null, division.parameters);
  const planned = nodesOf(division);
  // Level by level, so every parent has its id before its children are added.
  for (const [depth, level] of catalogLevels.entries()) {
    const atLevel = planned.filter((node) => node.names.length === depth + 1);
    const parentOf = (node: PlannedNode) =>
      depth === 0 ? null : nodeIds.get(catalogPathKey(section, node.names.slice(0, -1)))!;
    const missing = atLevel.filter(
      (node) => !ids.has(idOf(parentOf(node), slugify(node.node.name))),
    );
    const inserted = await repository.insertNodes(
      missing.map((node) => ({
        section,
        parentId: parentOf(node),
        level,
        name: node.node.name,
        slug: slugify(node.node.name),
        imageUrl: `/api/media/${pictureFile(section, node.names)}`,
        position: node.position,
      })),
    );
    for (const row of inserted) ids.set(idOf(row.parentId, row.slug), row.id);
    for (const node of atLevel) {
      const id = ids.get(idOf(parentOf(node), slugify(node.node.name)))!;
      nodeIds.set(catalogPathKey(section, node.names), id);
      parameters.push(...parameterRows(section, id, node.node.parameters ?? []));
    }
  }
  await repository.insertMissingParameters(parameters);
}

/** Draws the picture of every structure node whose file is missing (a new media storage). */
async function writeMissingPictures(storage: MediaStorage): Promise<number> {
  let written = 0;
  for (const division of catalogStructure) {
    for (const planned of nodesOf(division)) {
      const key = pictureFile(division.section, planned.names);
      if (await storage.exists(key)) continue;
      await storage.put(
        key,
        tileSvg({ text: planned.node.name, icon: division.section, hue: planned.hue }),
      );
      written += 1;
    }
  }
  return written;
}

/**
 * Installs the catalog structure (nodes and their parameters) unless this version already was,
 * and draws missing node pictures. Nodes that exist (by section, parent and slug) are kept as
 * they are; only what is missing is added. Returns whether the database was changed.
 */
export async function installCatalogStructure(
  db: Database,
  options: { storage: MediaStorage },
): Promise<boolean> {
  const installed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSTALL_LOCK_KEY}::bigint)`);
    const repository = createCatalogRepository(tx);
    if ((await repository.installedVersion(INSTALL_NAME)) >= CATALOG_STRUCTURE_VERSION)
      return false;
    for (const division of catalogStructure) await installDivision(repository, division);
    await repository.markInstalled(INSTALL_NAME, CATALOG_STRUCTURE_VERSION);
    return true;
  });
  await writeMissingPictures(options.storage);
  return installed;
}
