import type { ManagedParameter, OverrideFilterParameterBody } from '@bazaar/contracts';
import { ConflictError, ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import { createFiltersManagerRepository } from './filters-manager.repository';
import {
  change,
  describe,
  found,
  pathTo,
  snapshotOf,
  type FiltersManagerDependencies,
} from './managed-parameters';

/** Copies an inherited parameter onto a node, so that its subtree can change it. */
export async function overrideFilterParameter(
  deps: FiltersManagerDependencies,
  id: string,
  body: OverrideFilterParameterBody,
  by: AuditActor,
): Promise<ManagedParameter> {
  const inherited = await found(deps.db, id);
  const path = await pathTo(deps.db, inherited.section, body.node_id);
  const pathIds = path.map((node) => node.id);
  // It must be inherited by the node: defined on the division or a strict ancestor.
  if (
    inherited.nodeId === body.node_id ||
    (inherited.nodeId !== null && !pathIds.includes(inherited.nodeId))
  ) {
    throw new ValidationError([
      { field: 'node_id', message: 'This category does not inherit this parameter' },
    ]);
  }
  return change(deps, inherited.section, async (tx) => {
    const repository = createFiltersManagerRepository(tx);
    if (await repository.keyTaken(inherited.section, body.node_id, inherited.key)) {
      throw new ConflictError('This category already overrides this parameter.');
    }
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = inherited;
    const row = await repository.insert({
      ...copy,
      nodeId: body.node_id,
      position: await repository.nextPosition(inherited.section, body.node_id),
    });
    await deps.audit.record(
      {
        ...by,
        action: 'catalog_parameter.override',
        subject: { type: 'catalog_parameter', id: row.id },
        before: { inherited_from: inherited.id, node_id: inherited.nodeId },
        after: snapshotOf(row),
      },
      tx,
    );
    return describe(tx, row);
  });
}
