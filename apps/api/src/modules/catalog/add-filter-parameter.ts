import {
  valueKindsOfType,
  type CreateFilterParameterBody,
  type ManagedParameter,
} from '@bazaar/contracts';
import { ConflictError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import { createFiltersManagerRepository } from './filters-manager.repository';
import {
  change,
  checkShape,
  describe,
  optionsOf,
  pathTo,
  snapshotOf,
  type CreateBody,
  type FiltersManagerDependencies,
} from './managed-parameters';

/** A new parameter of a division or node, last among its own. */
export async function addFilterParameter(
  deps: FiltersManagerDependencies,
  body: CreateFilterParameterBody,
  by: AuditActor,
): Promise<ManagedParameter> {
  const input = body as CreateBody;
  checkShape(input.type, input.options);
  await pathTo(deps.db, input.section, input.node_id);
  return change(deps, input.section, async (tx) => {
    const repository = createFiltersManagerRepository(tx);
    if (await repository.keyTaken(input.section, input.node_id, input.key)) {
      throw new ConflictError('This category already has a parameter with this key.', {
        fields: [{ field: 'key', message: 'This key is taken here' }],
      });
    }
    const row = await repository.insert({
      section: input.section,
      nodeId: input.node_id,
      key: input.key,
      name: input.name,
      nameDe: input.name_de,
      type: input.type,
      source: 'parameters',
      valueKind: input.value_kind ?? valueKindsOfType[input.type][0],
      options: optionsOf(input.options),
      unit: input.type === 'range' ? (input.unit ?? null) : null,
      min: input.type === 'range' ? (input.min ?? null) : null,
      max: input.type === 'range' ? (input.max ?? null) : null,
      position: await repository.nextPosition(input.section, input.node_id),
      shownAsFilter: input.shown_as_filter,
      definesSku: input.defines_sku,
    });
    await deps.audit.record(
      {
        ...by,
        action: 'catalog_parameter.create',
        subject: { type: 'catalog_parameter', id: row.id },
        after: snapshotOf(row),
      },
      tx,
    );
    return describe(tx, row);
  });
}
