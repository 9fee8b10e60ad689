import type { DemoCatalogItem } from '@bazaar/contracts';
import { demoCatalog } from './catalog-data';
import { propertyTypeOf } from './listing-drafts';

/** Every item of the demo catalog with its catalog leaf: the seed's public list of what it lists. */
export function demoCatalogItems(): DemoCatalogItem[] {
  return demoCatalog.flatMap((division) =>
    division.sections.flatMap((section) =>
      section.categories.flatMap((category) =>
        category.subcategories.flatMap((subcategory) =>
          subcategory.items.map((item) => ({
            section: division.section,
            catalog_path: [section.name, category.name, subcategory.name],
            name: item.name,
            min_euros: item.min,
            max_euros: item.max,
            rental_period: item.rentalPeriod ?? null,
            base: item.base,
            property_type:
              division.section === 'property'
                ? propertyTypeOf(String(item.base['property_type']))
                : null,
          })),
        ),
      ),
    ),
  );
}
