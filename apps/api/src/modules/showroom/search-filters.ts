import {
  filterTypes,
  fixedFilterKeys,
  searchRadiusOptionsKm,
  type SearchFilters,
  type SearchFiltersQuery,
} from '@bazaar/contracts';
import type { CatalogService } from '../catalog';

/** The currency prices are listed and filtered in. */
const MARKETPLACE_CURRENCY = 'EUR';

/** The filter panel of a division or node: price, postcode, radius, then its parameters. */
export async function searchFilters(
  catalog: Pick<CatalogService, 'filterScope'>,
  query: SearchFiltersQuery,
): Promise<SearchFilters> {
  const scope = await catalog.filterScope(query.section, query.node);
  return {
    section: query.section,
    node_id: query.node ?? null,
    filters: [
      {
        type: filterTypes.PRICE_RANGE,
        key: fixedFilterKeys.price,
        name: 'Price',
        currency: MARKETPLACE_CURRENCY,
      },
      { type: filterTypes.POSTCODE, key: fixedFilterKeys.postcode, name: 'Postcode' },
      {
        type: filterTypes.RADIUS,
        key: fixedFilterKeys.radius,
        name: 'Radius',
        options_km: [...searchRadiusOptionsKm],
      },
      // Hidden parameters still filter a shared address; the panel just does not offer them.
      ...scope.definitions
        .filter((definition) => definition.shownAsFilter)
        .map(
          ({ source: _source, valueKind: _valueKind, shownAsFilter: _shown, ...parameter }) =>
            parameter,
        ),
    ],
  };
}
