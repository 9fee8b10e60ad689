import type { ManagedParameter, UpdateFilterParameterBody } from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import {
  createFiltersManagerRepository,
  type ParameterChanges,
} from './filters-manager.repository';
import {
  change,
  checkShape,
  describe,
  found,
  optionsOf,
  snapshotOf,
  type FiltersManagerDependencies,
  type UpdateBody,
} from './managed-parameters';

/** Changes a parameter's names, filter flags, range bounds and options (none removed: merged). */
export async function changeFilterParameter(
  deps: FiltersManagerDependencies,
  id: string,
  body: UpdateFilterParameterBody,
  by: AuditActor,
): Promise<ManagedParameter> {
  const input = body as UpdateBody;
  const section = (await found(deps.db, id)).section;
  return change(deps, section, async (tx) => {
    const before = await found(tx, id);
    const changes: ParameterChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (body.name_de !== undefined) changes.nameDe = input.name_de;
    if (input.shown_as_filter !== undefined) changes.shownAsFilter = input.shown_as_filter;
    if (input.defines_sku !== undefined) changes.definesSku = input.defines_sku;
    if (before.type === 'range') {
      if (input.unit !== undefined) changes.unit = input.unit;
      if (input.min !== undefined) changes.min = input.min;
      if (input.max !== undefined) changes.max = input.max;
    }
    if (input.options !== undefined) {
      checkShape(before.type, input.options);
      const kept = new Set(input.options.map((option) => option.value));
      const dropped = before.options.filter((option) => !kept.has(option.value));
      if (dropped.length > 0) {
        throw new ValidationError([
          {
            field: 'options',
            message: `Merge "${dropped[0]!.label}" into another option instead of removing it`,
          },
        ]);
      }
      if (
        before.valueKind === 'number' &&
        input.options.some((option) => !Number.isFinite(Number(option.value)))
      ) {
        throw new ValidationError([
          { field: 'options', message: 'Numeric options need numbers as values' },
        ]);
      }
      changes.options = optionsOf(input.options);
    }
    const after = await createFiltersManagerRepository(tx).update(id, changes);
    await deps.audit.record(
      {
        ...by,
        action: 'catalog_parameter.update',
        subject: { type: 'catalog_parameter', id },
        before: snapshotOf(before),
        after: snapshotOf(after),
      },
      tx,
    );
    return describe(tx, after);
  });
}
