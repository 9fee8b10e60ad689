import { z } from 'zod';
import {
  catalogParameterKey,
  catalogParameterTypes,
  catalogParameterValueKinds,
  type CatalogParameterType,
  type CatalogParameterValueKind,
} from './catalog';
import { marketplaceSections } from './enums';

/**
 * Manage filters (issue 21, `/profile/filters-manager`): the parameters and options of each
 * catalog node, their order, which show as filters, and merges. A node inherits its division's
 * and its ancestors' parameters; defining the same key on the node overrides the inherited one.
 *
 * Routes (ADMIN, SUPER_ADMIN):
 * - `GET /api/admin/filters/parameters` ({@link filtersManagerQuery}) → {@link filtersManagerParameters}
 * - `POST /api/admin/filters/parameters` ({@link createFilterParameterBody}) → {@link managedParameter}
 * - `PATCH /api/admin/filters/parameters/{id}` ({@link updateFilterParameterBody}) → {@link managedParameter}
 * - `PUT /api/admin/filters/parameters/order` ({@link reorderFilterParametersBody}) → {@link filtersManagerParameters}
 * - `POST /api/admin/filters/parameters/{id}/override` ({@link overrideFilterParameterBody}) → {@link managedParameter}
 * - `POST /api/admin/filters/parameters/merge` ({@link mergeFilterParametersBody}) → {@link filterMergeResult}
 * - `POST /api/admin/filters/parameters/{id}/options/merge` ({@link mergeFilterOptionsBody}) → {@link filterMergeResult}
 */

/**
 * The JSON types a parameter's values may be stored as, by its filter type; the first is the
 * default. A multiselect of `text` values keeps one value per listing (the filter matches any
 * of several); of `text_list`, several.
 */
export const valueKindsOfType: Record<
  CatalogParameterType,
  readonly [CatalogParameterValueKind, ...CatalogParameterValueKind[]]
> = {
  c: ['boolean'],
  s: ['text', 'number'],
  m: ['text_list', 'text'],
  range: ['number'],
};

const name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Complete this field, please' })
    .max(max, { error: `Use at most ${max} characters` });
/** An optional German text: blank means "show the English one". */
const germanName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters` })
    .nullable()
    .optional()
    .transform((text) => (text ? text : null));

export const managedOptionInput = z.object({
  value: z.string().trim().min(1).max(80),
  label: name(80),
  label_de: germanName(80),
});
export type ManagedOptionInput = z.input<typeof managedOptionInput>;

/** Options in display order; values are unique within a parameter. */
const optionList = z
  .array(managedOptionInput)
  .max(200)
  .refine((options) => new Set(options.map((option) => option.value)).size === options.length, {
    error: 'Each option needs its own value',
  });

export const managedOption = z
  .object({ value: z.string(), label: z.string(), label_de: z.string().nullable() })
  .meta({ id: 'ManagedOption' });
export type ManagedOption = z.infer<typeof managedOption>;

/** A parameter as the filters manager shows it on one node. */
export const managedParameter = z
  .object({
    id: z.uuid(),
    section: z.enum(marketplaceSections),
    /** The node it is defined on; null: the whole division. */
    node_id: z.uuid().nullable(),
    key: catalogParameterKey,
    name: z.string(),
    name_de: z.string().nullable(),
    type: z.enum(catalogParameterTypes),
    value_kind: z.enum(catalogParameterValueKinds),
    options: z.array(managedOption),
    unit: z.string().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    /** Order among the parameters defined on the same node. */
    position: z.number().int(),
    shown_as_filter: z.boolean(),
    defines_sku: z.boolean(),
    /** Defined on an ancestor (or the division), not on the node asked about. */
    inherited: z.boolean(),
    /** The node's own parameter replaces one of the same key it would inherit. */
    overrides: z.boolean(),
  })
  .meta({ id: 'ManagedParameter' });
export type ManagedParameter = z.infer<typeof managedParameter>;

export const filtersManagerQuery = z.object({
  section: z.enum(marketplaceSections),
  /** The node; absent: the division's own parameters. */
  node: z.uuid().optional(),
});
export type FiltersManagerQuery = z.infer<typeof filtersManagerQuery>;

/** A node's effective parameters in filter-panel order (inherited first, then its own). */
export const filtersManagerParameters = z
  .object({
    section: z.enum(marketplaceSections),
    node_id: z.uuid().nullable(),
    parameters: z.array(managedParameter),
  })
  .meta({ id: 'FiltersManagerParameters' });
export type FiltersManagerParameters = z.infer<typeof filtersManagerParameters>;

const rangeFields = {
  unit: z.string().trim().max(20).nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
};

export const createFilterParameterBody = z
  .object({
    section: z.enum(marketplaceSections),
    node_id: z.uuid().nullable(),
    key: catalogParameterKey,
    name: name(80),
    name_de: germanName(80),
    type: z.enum(catalogParameterTypes),
    /** How listings store the value; the type's default when left out. */
    value_kind: z.enum(catalogParameterValueKinds).optional(),
    options: optionList.default([]),
    shown_as_filter: z.boolean().default(true),
    defines_sku: z.boolean().default(false),
    ...rangeFields,
  })
  .refine(
    (body) =>
      body.value_kind === undefined || valueKindsOfType[body.type].includes(body.value_kind),
    { path: ['value_kind'], error: 'This type cannot store values of this kind' },
  )
  .refine(
    (body) =>
      body.value_kind !== 'number' ||
      body.options.every((option) => Number.isFinite(Number(option.value))),
    { path: ['options'], error: 'Numeric options need numbers as values' },
  );
export type CreateFilterParameterBody = z.input<typeof createFilterParameterBody>;

/**
 * An edit. `options` is the whole list in its new order: labels may change and options may be
 * added, but an option listings may hold is never dropped (merge it into another instead).
 */
export const updateFilterParameterBody = z.object({
  name: name(80).optional(),
  name_de: germanName(80),
  options: optionList.optional(),
  shown_as_filter: z.boolean().optional(),
  defines_sku: z.boolean().optional(),
  ...rangeFields,
});
export type UpdateFilterParameterBody = z.input<typeof updateFilterParameterBody>;

export const filterParameterParams = z.object({ id: z.uuid() });

/** The node's own parameters in their new order (every one of them, once). */
export const reorderFilterParametersBody = z.object({
  section: z.enum(marketplaceSections),
  node_id: z.uuid().nullable(),
  ids: z.array(z.uuid()).min(1).max(200),
});
export type ReorderFilterParametersBody = z.input<typeof reorderFilterParametersBody>;

/** Copies an inherited parameter onto `node_id`, where it can then be edited for that subtree. */
export const overrideFilterParameterBody = z.object({ node_id: z.uuid() });
export type OverrideFilterParameterBody = z.input<typeof overrideFilterParameterBody>;

/** Merges `source_id` into `target_id`: listings' values move, the source disappears. */
export const mergeFilterParametersBody = z.object({
  source_id: z.uuid(),
  target_id: z.uuid(),
});
export type MergeFilterParametersBody = z.input<typeof mergeFilterParametersBody>;

/** Merges option `source_value` into `target_value` of one parameter. */
export const mergeFilterOptionsBody = z.object({
  source_value: z.string().min(1).max(80),
  target_value: z.string().min(1).max(80),
});
export type MergeFilterOptionsBody = z.input<typeof mergeFilterOptionsBody>;

export const filterMergeResult = z
  .object({
    parameter: managedParameter,
    /** How many listings had their value moved. */
    listings_changed: z.number().int().nonnegative(),
  })
  .meta({ id: 'FilterMergeResult' });
export type FilterMergeResult = z.infer<typeof filterMergeResult>;
