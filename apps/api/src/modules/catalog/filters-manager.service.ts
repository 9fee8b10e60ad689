import {
  catalogPath,
  valueKindsOfType,
  type CatalogNode,
  type CreateFilterParameterBody,
  type FilterMergeResult,
  type FiltersManagerParameters,
  type FiltersManagerQuery,
  type ManagedOption,
  type ManagedParameter,
  type MarketplaceSection,
  type MergeFilterOptionsBody,
  type MergeFilterParametersBody,
  type OverrideFilterParameterBody,
  type ReorderFilterParametersBody,
  type UpdateFilterParameterBody,
  type createFilterParameterBody,
  type updateFilterParameterBody,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import type { CatalogParameterRow } from '../../db/schema/catalog-parameters';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { AuditService } from '../audit';
import type { ListingParameterValues, ParameterValueScope } from '../listings';
import type { CatalogCacheSync } from './catalog-cache-sync';
import { inTreeOrder } from './catalog.service';
import { createCatalogRepository } from './catalog.repository';
import {
  createFiltersManagerRepository,
  type ParameterChanges,
} from './filters-manager.repository';
import { effectiveParameters } from './parameter-inheritance';

export interface FiltersManagerDependencies {
  db: Database;
  /** Drops the kept trees here and in every other api instance (ADR 0071). */
  catalogChanges: Pick<CatalogCacheSync, 'changed'>;
  /** The listings module's port: merges move the values listings hold. */
  parameterValues: ListingParameterValues;
  audit: Pick<AuditService, 'record'>;
}

type CreateBody = z.output<typeof createFilterParameterBody>;
type UpdateBody = z.output<typeof updateFilterParameterBody>;

const parameterNotFound = () => new NotFoundError('We could not find this parameter.');
const nodeNotFound = () => new NotFoundError('We could not find this category.');

function toManagedOption(option: CatalogParameterRow['options'][number]): ManagedOption {
  return { value: option.value, label: option.label, label_de: option.label_de ?? null };
}

/** A parameter as the audit trail keeps it: what an administrator can change. */
function snapshotOf(row: CatalogParameterRow) {
  return {
    section: row.section,
    node_id: row.nodeId,
    key: row.key,
    name: row.name,
    name_de: row.nameDe,
    type: row.type,
    options: row.options.map(toManagedOption),
    position: row.position,
    shown_as_filter: row.shownAsFilter,
    defines_sku: row.definesSku,
  };
}

/** An option value as listings store it: numeric parameters keep numbers. */
function storedValue(row: CatalogParameterRow, value: string): unknown {
  return row.valueKind === 'number' ? Number(value) : value;
}

/**
 * Manage filters (issue 21): parameters and options per catalog node, their order, which show as
 * filters, overrides down the tree, and merges whose listings' values follow in the same
 * transaction. Every change is in the audit trail.
 */
export function createFiltersManagerService(deps: FiltersManagerDependencies) {
  const { db, catalogChanges, parameterValues, audit } = deps;

  /**
   * A division's tree, read on the caller's transaction: the catalog service's kept tree would
   * read on another connection, which an embedded database (one connection) cannot give inside
   * a transaction.
   */
  async function nodesOf(
    tx: Queryable,
    section: MarketplaceSection,
  ): Promise<readonly CatalogNode[]> {
    return inTreeOrder(await createCatalogRepository(tx).listBySection(section));
  }

  /** The path from the division's section down to `nodeId`; a 404 when it is not there. */
  async function pathTo(tx: Queryable, section: MarketplaceSection, nodeId: string | null) {
    if (nodeId === null) return [];
    const path = catalogPath(await nodesOf(tx, section), nodeId);
    if (path.length === 0) throw nodeNotFound();
    return path;
  }

  function toManaged(
    row: CatalogParameterRow,
    nodeId: string | null,
    along: readonly CatalogParameterRow[],
  ): ManagedParameter {
    return {
      id: row.id,
      section: row.section,
      node_id: row.nodeId,
      key: row.key,
      name: row.name,
      name_de: row.nameDe,
      type: row.type,
      value_kind: row.valueKind,
      options: row.options.map(toManagedOption),
      unit: row.unit,
      min: row.min,
      max: row.max,
      position: row.position,
      shown_as_filter: row.shownAsFilter,
      defines_sku: row.definesSku,
      inherited: row.nodeId !== nodeId,
      overrides:
        row.nodeId === nodeId &&
        along.some((other) => other.key === row.key && other.id !== row.id),
    };
  }

  /** The parameters in effect on a node, as the manager lists them. */
  async function effectiveOn(
    tx: Queryable,
    section: MarketplaceSection,
    nodeId: string | null,
  ): Promise<FiltersManagerParameters> {
    const pathIds = (await pathTo(tx, section, nodeId)).map((node) => node.id);
    const rows = await createCatalogRepository(tx).parametersOfSection(section);
    // Every definition along the path (not only the winning ones): tells overrides apart.
    const along = rows.filter((row) => row.nodeId === null || pathIds.includes(row.nodeId));
    return {
      section,
      node_id: nodeId,
      parameters: effectiveParameters(rows, pathIds).map((row) => toManaged(row, nodeId, along)),
    };
  }

  /** One parameter as the manager shows it on its own node (telling whether it overrides). */
  async function describe(tx: Queryable, row: CatalogParameterRow): Promise<ManagedParameter> {
    const pathIds = (await pathTo(tx, row.section, row.nodeId)).map((node) => node.id);
    const along = (await createCatalogRepository(tx).parametersOfSection(row.section)).filter(
      (other) => other.nodeId === null || pathIds.includes(other.nodeId),
    );
    return toManaged(row, row.nodeId, along);
  }

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

  /** Runs a change in one transaction, then drops the catalog's kept parameters everywhere. */
  async function change<T>(
    section: MarketplaceSection,
    work: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const result = await db.transaction(work);
    await catalogChanges.changed(section);
    return result;
  }

  async function found(tx: Queryable, id: string) {
    const row = await createFiltersManagerRepository(tx).findForUpdate(id);
    if (!row) throw parameterNotFound();
    return row;
  }

  /** Options only for the option types; range bounds only for ranges. */
  function checkShape(type: CatalogParameterRow['type'], options: readonly unknown[]) {
    if ((type === 's' || type === 'm') && options.length === 0)
      throw new ValidationError([{ field: 'options', message: 'Add at least one option' }]);
    if (type !== 's' && type !== 'm' && options.length > 0)
      throw new ValidationError([{ field: 'options', message: 'Only selects have options' }]);
  }

  const optionsOf = (options: CreateBody['options'] | NonNullable<UpdateBody['options']>) =>
    options.map(({ value, label, label_de }) => ({ value, label, label_de: label_de ?? null }));

  return {
    /** GET /admin/filters/parameters: a node's (or division's) parameters, inherited marked. */
    list(query: FiltersManagerQuery): Promise<FiltersManagerParameters> {
      return effectiveOn(db, query.section, query.node ?? null);
    },

    async create(body: CreateFilterParameterBody, by: AuditActor): Promise<ManagedParameter> {
      const input = body as CreateBody;
      checkShape(input.type, input.options);
      await pathTo(db, input.section, input.node_id);
      return change(input.section, async (tx) => {
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
        await audit.record(
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
    },

    async update(
      id: string,
      body: UpdateFilterParameterBody,
      by: AuditActor,
    ): Promise<ManagedParameter> {
      const input = body as UpdateBody;
      const section = (await found(db, id)).section;
      return change(section, async (tx) => {
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
        await audit.record(
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
    },

    /** Orders a node's own parameters; inherited ones keep their ancestors' order. */
    async reorder(body: ReorderFilterParametersBody, by: AuditActor) {
      await pathTo(db, body.section, body.node_id);
      return change(body.section, async (tx) => {
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
        await audit.record(
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
    },

    /** Copies an inherited parameter onto a node, so that its subtree can change it. */
    async override(
      id: string,
      body: OverrideFilterParameterBody,
      by: AuditActor,
    ): Promise<ManagedParameter> {
      const inherited = await found(db, id);
      const path = await pathTo(db, inherited.section, body.node_id);
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
      return change(inherited.section, async (tx) => {
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
        await audit.record(
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
    },

    /**
     * Merges one parameter into another of the same node: listings' values move to the target
     * (in the same transaction), the source's options join the target's, and the source is kept
     * only as a record that it was merged (so the install from code never brings it back).
     */
    async mergeParameters(
      body: MergeFilterParametersBody,
      by: AuditActor,
    ): Promise<FilterMergeResult> {
      if (body.source_id === body.target_id) {
        throw new ValidationError([
          { field: 'target_id', message: 'Choose another parameter to merge into' },
        ]);
      }
      const section = (await found(db, body.source_id)).section;
      return change(section, async (tx) => {
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
        const listingsChanged = await parameterValues.moveValues(
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
        await audit.record(
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
    },

    /**
     * Merges one option of a parameter into another: every listing's value follows. Refused
     * when the parameter defines SKUs and a product holds both options (one SKU each).
     */
    async mergeOptions(
      id: string,
      body: MergeFilterOptionsBody,
      by: AuditActor,
    ): Promise<FilterMergeResult> {
      if (body.source_value === body.target_value) {
        throw new ValidationError([
          { field: 'target_value', message: 'Choose another option to merge into' },
        ]);
      }
      const section = (await found(db, id)).section;
      return change(section, async (tx) => {
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
          (await parameterValues.countHoldingBoth(tx, scope, place, from, to)) > 0
        ) {
          throw new ForbiddenError(
            'FILTERS_MANAGER_MERGE_SAME_SKU',
            'A product offers both options as separate variants; merging them would give two of its variants the same value.',
          );
        }
        const listingsChanged = await parameterValues.replaceValue(tx, scope, place, from, to);
        const after = await createFiltersManagerRepository(tx).update(id, {
          options: before.options.filter((option) => option.value !== body.source_value),
        });
        await audit.record(
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
    },
  };
}

export type FiltersManagerService = ReturnType<typeof createFiltersManagerService>;
