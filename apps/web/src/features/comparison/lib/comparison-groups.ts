import {
  marketplaceSections,
  type ComparisonItem,
  type MarketplaceSection,
} from '@bazaar/contracts';

/** Listings compared with each other: one division's, of one category. */
export interface ComparisonGroup {
  key: string;
  section: MarketplaceSection;
  category: ComparisonItem['category'];
  items: ComparisonItem[];
}

/**
 * Groups the compared listings by division, then by category, so like is compared with like:
 * divisions in the marketplace's order, categories by name, listings without one last. Within a
 * group the listings keep the order they were added in.
 */
export function groupComparison(
  items: readonly ComparisonItem[],
  locale = 'en',
): ComparisonGroup[] {
  const groups = new Map<string, ComparisonGroup>();
  for (const item of items) {
    const key = `${item.section}:${item.category?.id ?? ''}`;
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, section: item.section, category: item.category, items: [item] });
  }
  const collator = new Intl.Collator(locale);
  return [...groups.values()].sort((a, b) => {
    const bySection =
      marketplaceSections.indexOf(a.section) - marketplaceSections.indexOf(b.section);
    if (bySection !== 0) return bySection;
    if (!a.category || !b.category) return (a.category ? 0 : 1) - (b.category ? 0 : 1);
    return collator.compare(a.category.name, b.category.name);
  });
}
