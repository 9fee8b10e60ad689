// Merges of parameters and of options: listings' values follow in the same transaction.
import type {
  FilterMergeResult,
  MergeFilterOptionsBody,
  MergeFilterParametersBody,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { CatalogParameterRow } from '../../db/schema/catalog-parameters';
import { ForbiddenError, ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { ParameterValueScope } from '../listings';
import { createCatalogRepository } from './catalog.repository';
import { createFiltersManagerRepository } from './filters-manager.repository';
import {
  change,
  describe,
  found,
  nodesOf,
  snapshotOf,
  storedValue,
  type FiltersManagerDependencies,
} from './managed-parameters';

/**
 * The listings a parameter's values live in: those of its node's subtree (every node of the
 * division for a division parameter, and listings without a node), except subtrees where a
 * deeper parameter of the same key overrides it.
 */
async function scopeOf(tx: Queryable, row: CatalogParameterRow): Promise<ParameterValueScope> {
  const nodes = await nodesOf(tx, row.section);
  const sameKey = (await createCatalogRepository(tx).parametersOfSection(row.section)).filter(
    (other) => other.key === row.key && other.nodeId !== null,
  );
  const definedOn = new Map(sameKey.map((other) => [other.nodeId!, other.id]));
  const owner = new Map<string, string | null>();
  // Parents come before their children: one pass finds each node's nearest definition.
  for (const node of nodes) {
    const inherited =
      node.parent_id === null
        ? row.nodeId === null
          ? row.id
          : null
        : (owner.get(node.parent_id) ?? null);
    owner.set(node.id, definedOn.get(node.id) ?? inherited);
  }
  return {
    section: row.section,
    nodeIds: nodes.filter((node) => owner.get(node.id) === row.id).map((node) => node.id),
    includeUnplaced: row.nodeId === null,
  };
}

/**
 * Merges one parameter into another of the same node: listings' values move to the target
 * (in the same transaction), the source's options join the target's, and the source is kept
 * only as a record that it was merged (so the install from code never brings it back).
 */
export async function mergeFilterParameters(
  deps: FiltersManagerDependencies,
  body: MergeFilterParametersBody,
  by: AuditActor,
): Promise<FilterMergeResult> {
  if (body.source_id === body.target_id) {
    throw new ValidationError([
      { field: 'target_id', message: 'Choose another parameter to merge into' },
    ]);
  }
  const section = (await found(deps.db, body.source_id)).section;
  return change(deps, section, async (tx) => {
    const source = await found(tx, body.source_id);
    const target = await found(tx, body.target_id);
    if (source.section !== target.section || source.nodeId !== target.nodeId) {
      throw new ForbiddenError(
        'FILTERS_MANAGER_MERGE_DIFFERENT_NODES',
        'Only parameters of the same category can be merged.',
      );
    }
    if (source.valueKind !== target.valueKind) {
      throw new ValidationError([
        {
          field: 'target_id',
          message: 'Only parameters whose values are of the same kind can be merged',
        },
      ]);
    }
    const listingsChanged = await deps.parameterValues.moveValues(
      tx,
      await scopeOf(tx, source),
      { source: source.source, key: source.key },
      { source: target.source, key: target.key },
    );
    const known = new Set(target.options.map((option) => option.value));
    const repository = createFiltersManagerRepository(tx);
    const merged = await repository.update(target.id, {
      options: [...target.options, ...source.options.filter((o) => !known.has(o.value))],
    });
    await repository.update(source.id, { mergedIntoId: target.id });
    await deps.audit.record(
      {
        ...by,
        action: 'catalog_parameter.merge',
        subject: { type: 'catalog_parameter', id: target.id },
        before: { source: snapshotOf(source), target: snapshotOf(target) },
        after: { target: snapshotOf(merged), listings_changed: listingsChanged },
      },
      tx,
    );
    return {
      parameter: await describe(tx, merged),
      listings_changed: listingsChanged,
    };
  });
}

/**
 * Merges one option of a parameter into another: every listing's value follows. Refused
 * when the parameter defines SKUs and a product holds both options (one SKU each).
 */
export async function mergeFilterOptions(
  deps: FiltersManagerDependencies,
  id: string,
  body: MergeFilterOptionsBody,
  by: AuditActor,
): Promise<FilterMergeResult> {
  if (body.source_value === body.target_value) {
    throw new ValidationError([
      { field: 'target_value', message: 'Choose another option to merge into' },
    ]);
  }
  const section = (await found(deps.db, id)).section;
  return change(deps, section, async (tx) => {
    const before = await found(tx, id);
    const has = (value: string) => before.options.some((option) => option.value === value);
    const missing = [
      ...(has(body.source_value) ? [] : [{ field: 'source_value', message: 'No such option' }]),
      ...(has(body.target_value) ? [] : [{ field: 'target_value', message: 'No such option' }]),
    ];
    if (missing.length > 0) throw new ValidationError(missing);
    const scope = await scopeOf(tx, before);
    const place = { source: before.source, key: before.key };
    const from = storedValue(before, body.source_value);
    const to = storedValue(before, body.target_value);
    if (
      before.definesSku &&
      (await deps.parameterValues.countHoldingBoth(tx, scope, place, from, to)) > 0
    ) {
      throw new ForbiddenError(
        'FILTERS_MANAGER_MERGE_SAME_SKU',
        'A product offers both options as separate variants; merging them would give two of its variants the same value.',
      );
    }
    const listingsChanged = await deps.parameterValues.replaceValue(tx, scope, place, from, to);
    const after = await createFiltersManagerRepository(tx).update(id, {
      options: before.options.filter((option) => option.value !== body.source_value),
    });
    await deps.audit.record(
      {
        ...by,
        action: 'catalog_parameter.merge_options',
        subject: { type: 'catalog_parameter', id },
        before: { ...snapshotOf(before), merged: body.source_value },
        after: {
          ...snapshotOf(after),
          into: body.target_value,
          listings_changed: listingsChanged,
        },
      },
      tx,
    );
    return {
      parameter: await describe(tx, after),
      listings_changed: listingsChanged,
    };
  });
}
