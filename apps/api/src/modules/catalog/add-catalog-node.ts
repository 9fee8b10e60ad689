import { divisionOf, type AdminCatalogNode, type CreateCatalogNodeBody } from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import {
  assertSlugFree,
  nodeOf,
  siblingIds,
  snapshotOf,
  type CatalogStructureAdminDeps,
} from './catalog-node-editing';
import { levelAt, structureOf } from './catalog-structure-rules';

/** POST /admin/catalog/nodes: a new node, last among its siblings. */
export async function addCatalogNode(
  { repository, audit, cacheSync }: CatalogStructureAdminDeps,
  body: CreateCatalogNodeBody,
  actor: AuditActor,
): Promise<AdminCatalogNode> {
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
}
