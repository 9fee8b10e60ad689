import { z } from 'zod';
import { catalogLevels } from './catalog-tree';
import { marketplaceSections } from './enums';

/** One node of a division's catalog tree: division → section → category → subcategory. */
export const catalogNode = z.object({
  id: z.uuid(),
  section: z.enum(marketplaceSections),
  parent_id: z.uuid().nullable(),
  level: z.enum(catalogLevels),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  position: z.number().int(),
});
export type CatalogNode = z.infer<typeof catalogNode>;

export const catalogTreeQuery = z.object({
  section: z.enum(marketplaceSections),
});
export type CatalogTreeQuery = z.infer<typeof catalogTreeQuery>;

/** A division's whole tree, flat: parents before children, siblings in their order. */
export const catalogTree = z.object({
  section: z.enum(marketplaceSections),
  nodes: z.array(catalogNode),
});
export type CatalogTree = z.infer<typeof catalogTree>;

// ---------------------------------------------------------------------------------------------
// Parameters and options: what a node asks listings for, and what its filter panel offers.

/**
 * How a node parameter filters, by the spec's filter type codes: checkbox `c` (a yes/no
 * parameter; ticked keeps the listings where it is true), select `s` (one option), multiselect
 * `m` (any of several options), plus `range` for numeric parameters (year, rooms, area), which
 * filters like the price range does.
 */
export const catalogParameterTypes = ['c', 's', 'm', 'range'] as const;
export type CatalogParameterType = (typeof catalogParameterTypes)[number];

/** A parameter key: the same key the listing carries in its attributes or parameters. */
export const catalogParameterKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,59}$/, { error: 'Use a short lower-case key' });

export const catalogParameterOption = z
  .object({
    /** What listings store and what the `filters` query parameter carries. */
    value: z.string(),
    label: z.string(),
    /** The German label; absent or null: the English one is shown. */
    label_de: z.string().nullable().optional(),
  })
  .meta({ id: 'CatalogParameterOption' });
export type CatalogParameterOption = z.infer<typeof catalogParameterOption>;

/** One parameter of a catalog node, with the options its filter offers. */
export const catalogParameter = z
  .object({
    key: catalogParameterKey,
    name: z.string(),
    /** The German name; absent or null: the English one is shown. */
    name_de: z.string().nullable().optional(),
    type: z.enum(catalogParameterTypes),
    /** Options of `s` and `m`, in display order; empty for `c` and `range`. */
    options: z.array(catalogParameterOption),
    /** Unit of a `range` parameter (km, m², …); null when it has none. */
    unit: z.string().nullable(),
    /** Bounds a `range` filter offers; null for the other types. */
    min: z.number().nullable(),
    max: z.number().nullable(),
    /** The node the parameter is defined on; null: the whole division. */
    node_id: z.uuid().nullable(),
  })
  .meta({ id: 'CatalogParameter' });
export type CatalogParameter = z.infer<typeof catalogParameter>;

/** The JSON type a listing stores a parameter's value as (`s` and `m` may store numbers). */
export const catalogParameterValueKinds = ['text', 'number', 'boolean', 'text_list'] as const;
export type CatalogParameterValueKind = (typeof catalogParameterValueKinds)[number];

/** A parameter a listing of the node fills in under its `parameters`, with the value's JSON type. */
export const listingParameterField = catalogParameter
  .extend({ value_kind: z.enum(catalogParameterValueKinds) })
  .meta({ id: 'ListingParameterField' });
export type ListingParameterField = z.infer<typeof listingParameterField>;

export const catalogNodeParams = z.object({ id: z.uuid() });

/**
 * One node with its surroundings (GET /catalog/nodes/{id}): the showroom of a node. `path` runs
 * from the division's section down to the node itself; `parameters` are the node's own and
 * those it inherits from its ancestors and the division.
 */
export const catalogNodeDetail = z
  .object({
    node: catalogNode,
    path: z.array(catalogNode),
    children: z.array(catalogNode),
    parameters: z.array(catalogParameter),
    /** The parameters a listing form of this node asks for (not the division's own fields). */
    listing_parameters: z.array(listingParameterField),
  })
  .meta({ id: 'CatalogNodeDetail' });
export type CatalogNodeDetail = z.infer<typeof catalogNodeDetail>;
