import {
  type CrossSearchCategory,
  type CrossSearchResult,
  type ListingCard,
  type SearchDivision,
} from '@bazaar/contracts';
import { listingHref, showroomHref } from '../listings/listing-links';
import { searchLocation } from './search-location';

/** One choice under the top-bar input; each opens a page. */
export type SearchSuggestion =
  | { kind: 'suggest'; key: string; text: string; href: string }
  | { kind: 'category'; key: string; category: CrossSearchCategory; href: string }
  | { kind: 'listing'; key: string; listing: ListingCard; href: string }
  | { kind: 'all'; key: string; text: string; href: string };

/**
 * The choices for what was typed, in the order the dropdown lists them (and the arrow keys move
 * through them): texts to search for, categories, listings, then all results for the text.
 * Texts and "all results" open the search page on the tab of the division searched in.
 */
export function suggestionOptions(
  result: CrossSearchResult | undefined,
  text: string,
  division: SearchDivision,
): SearchSuggestion[] {
  const options: SearchSuggestion[] = [];
  const typed = text.trim().toLowerCase();
  for (const suggest of result?.suggests ?? []) {
    const href = searchLocation(suggest, division);
    // The typed text itself is the last choice already.
    if (href && suggest.trim().toLowerCase() !== typed) {
      options.push({ kind: 'suggest', key: `suggest:${suggest}`, text: suggest, href });
    }
  }
  for (const category of result?.categories ?? []) {
    options.push({
      kind: 'category',
      key: `category:${category.id}`,
      category,
      href: showroomHref(category.section, category.id),
    });
  }
  for (const listing of result?.catalog ?? []) {
    options.push({
      kind: 'listing',
      key: `listing:${listing.id}`,
      listing,
      href: listingHref(listing.section, listing.id),
    });
  }
  const all = searchLocation(text, division);
  if (all) options.push({ kind: 'all', key: 'all', text: text.trim(), href: all });
  return options;
}
