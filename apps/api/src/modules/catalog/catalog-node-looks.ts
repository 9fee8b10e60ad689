import type { AdminCatalogNode } from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import {
  editNode,
  nodeNotFound,
  nodeOf,
  snapshotOf,
  type CatalogStructureAdminDeps,
} from './catalog-node-editing';
import { structureOf } from './catalog-structure-rules';

/**
 * PUT /admin/catalog/nodes/{id}/visibility: a hidden node leaves menus, forms and the tree
 * visitors get, with everything below it; its listings stay where they are and reachable.
 */
export function setCatalogNodeHidden(
  deps: CatalogStructureAdminDeps,
  id: string,
  hidden: boolean,
  actor: AuditActor,
): Promise<AdminCatalogNode> {
  return editNode(deps, id, async (queries, tx, node, rows) => {
    const row = await queries.updateNode(id, { hidden });
    const path = structureOf(rows).slugPath(id);
    await deps.audit.record(
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
}

/** POST /admin/catalog/nodes/{id}/image: a picture checked as account pictures are. */
export async function setCatalogNodeImage(
  deps: CatalogStructureAdminDeps,
  id: string,
  file: UploadedFile,
  actor: AuditActor,
): Promise<AdminCatalogNode> {
  if (!(await deps.repository.findNode(id))) throw nodeNotFound();
  const url = await deps.pictures.storeCatalogNodePicture(actor.actor.id, file);
  let replaced: string | null = null;
  try {
    const result = await editNode(deps, id, async (queries, tx, node, rows) => {
      replaced = node.imageUrl;
      const row = await queries.updateNode(id, { imageUrl: url });
      const path = structureOf(rows).slugPath(id);
      await deps.audit.record(
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
}
