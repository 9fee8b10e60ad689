import type { ReorderFilterParametersBody } from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import { createCatalogRepository } from './catalog.repository';
import { createFiltersManagerRepository } from './filters-manager.repository';
import { change, effectiveOn, pathTo, type FiltersManagerDependencies } from './managed-parameters';

/** Orders a node's own parameters; inherited ones keep their ancestors' order. */
export async function reorderFilterParameters(
  deps: FiltersManagerDependencies,
  body: ReorderFilterParametersBody,
  by: AuditActor,
) {
  await pathTo(deps.db, body.section, body.node_id);
  return change(deps, body.section, async (tx) => {
    const own = (await createCatalogRepository(tx).parametersOfSection(body.section)).filter(
      (row) => row.nodeId === body.node_id,
    );
    const ownIds = new Set(own.map((row) => row.id));
    if (
      body.ids.length !== own.length ||
      new Set(body.ids).size !== own.length ||
      body.ids.some((id) => !ownIds.has(id))
    ) {
      throw new ValidationError([
        { field: 'ids', message: "List each of this category's own parameters once" },
      ]);
    }
    const repository = createFiltersManagerRepository(tx);
    for (const [position, id] of body.ids.entries()) {
      await repository.update(id, { position });
    }
    await deps.audit.record(
      {
        ...by,
        action: 'catalog_parameter.reorder',
        subject: { type: 'catalog_node', id: body.node_id ?? body.section },
        before: { order: own.map((row) => row.key) },
        after: {
          order: body.ids.map((id) => own.find((row) => row.id === id)!.key),
        },
      },
      tx,
    );
    return effectiveOn(tx, body.section, body.node_id);
  });
}
