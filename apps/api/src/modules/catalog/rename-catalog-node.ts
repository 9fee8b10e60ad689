import type { AdminCatalogNode, RenameCatalogNodeBody } from '@bazaar/contracts';
import type { AuditActor } from '../../http/signed-in';
import {
  assertSlugFree,
  editNode,
  keepOldAddresses,
  nodeOf,
  snapshotOf,
  type CatalogStructureAdminDeps,
} from './catalog-node-editing';
import { structureOf } from './catalog-structure-rules';

/** PATCH /admin/catalog/nodes/{id}: names in both locales and the slug. */
export function renameCatalogNode(
  deps: CatalogStructureAdminDeps,
  id: string,
  body: RenameCatalogNodeBody,
  actor: AuditActor,
): Promise<AdminCatalogNode> {
  return editNode(deps, id, async (queries, tx, node, rows) => {
    assertSlugFree(rows, node.parentId, body.slug, id);
    if (body.slug !== node.slug) await keepOldAddresses(queries, rows, id);
    const path = structureOf(rows).slugPath(id);
    const row = await queries.updateNode(id, {
      name: body.name_en,
      nameDe: body.name_de,
      slug: body.slug,
    });
    await deps.audit.record(
      {
        ...actor,
        action: 'catalog_node.rename',
        subject: { type: 'catalog_node', id },
        before: snapshotOf(node, path),
        after: snapshotOf(row, structureOf(rows.map((r) => (r.id === id ? row : r))).slugPath(id)),
      },
      tx,
    );
    return nodeOf(queries, row);
  });
}
