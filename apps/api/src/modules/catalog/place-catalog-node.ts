import { divisionOf, type AdminCatalogTree, type PlaceCatalogNodeBody } from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import {
  assertSlugFree,
  editNode,
  keepOldAddresses,
  nodeNotFound,
  siblingIds,
  snapshotOf,
  treeOf,
  type CatalogStructureAdminDeps,
} from './catalog-node-editing';
import { levelAt, structureOf } from './catalog-structure-rules';

/**
 * PUT /admin/catalog/nodes/{id}/place: under another parent of the same division, or to
 * another place among its siblings. Refused: a parent of another division, a place below
 * itself, more than three levels, a slug its new siblings already have.
 */
export function placeCatalogNode(
  deps: CatalogStructureAdminDeps,
  id: string,
  body: PlaceCatalogNodeBody,
  actor: AuditActor,
): Promise<AdminCatalogTree> {
  return editNode(deps, id, async (queries, tx, node, rows) => {
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
    await deps.audit.record(
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
}
