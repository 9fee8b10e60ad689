// What the filters manager's use cases share (issue 21): a parameter as the manager and the
// audit trail show it, the division's tree read on the change's transaction, and the change itself.
import {
  catalogPath,
  type CatalogNode,
  type FiltersManagerParameters,
  type ManagedOption,
  type ManagedParameter,
  type MarketplaceSection,
  type createFilterParameterBody,
  type updateFilterParameterBody,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import type { CatalogParameterRow } from '../../db/schema/catalog-parameters';
import { NotFoundError, ValidationError } from '../../errors';
import type { AuditService } from '../audit';
import type { ListingParameterValues } from '../listings';
import type { CatalogCacheSync } from './catalog-cache-sync';
import { inTreeOrder } from './catalog.service';
import { createCatalogRepository } from './catalog.repository';
import { createFiltersManagerRepository } from './filters-manager.repository';
import { effectiveParameters } from './parameter-inheritance';

export interface FiltersManagerDependencies {
  db: Database;
  /** Drops the kept trees here and in every other api instance (ADR 0071). */
  catalogChanges: Pick<CatalogCacheSync, 'changed'>;
  /** The listings module's port: merges move the values listings hold. */
  parameterValues: ListingParameterValues;
  audit: Pick<AuditService, 'record'>;
}

export type CreateBody = z.output<typeof createFilterParameterBody>;
export type UpdateBody = z.output<typeof updateFilterParameterBody>;

const parameterNotFound = () => new NotFoundError('We could not find this parameter.');
const nodeNotFound = () => new NotFoundError('We could not find this category.');

function toManagedOption(option: CatalogParameterRow['options'][number]): ManagedOption {
  return { value: option.value, label: option.label, label_de: option.label_de ?? null };
}

/** A parameter as the audit trail keeps it: what an administrator can change. */
export function snapshotOf(row: CatalogParameterRow) {
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
export function storedValue(row: CatalogParameterRow, value: string): unknown {
  return row.valueKind === 'number' ? Number(value) : value;
}

/**
 * A division's tree, read on the caller's transaction: the catalog service's kept tree would
 * read on another connection, which an embedded database (one connection) cannot give inside
 * a transaction.
 */
export async function nodesOf(
  tx: Queryable,
  section: MarketplaceSection,
): Promise<readonly CatalogNode[]> {
  return inTreeOrder(await createCatalogRepository(tx).listBySection(section));
}

/** The path from the division's section down to `nodeId`; a 404 when it is not there. */
export async function pathTo(tx: Queryable, section: MarketplaceSection, nodeId: string | null) {
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
      row.nodeId === nodeId && along.some((other) => other.key === row.key && other.id !== row.id),
  };
}

/** The parameters in effect on a node, as the manager lists them. */
export async function effectiveOn(
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
export async function describe(tx: Queryable, row: CatalogParameterRow): Promise<ManagedParameter> {
  const pathIds = (await pathTo(tx, row.section, row.nodeId)).map((node) => node.id);
  const along = (await createCatalogRepository(tx).parametersOfSection(row.section)).filter(
    (other) => other.nodeId === null || pathIds.includes(other.nodeId),
  );
  return toManaged(row, row.nodeId, along);
}

/** Runs a change in one transaction, then drops the catalog's kept parameters everywhere. */
export async function change<T>(
  { db, catalogChanges }: Pick<FiltersManagerDependencies, 'db' | 'catalogChanges'>,
  section: MarketplaceSection,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(work);
  await catalogChanges.changed(section);
  return result;
}

export async function found(tx: Queryable, id: string) {
  const row = await createFiltersManagerRepository(tx).findForUpdate(id);
  if (!row) throw parameterNotFound();
  return row;
}

/** Options only for the option types; range bounds only for ranges. */
export function checkShape(type: CatalogParameterRow['type'], options: readonly unknown[]) {
  if ((type === 's' || type === 'm') && options.length === 0)
    throw new ValidationError([{ field: 'options', message: 'Add at least one option' }]);
  if (type !== 's' && type !== 'm' && options.length > 0)
    throw new ValidationError([{ field: 'options', message: 'Only selects have options' }]);
}

export const optionsOf = (options: CreateBody['options'] | NonNullable<UpdateBody['options']>) =>
  options.map(({ value, label, label_de }) => ({ value, label, label_de: label_de ?? null }));
