import type { MarketplaceSection } from '@bazaar/contracts';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema/listings';

/** The listings a catalog parameter applies to: those of these nodes of a division. */
export interface ParameterValueScope {
  section: MarketplaceSection;
  nodeIds: readonly string[];
  /** Listings without a node too (a division's own parameter applies to them). */
  includeUnplaced: boolean;
}

/** Where listings keep a parameter's value: their division attributes or node parameters. */
export interface ParameterValuePlace {
  source: 'attributes' | 'parameters';
  key: string;
}

const columnOf = (place: ParameterValuePlace) =>
  place.source === 'attributes' ? listings.attributes : listings.parameters;

function inScope(scope: ParameterValueScope): SQL | undefined {
  const placed =
    scope.nodeIds.length > 0 ? inArray(listings.catalogNodeId, [...scope.nodeIds]) : undefined;
  const nodes = scope.includeUnplaced ? or(placed, isNull(listings.catalogNodeId)) : placed;
  return nodes ? and(eq(listings.section, scope.section), nodes) : sql`false`;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The elements of a JSON list, each value once in its first place; with `replace`, `from` is
 * read as `to` first.
 */
const distinctElements = (list: SQL, replace?: { from: unknown; to: unknown }) => {
  const element = replace
    ? sql`case when element = ${json(replace.from)} then ${json(replace.to)} else element end`
    : sql`element`;
  return sql`(
    select coalesce(jsonb_agg(value order by first_place), '[]'::jsonb) from (
      select value, min(place) as first_place from (
        select ${element} as value, place
        from jsonb_array_elements(${list}) with ordinality as elements(element, place)
      ) read_values group by value
    ) distinct_values)`;
};

/** The update that writes `value` into the column of `place`. */
const writing = (place: ParameterValuePlace, value: SQL) =>
  place.source === 'attributes' ? { attributes: value } : { parameters: value };

/**
 * The listings' parameter-values port (ADR 0072): what the filters manager's merges do to the
 * values listings hold. Runs on the caller's transaction, so a merge and its audit entry commit
 * or roll back with the values. Values are JSON as listings store them (a number for a numeric
 * option, a list for a multiselect).
 */
export const listingParameterValues = {
  /** How many listings hold both `first` and `second` in their list value of `place`. */
  async countHoldingBoth(
    tx: Queryable,
    scope: ParameterValueScope,
    place: ParameterValuePlace,
    first: unknown,
    second: unknown,
  ): Promise<number> {
    const value = sql`(${columnOf(place)} -> ${place.key})`;
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(listings)
      .where(
        and(
          inScope(scope),
          sql`jsonb_typeof(${value}) = 'array'`,
          sql`${value} @> jsonb_build_array(${json(first)})`,
          sql`${value} @> jsonb_build_array(${json(second)})`,
        ),
      );
    return row?.count ?? 0;
  },

  /**
   * Replaces the value `from` by `to` wherever listings hold it, alone or in a list (a list then
   * holds `to` once). Answers how many listings changed.
   */
  async replaceValue(
    tx: Queryable,
    scope: ParameterValueScope,
    place: ParameterValuePlace,
    from: unknown,
    to: unknown,
  ): Promise<number> {
    const column = columnOf(place);
    const value = sql`(${column} -> ${place.key})`;
    const path = sql`array[${place.key}]::text[]`;
    const single = await tx
      .update(listings)
      .set(writing(place, sql`jsonb_set(${column}, ${path}, ${json(to)})`))
      .where(and(inScope(scope), sql`${value} = ${json(from)}`))
      .returning({ id: listings.id });
    const inLists = await tx
      .update(listings)
      .set(
        writing(
          place,
          sql`jsonb_set(${column}, ${path}, ${distinctElements(value, { from, to })})`,
        ),
      )
      .where(
        and(
          inScope(scope),
          sql`jsonb_typeof(${value}) = 'array'`,
          sql`${value} @> jsonb_build_array(${json(from)})`,
        ),
      )
      .returning({ id: listings.id });
    return single.length + inLists.length;
  },

  /**
   * Moves every value of `from` to `to`: a listing without a value at `to` takes it; two lists
   * are joined (each value once); otherwise the value at `to` stays. `from` is then removed.
   * Answers how many listings held a value at `from`.
   */
  async moveValues(
    tx: Queryable,
    scope: ParameterValueScope,
    from: ParameterValuePlace,
    to: ParameterValuePlace,
  ): Promise<number> {
    const fromColumn = columnOf(from);
    const toColumn = columnOf(to);
    const fromValue = sql`(${fromColumn} -> ${from.key})`;
    const toValue = sql`(${toColumn} -> ${to.key})`;
    const toPath = sql`array[${to.key}]::text[]`;
    const holding = and(inScope(scope), sql`${fromColumn} ? ${from.key}`);
    await tx
      .update(listings)
      .set(writing(to, sql`jsonb_set(${toColumn}, ${toPath}, ${fromValue})`))
      .where(and(holding, sql`not (${toColumn} ? ${to.key})`));
    await tx
      .update(listings)
      .set(
        writing(
          to,
          sql`jsonb_set(${toColumn}, ${toPath}, ${distinctElements(sql`${toValue} || ${fromValue}`)})`,
        ),
      )
      .where(
        and(
          holding,
          sql`jsonb_typeof(${toValue}) = 'array'`,
          sql`jsonb_typeof(${fromValue}) = 'array'`,
        ),
      );
    const moved = await tx
      .update(listings)
      .set(writing(from, sql`${fromColumn} - ${from.key}::text`))
      .where(holding)
      .returning({ id: listings.id });
    return moved.length;
  },
};

export type ListingParameterValues = typeof listingParameterValues;
